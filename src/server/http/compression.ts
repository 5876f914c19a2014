/**
 * Compressed answers, chosen by the request's Accept-Encoding (brotli, else gzip, else as they
 * are): API answers of 1 KiB or more (lists, schemas, the forms' validators module) are
 * compressed as they are sent, brotli at quality 4 (a fraction of a millisecond for a list
 * page; quality 11 costs ten times more for a few percent). Smaller answers are sent as they
 * are: compressing them costs more time than it saves. Images (their own types) and event
 * streams are never compressed. The SPA's files come precompressed from the build (vite.config.ts,
 * scripts/precompress.ts) and are only picked here by @fastify/static (routes/spa.ts): an answer
 * that already has a Content-Encoding is left alone. Compressed request bodies are not accepted.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD = 1024;

/** JSON (problem details included), text but event streams, JavaScript, XML. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
