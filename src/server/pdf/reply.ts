/**
 * Sends a PDF: `application/pdf`, its file name by RFC 6266 (an ASCII fallback and the UTF-8
 * `filename*`), `inline` by default (the browser's viewer opens it in the new window), and
 * `Cache-Control: private, no-store` (a finance document is kept by no cache; on /api the
 * security-headers hook then sends `no-store`, which says as much to a browser).
 */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition.js';

export function sendPdf(
  reply: FastifyReply,
  bytes: Uint8Array,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(fileName, disposition))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The documented 200 of a route that answers a PDF (OpenAPI: `application/pdf`, a binary string). */
export function pdfAnswer(what: string) {
  return {
    description: `${what} as a PDF; \`Content-Disposition\` names the file, \`Cache-Control: private, no-store\``,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  };
}

/** `pdfAnswer` with a neutral description. */
export const pdfResponseSchema = pdfAnswer('The document');
