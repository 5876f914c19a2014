/**
 * Route schemas of /api/finance/invoicepayment/... (what GET /api/openapi.json publishes). Bodies
 * and answers are the domain's JSON Schemas (src/domain/finance/payment-schema.ts); the handlers
 * read the bodies themselves (input.ts) so the messages are §5's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  paymentAttachmentsDeleteSchema,
  paymentBodySchema,
  paymentSchema,
  paymentSearchSchema,
  receiptFiguresSchema,
} from '@domain/finance/index.js';
import { csvAnswer, exportRouteSchema } from '../csv/index.js';
import { idempotencyKeyHeaders } from '../http/idempotency.js';
import {
  fieldErrorsSchema,
  idAnswerSchema,
  idQuerySchema,
  idSchema,
  paginationModelSchema,
  problem,
  type JsonSchema,
} from '../http/schemas.js';

const TAGS = ['Invoice payments'];

const errors = (notFound: string): Record<number, JsonSchema> => ({
  400: { ...fieldErrorsSchema, description: 'messages by field, e.g. `{"amount": ["Amount is required."]}`' },
  401: problem('no valid access token'),
  403: problem('the permission is missing; writes: an agency user (payments are recorded by company users)'),
  404: problem(notFound),
  500: problem('unexpected failure'),
});

const payment = paymentSchema as JsonSchema;
const conflicts = problem(
  'a credit note, a cancelled invoice or one replaced by a newer invoice takes no payment; or a stale version (`code: stale-version`)',
);
const attachmentsAnswer: JsonSchema = {
  type: 'object',
  properties: {
    attachments: (paymentSchema.properties.attachments as JsonSchema) ?? {},
    attachmentsFullPaths: { type: 'array', items: { type: 'string' } },
  },
  required: ['attachments', 'attachmentsFullPaths'],
};

export const paymentSchemas = {
  list: {
    tags: TAGS,
    summary: 'One page of payments: request reference, account, type, invoice and date filters',
    description:
      '`requestRef`: the request reference contains it (case-insensitive, with or without the supplier initial); ' +
      '`paymentAccountId`, `paymentTypeId`, `invoiceId`: equal (empty, 0 or -1: no filter); `fromDate` / `toDate`: ' +
      "payment dates, inclusive. Newest first. Agency users see only their agency's payments. Rows carry no attachments (getbyid does).",
    body: paymentSearchSchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        properties: { invoicePayments: { type: 'array', items: payment }, paginationModel: paginationModelSchema },
        required: ['invoicePayments', 'paginationModel'],
      },
      ...errors('never'),
    },
  },
  export: {
    tags: TAGS,
    ...exportRouteSchema('invoice payments'),
    body: paymentSearchSchema as JsonSchema,
    response: { 200: csvAnswer('The payments, newest first'), ...errors('never') },
  },
  add: {
    tags: TAGS,
    summary: 'Record a payment against an invoice (a draft invoice is issued first)',
    description:
      'In one transaction with the invoice locked: a draft invoice is issued (number, issue and due dates); the payment ' +
      "settles the invoices of `allocations` (the clerk's split: 400 at `allocations[i].amount` above a balance), else " +
      "this invoice then the agency's oldest due; what is left is credit on account (`unallocated`). An invoice " +
      'becomes Paid when settled in full (receivables ledger). `documentIds`: files sent before (`addpending` with `referenceKind: "invoice-payment"` and ' +
      "`referenceId`: the body's `paymentGuid`), attached in the same transaction. Company users only. " +
      '`Idempotency-Key`: a retry with the same key and body answers the first payment again.',
    headers: idempotencyKeyHeaders,
    body: paymentBodySchema as JsonSchema,
    response: {
      200: { ...payment, description: "the payment, with its invoice's balance due" },
      ...errors("no such invoice in the caller's scope"),
      409: conflicts,
      422: problem('this Idempotency-Key was used with another body (`code: idempotency-key-reused`)'),
    },
  },
  update: {
    tags: TAGS,
    summary: 'Change a payment (the whole payment, with `id` and `version`)',
    description:
      'The same rules as `add`, the balance counting this payment out. Moving it to another invoice recomputes ' +
      'both. `version` (or `If-Match`) honoured: 409 `stale-version`.',
    body: paymentBodySchema as JsonSchema,
    response: { 200: payment, ...errors("no such payment or invoice in the caller's scope"), 409: conflicts },
  },
  delete: {
    tags: TAGS,
    summary: "Delete a payment (soft): the invoice's paid total and status follow",
    description: 'The version it was read at: `?version=` or `If-Match` (409 `stale-version`).',
    querystring: {
      type: 'object',
      properties: { id: idSchema, version: { ...idSchema, description: 'the version read; 409 when stale' } },
      required: ['id'],
    },
    response: { 200: idAnswerSchema, ...errors("no such payment in the caller's scope"), 409: conflicts },
  },
  getById: {
    tags: TAGS,
    summary: "One payment with its attachments and its invoice's balance due",
    querystring: idQuerySchema(),
    response: { 200: payment, ...errors("no such payment in the caller's scope (another agency's answers 404)") },
  },
  receiptFigures: {
    tags: TAGS,
    summary: "What a payment's receipt says of the invoice it was recorded from (receivables ledger)",
    description:
      'Its amount, what its credit notes settled, what payments before this one settled (by payment date, then ' +
      "id), this payment's share, the balance left after it, and what of the payment is credit on account: the " +
      "receipt PDF's figures, for the print preview.",
    querystring: idQuerySchema(),
    response: {
      200: receiptFiguresSchema as JsonSchema,
      ...errors("no such payment in the caller's scope (another agency's answers 404)"),
    },
  },
  byInvoice: {
    tags: TAGS,
    summary: "An invoice's payments, newest first, with their attachments and the invoices each settles",
    querystring: idQuerySchema('invoiceId'),
    response: {
      200: { type: 'array', items: payment },
      ...errors("no such invoice in the caller's scope"),
    },
  },
  deleteAttachments: {
    tags: TAGS,
    summary: "Remove a payment's attachments by file name",
    body: paymentAttachmentsDeleteSchema as JsonSchema,
    response: { 200: attachmentsAnswer, ...errors("no such payment in the caller's scope") },
  },
} satisfies Record<string, FastifySchema>;
