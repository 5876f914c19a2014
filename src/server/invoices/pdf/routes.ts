/**
 * `GET /api/finance/invoice/pdf?id=` (Finance.Invoices.ViewList, agency scope): the stored PDF of an
 * issued invoice or credit note, else a new one (stored when issued, never for a draft). Opened
 * inline: the admin shows it in a new window.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { documented } from '../../http/schemas.js';
import { loadTenantLetterhead, sendPdf } from '../../pdf/index.js';
import { readIdQuery } from '../input.js';
import { INVOICE_PERMISSIONS } from '../permissions.js';
import { buildInvoicePdf, invoicePdfFileName } from './draw-invoice.js';
import { readInvoicePdfData } from './invoice-data.js';
import { invoicePdfSchema } from './route-schema.js';
import { readStoredInvoicePdf, storeInvoicePdf } from './stored.js';

const utcToday = () => new Date().toISOString().slice(0, 10);

export function invoicePdfRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/finance/invoice/pdf',
    { config: { permission: INVOICE_PERMISSIONS.view }, ...documented(invoicePdfSchema) },
    async (request, reply) => {
      const id = readIdQuery(request.query, request.lang);
      const stored = await readStoredInvoicePdf(db, id, request.agencyScope);
      if (stored) return sendPdf(reply, stored.pdf, invoicePdfFileName({ ...stored, id }, stored.lang));
      const data = await readInvoicePdfData(db, id, request.agencyScope);
      if (!data) throw notFound();
      const pdf = buildInvoicePdf(data, await loadTenantLetterhead(db), request.lang, utcToday());
      const answer = data.head.number ? await storeInvoicePdf(db, id, pdf, request.lang) : pdf;
      return sendPdf(reply, answer, invoicePdfFileName(data.head, request.lang));
    },
  );
}
