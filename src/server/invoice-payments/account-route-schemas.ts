/** Route schemas of an agency's receivables account (account-routes.ts): the OpenAPI entries. */
import type { FastifySchema } from 'fastify';
import {
  agencyBalanceQuerySchema,
  agencyBalanceSchema,
  openInvoiceSchema,
  creditAllocationBodySchema,
  refundBodySchema,
  refundSchema,
} from '@domain/finance/index.js';
import { idempotencyKeyHeaders } from '../http/idempotency.js';
import { fieldErrorsSchema, problem, type JsonSchema } from '../http/schemas.js';

const TAGS = ['Invoice payments'];
const errors = (notFound: string): Record<number, JsonSchema> => ({
  400: { ...fieldErrorsSchema, description: 'messages by field, e.g. `{"amount": ["Amount is required."]}`' },
  401: problem('no valid access token'),
  403: problem('the permission is missing; writes: an agency user (company users only)'),
  404: problem(notFound),
  500: problem('unexpected failure'),
});
const balance = agencyBalanceSchema as JsonSchema;

export const accountSchemas = {
  balance: {
    tags: TAGS,
    summary: "An agency's account: open invoices, credit on account and balance (receivables ledger)",
    description:
      'In the tenant currency (else the one the agency has). `balance` = `invoicesOpen` − `creditOnAccount`. Agency ' +
      'users read their own agency only (another: 404).',
    querystring: agencyBalanceQuerySchema as JsonSchema,
    response: { 200: balance, ...errors("no such agency in the caller's scope") },
  },
  openInvoices: {
    tags: TAGS,
    summary: "The agency's issued invoices with a balance due, oldest due first (the order a payment settles them)",
    querystring: agencyBalanceQuerySchema as JsonSchema,
    response: {
      200: { type: 'array', items: openInvoiceSchema as JsonSchema },
      ...errors("no such agency in the caller's scope"),
    },
  },
  allocateCredit: {
    tags: TAGS,
    summary: "Settle an open invoice with the agency's credit on account",
    description:
      'Draws on the oldest payments and credit notes not yet allocated, up to `amount` (absent: the balance due). 400 ' +
      'on `invoiceId` when it has nothing due, on `amount` above the credit or the balance; 409 with no credit at all. ' +
      "The invoice becomes Paid when settled. Answers the agency's account.",
    body: creditAllocationBodySchema as JsonSchema,
    response: {
      200: balance,
      ...errors("no such invoice in the caller's scope"),
      409: problem('no credit on account'),
    },
  },
  refund: {
    tags: TAGS,
    summary: "Pay back the agency's credit on account (a refund)",
    description:
      'A refund entry in the receivables ledger, drawn on the credit oldest first; 400 on `amount` above the credit on ' +
      'account. `Idempotency-Key` honoured.',
    headers: idempotencyKeyHeaders,
    body: refundBodySchema as JsonSchema,
    response: {
      200: refundSchema as JsonSchema,
      ...errors("no such agency in the caller's scope"),
      422: problem('this Idempotency-Key was used with another body (`code: idempotency-key-reused`)'),
    },
  },
  refunds: {
    tags: TAGS,
    summary: "The agency's refunds, newest first",
    querystring: agencyBalanceQuerySchema as JsonSchema,
    response: {
      200: { type: 'array', items: refundSchema as JsonSchema },
      ...errors("no such agency in the caller's scope"),
    },
  },
} satisfies Record<string, FastifySchema>;
