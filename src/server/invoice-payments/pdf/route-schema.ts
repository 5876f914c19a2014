/** The route schemas of the receipts' PDFs (what GET /api/openapi.json publishes): a payment's, a refund's. */
import type { FastifySchema } from 'fastify';
import { fieldErrorsSchema, idQuerySchema, problem } from '../../http/schemas.js';
import { pdfAnswer } from '../../pdf/index.js';

/** `GET ...?id=` answering a receipt of the row `id` names, in the caller's agency scope. */
const receiptSchema = (summary: string, description: string, row: string): FastifySchema => ({
  tags: ['Invoice payments'],
  summary,
  description,
  querystring: idQuerySchema(),
  response: {
    200: pdfAnswer('The receipt'),
    400: { ...fieldErrorsSchema, description: 'id missing or not an id' },
    401: problem('no valid access token'),
    403: problem('the permission is missing'),
    404: problem(`no such ${row} in the caller's scope (another agency's answers 404)`),
    500: problem('unexpected failure'),
  },
});

/** `GET /api/finance/invoicepayment/pdf`. */
export const receiptPdfSchema = receiptSchema(
  'The payment receipt as a PDF',
  'A4, in the Accept-Language (en/fr): letterhead, receipt number (the payment id), payment date, type, account, ' +
    'reference, amount in the invoice currency, request and agency references, and the invoice it settles with its ' +
    "total and the balance left after this payment; the seller's legal line. Known payment types are named in the " +
    "language (Chèque, Virement bancaire). Agency users: their agency's payments only (404).",
  'payment',
);

/** `GET /api/finance/invoicepayment/refund/pdf`. */
export const refundReceiptPdfSchema = receiptSchema(
  "A refund's receipt as a PDF",
  'A4, in the Accept-Language (en/fr), dated by the refund date: letterhead, receipt number (the refund id), refund ' +
    'date, agency (name, address), amount and currency, account, payment type, reference, notes, and the credit on ' +
    "account the agency has left as of the refund's date (receivables ledger, this refund counted); the seller's " +
    "legal line. `Refund-17.pdf` / `Remboursement-17.pdf`. Agency users: their agency's refunds only (404).",
  'refund',
);
