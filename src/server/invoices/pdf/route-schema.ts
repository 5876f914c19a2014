/** The route schema of `GET /api/finance/invoice/pdf` (what GET /api/openapi.json publishes). */
import type { FastifySchema } from 'fastify';
import { fieldErrorsSchema, idQuerySchema, problem } from '../../http/schemas.js';
import { pdfAnswer } from '../../pdf/index.js';

export const invoicePdfSchema: FastifySchema = {
  tags: ['Invoices'],
  summary: 'The invoice or credit note as a PDF (an issued one: the same bytes every time)',
  description:
    'A4, in the Accept-Language (en/fr): letterhead, number (a draft: Draft), the invoice a credit note corrects, ' +
    'issue and due dates, the agency billed, the request, the rows (Description, Quantity, Rate, Tax %, Amount), ' +
    'sub-total, tax per rate, total, total paid and balance due; for an invoice the payment instructions (account, ' +
    'IBAN in groups of 4, BIC, the number as transfer reference) and the payment terms in the document language ' +
    "(the Finance setting of that language, else the statutory ones); the seller's legal line. An issued " +
    'document is stored at its first request and answered from the store afterwards (its language and Total Paid ' +
    'as of that print); a draft is made anew each time. Agency users: their agency only (404).',
  querystring: idQuerySchema(),
  response: {
    200: pdfAnswer('The invoice or credit note'),
    400: { ...fieldErrorsSchema, description: 'id missing or not an id' },
    401: problem('no valid access token'),
    403: problem('the permission is missing'),
    404: problem("no such invoice in the caller's scope (another agency's answers 404)"),
    500: problem('unexpected failure'),
  },
};
