/**
 * Route schemas of the Agency Invoice vs Payment report (what GET /api/openapi.json publishes). The
 * body and the answer are the domain's JSON Schemas (src/domain/finance-charts); the handlers read
 * the body themselves (input.ts) so the messages are the module's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import { chartsAnswerSchema, chartsSearchSchema } from '@domain/finance-charts/index.js';
import { fieldErrorsSchema, problem, type JsonSchema } from '../http/schemas.js';
import { pdfAnswer } from '../pdf/index.js';

const TAGS = ['Reports'];
const errors: Record<number, JsonSchema> = {
  400: {
    ...fieldErrorsSchema,
    description: 'messages by field, e.g. `{"toDate": ["To Date must be on or after From Date."]}`',
  },
  401: problem('no valid access token'),
  403: problem('the permission is missing'),
  404: problem("no such agency in the caller's scope (an agency user asking for another agency's)"),
  500: problem('unexpected failure'),
};
const figures =
  'Issued invoices and credit notes (negative) by issue date and live payments by payment date, From Date to To Date ' +
  '(whole days, inclusive; none: every date), of one agency or every agency (an agency user: their own), in one currency ' +
  "(the one asked for, else the tenant's). Drafts are out; a cancelled invoice nets with its credit note. Periods are " +
  'calendar months of the issue date.';

export const chartsSchemas = {
  get: {
    tags: TAGS,
    summary: 'Agency Invoice vs Payment: invoices and payments per agency, payments per account, invoices per month',
    description: figures,
    body: chartsSearchSchema as JsonSchema,
    response: { 200: chartsAnswerSchema as JsonSchema, ...errors },
  },
  pdf: {
    tags: TAGS,
    summary:
      'Agency Invoice vs Payment as a PDF: the three charts drawn as vector graphics and their figures as tables',
    description: `${figures} Inline, \`agency-invoice-vs-payment-YYYY-MM-DD.pdf\`, in the Accept-Language.`,
    body: chartsSearchSchema as JsonSchema,
    response: { 200: pdfAnswer('The charts'), ...errors },
  },
} satisfies Record<string, FastifySchema>;
