/** The route schema of `GET /api/finance/invoicepayment/pdf` (what GET /api/openapi.json publishes). */
import type { FastifySchema } from 'fastify';
import { fieldErrorsSchema, idQuerySchema, problem } from '../../http/schemas.js';
import { pdfAnswer } from '../../pdf/index.js';

export const receiptPdfSchema: FastifySchema = {
  tags: ['Invoice payments'],
  summary: 'The payment receipt as a PDF',
  description:
    'A4, in the Accept-Language (en/fr): letterhead, receipt number (the payment id), payment date, type, account, ' +
    'reference, amount in the invoice currency, request and agency references, and the invoice it settles with its ' +
    "total and the balance left after this payment; the seller's legal line. Known payment types are named in the " +
    "language (Chèque, Virement bancaire). Agency users: their agency's payments only (404).",
  querystring: idQuerySchema(),
  response: {
    200: pdfAnswer('The receipt'),
    400: { ...fieldErrorsSchema, description: 'id missing or not an id' },
    401: problem('no valid access token'),
    403: problem('the permission is missing'),
    404: problem("no such payment in the caller's scope (another agency's answers 404)"),
    500: problem('unexpected failure'),
  },
};
