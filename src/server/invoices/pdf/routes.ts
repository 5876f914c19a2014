/**
 * `GET /api/finance/invoice/pdf?id=` (Finance.Invoices.ViewList, agency scope): the stored PDF of an
 * issued invoice or credit note, else a new one (stored when issued, with its CII XML when
 * e-invoicing is on; never for a draft). Opened inline: the admin shows it in a new window.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { documented } from '../../http/schemas.js';
import { sendPdf } from '../../pdf/index.js';
import { invoicePdfOf } from '../e-invoice/issued-forms.js';
import { readIdQuery } from '../input.js';
import { INVOICE_PERMISSIONS } from '../permissions.js';
import { invoicePdfFileName } from './draw-invoice.js';
import { invoicePdfSchema } from './route-schema.js';

export function invoicePdfRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/finance/invoice/pdf',
    { config: { permission: INVOICE_PERMISSIONS.view }, ...documented(invoicePdfSchema) },
    async (request, reply) => {
      const id = readIdQuery(request.query, request.lang);
      const { pdf, lang, head } = await invoicePdfOf(db, id, request.agencyScope, request.lang);
      return sendPdf(reply, pdf, invoicePdfFileName({ ...head, id }, lang));
    },
  );
}
