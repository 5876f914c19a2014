/**
 * Route schemas of /api/finance/report/ statement routes (what GET /api/openapi.json publishes).
 * Bodies and answers are the domain's JSON Schemas (src/domain/statement); the handlers read the
 * bodies themselves (input.ts) so the messages are the module's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  statementFilterSchema,
  statementRowSchema,
  statementSearchSchema,
  statementSummarySchema,
} from '@domain/statement/index.js';
import { csvAnswer } from '../csv/index.js';
import { pdfResponseSchema } from '../pdf/index.js';
import { fieldErrorsSchema, paginationModelSchema, problem, type JsonSchema } from '../http/schemas.js';

const TAGS = ['Reports'];
const errors: Record<number, JsonSchema> = {
  400: {
    ...fieldErrorsSchema,
    description: 'messages by field, e.g. `{"agencyId": ["Agency is required."]}`',
  },
  401: problem('no valid access token'),
  403: problem('the permission is missing'),
  404: problem("no such agency in the caller's scope (an agency user asking for another agency's)"),
  500: problem('unexpected failure'),
};
const filterDescription =
  "The agency's issued invoices (credit notes count against the invoice they correct; drafts are out), " +
  'issued From Date to To Date (whole days, inclusive), the search text in the request reference as shown, ' +
  "its rows' descriptions or its cities. Agency users: their own agency only (another answers 404).";

export const statementSchemas = {
  get: {
    tags: TAGS,
    summary: 'The Reservation Request Statement of an agency: one page of rows and the summary of every row',
    description:
      `${filterDescription} Rows oldest first. The summary: totals of every matching row, the opening balance ` +
      "(the agency's issued documents less its payments dated before From Date), the closing balance (the same up to " +
      'To Date), the aging of what is still due at To Date (else today) by days past the due date.',
    body: statementSearchSchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        required: ['reservationStatement', 'reservationStatementSummary', 'paginationModel'],
        properties: {
          reservationStatement: { type: 'array', items: statementRowSchema },
          reservationStatementSummary: statementSummarySchema,
          paginationModel: paginationModelSchema,
        },
      },
      ...errors,
    },
  },
  pdf: {
    tags: TAGS,
    summary: 'The whole statement (every matching row) as a PDF, totals and aging on its last page',
    description: `${filterDescription} Inline, \`statement-<agency>-YYYY-MM-DD.pdf\`, in the Accept-Language.`,
    body: statementFilterSchema as JsonSchema,
    response: { 200: pdfResponseSchema, ...errors },
  },
  export: {
    tags: TAGS,
    summary: 'The whole statement (every matching row) as CSV',
    description: `${filterDescription} UTF-8 with a byte order mark, headers in the Accept-Language, amounts as plain decimals.`,
    body: statementFilterSchema as JsonSchema,
    response: { 200: csvAnswer('The statement'), ...errors },
  },
  mail: {
    tags: TAGS,
    summary: "E-mails the statement's PDF to the agency's address (through the outbox); audited",
    description:
      `${filterDescription} Recorded in the outbox with the PDF attached and sent through the tenant's SMTP ` +
      "once committed; the audit entry (entity `statement-mail`, the agency's) is written in the same transaction. " +
      'The answer waits for the first try (at most 10 s): `sent` is true only when the SMTP server accepted the mail; ' +
      'otherwise `reason` says why it waits in the Outbox (`not-configured`: no SMTP server is set; `failed`: the ' +
      'server refused it or could not be reached; an administrator resends it from the Outbox) or that it is ' +
      'still being sent (`sending`: its outcome will be in the Outbox).',
    body: statementFilterSchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        required: ['mailId', 'recipient', 'sent'],
        properties: {
          mailId: { type: 'integer' },
          recipient: { type: 'string' },
          sent: { type: 'boolean', description: 'True only when the SMTP server accepted the mail.' },
          reason: {
            type: 'string',
            enum: ['not-configured', 'failed', 'sending'],
            description:
              'When not sent: no SMTP server is set, the server refused it or could not be reached, or it is still being sent.',
          },
        },
      },
      ...errors,
      409: problem('the agency has no e-mail address'),
    },
  },
} satisfies Record<string, FastifySchema>;
