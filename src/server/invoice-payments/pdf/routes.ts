/** `GET /api/finance/invoicepayment/pdf?id=` (Finance.InvoicePayments.ViewList, agency scope): the payment's receipt. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { documented } from '../../http/schemas.js';
import { loadTenantLetterhead, sendPdf } from '../../pdf/index.js';
import { sellerIdentity } from '../../settings/index.js';
import { readIdQuery } from '../input.js';
import { PAYMENT_PERMISSIONS } from '../permissions.js';
import { buildReceiptPdf } from './draw-receipt.js';
import { readReceiptData } from './receipt-data.js';
import { receiptPdfSchema } from './route-schema.js';
import { RECEIPT_PDF_TEXTS } from './texts.js';

export function receiptPdfRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/finance/invoicepayment/pdf',
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(receiptPdfSchema) },
    async (request, reply) => {
      const id = readIdQuery(request.query, 'id', request.lang);
      const data = await readReceiptData(db, id, request.agencyScope);
      if (!data) throw notFound();
      const pdf = await buildReceiptPdf(data, await loadTenantLetterhead(db), await sellerIdentity(db), request.lang);
      return sendPdf(reply, pdf, RECEIPT_PDF_TEXTS[request.lang].fileName(id));
    },
  );
}
