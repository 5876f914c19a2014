/**
 * An agency's receivables account, described once as JSON Schema: the answer of
 * `GET /api/finance/agency/balance`, the bodies of `POST /api/finance/invoicepayment/allocatecredit`
 * (credit on account onto an open invoice) and `POST .../refund` (credit on account paid back), and
 * the refund's answer. Validated with ajv on the server; types derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';
import { MAX_PAYMENT_AMOUNT, PAYMENT_REF_MAX, PAYMENT_REF_MIN, MAX_PAYMENT_NOTES } from './payment-schema.js';

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const text = { type: ['string', 'null'] } as const;
const amount = { type: 'number', exclusiveMinimum: 0, maximum: MAX_PAYMENT_AMOUNT } as const;

export const agencyBalanceQuerySchema = {
  type: 'object',
  required: ['agencyId'],
  properties: { agencyId: id },
} as const;

/** One currency of an agency's account (every figure from the receivables ledger). */
export const agencyBalanceSchema = {
  type: 'object',
  required: ['agencyId', 'currency', 'invoicesOpen', 'creditOnAccount', 'balance'],
  properties: {
    agencyId: id,
    /** The currency's initial (EUR). */
    currency: text,
    /** The issued invoices' balances due. */
    invoicesOpen: { type: 'number' },
    /** Payments and credit notes not allocated to an invoice, less refunds: what the provider owes back. */
    creditOnAccount: { type: 'number' },
    /** What the agency owes: invoicesOpen − creditOnAccount. */
    balance: { type: 'number' },
  },
} as const;

export const creditAllocationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId'],
  properties: {
    invoiceId: id,
    /** At most this much; absent: as much as the invoice's balance and the credit allow. */
    amount,
  },
} as const;

export const refundBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['agencyId', 'amount', 'refundDate', 'paymentAccountId', 'paymentTypeId'],
  properties: {
    agencyId: id,
    amount,
    refundDate: { type: 'string', format: 'date' },
    paymentAccountId: id,
    paymentTypeId: id,
    ref: { type: ['string', 'null'], minLength: PAYMENT_REF_MIN, maxLength: PAYMENT_REF_MAX },
    notes: { type: ['string', 'null'], maxLength: MAX_PAYMENT_NOTES },
  },
} as const;

export const refundSchema = {
  type: 'object',
  required: ['id', 'agencyId', 'amount', 'refundDate', 'paymentAccountId', 'paymentTypeId'],
  properties: {
    id,
    agencyId: id,
    agencyName: text,
    amount: { type: 'number' },
    refundDate: { type: 'string', format: 'date' },
    paymentAccountId: id,
    paymentAccountName: text,
    paymentTypeId: id,
    paymentTypeName: text,
    currencyInitial: text,
    ref: text,
    notes: text,
  },
} as const;

/** An issued invoice with a balance due, in the order a payment settles them (oldest due first). */
export const openInvoiceSchema = {
  type: 'object',
  required: ['id', 'number', 'balance'],
  properties: { id, number: { type: 'string' }, balance: { type: 'number' }, dueDate: text, currencyInitial: text },
} as const;

export type OpenInvoiceAnswer = FromSchema<typeof openInvoiceSchema>;
export type AgencyBalance = FromSchema<typeof agencyBalanceSchema>;
export type CreditAllocationBody = FromSchema<typeof creditAllocationBodySchema>;
export type RefundBody = FromSchema<typeof refundBodySchema>;
export type Refund = FromSchema<typeof refundSchema>;
