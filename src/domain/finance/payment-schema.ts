/**
 * The invoice payment, described once as JSON Schema (2020-12): the bodies of
 * `POST /api/finance/invoicepayment/add` and `PUT update` (§7), the search model of `POST get`, and
 * the answers. The server validates with ajv against these (src/server/invoice-payments/input.ts)
 * with the messages of §5; the payment form checks the same schema; types are derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';

/**
 * §5 and §9: an amount up to 999999999999, sent as a decimal number (cents at most); above 0 (a
 * payment of nothing records nothing: refused, where the spec's bound was "min 0").
 */
export const MAX_PAYMENT_AMOUNT = 999_999_999_999;
export const PAYMENT_REF_MIN = 3;
export const PAYMENT_REF_MAX = 10;
export const MAX_PAYMENT_NOTES = 4000;

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;
const optionalDate = { type: ['string', 'null'], format: 'date' } as const;
const text = { type: ['string', 'null'] } as const;

export const paymentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId', 'amount', 'paymentDate', 'paymentAccountId', 'paymentTypeId'],
  properties: {
    id: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX, description: '0 or null for a new payment' },
    version: { type: 'integer', minimum: 1, maximum: INT_MAX },
    invoiceId: id,
    amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_PAYMENT_AMOUNT },
    paymentDate: { type: 'string', format: 'date' },
    paymentAccountId: id,
    paymentTypeId: id,
    ref: { type: ['string', 'null'], minLength: PAYMENT_REF_MIN, maxLength: PAYMENT_REF_MAX },
    notes: { type: ['string', 'null'], maxLength: MAX_PAYMENT_NOTES },
    /**
     * Names a new payment before it exists: the files sent first (`POST /api/documentmanagement/document/addpending`,
     * `referenceKind: 'invoice-payment'`, `referenceId`: this guid) wait under it. The server makes one when absent;
     * ignored on update (the stored payment's guid names its files).
     */
    paymentGuid: { type: 'string', format: 'uuid' },
    /** Ids of documents uploaded beforehand (pending uploads) that join the payment in its transaction. */
    documentIds: { type: 'array', maxItems: 50, items: id },
    /**
     * How the payment settles the agency's open invoices (the clerk's split); absent: the invoice
     * it is recorded from, then the oldest due. What no line takes is credit on account.
     */
    allocations: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['invoiceId', 'amount'],
        properties: { invoiceId: id, amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_PAYMENT_AMOUNT } },
      },
    },
  },
} as const;

export const paymentSearchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    requestRef: { type: ['string', 'null'], maxLength: 100 },
    paymentAccountId: { type: ['integer', 'string', 'null'] },
    paymentTypeId: { type: ['integer', 'string', 'null'] },
    invoiceId: { type: ['integer', 'string', 'null'] },
    fromDate: optionalDate,
    toDate: optionalDate,
    pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

export const paymentAttachmentsDeleteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoicePaymentId', 'attachments'],
  properties: {
    invoicePaymentId: id,
    attachments: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 255 } },
  },
} as const;

export const paymentSchema = {
  type: 'object',
  required: ['id', 'version', 'paymentGuid', 'invoiceId', 'amount', 'paymentDate', 'paymentAccountId', 'paymentTypeId'],
  properties: {
    id,
    version: id,
    /** What its documents are attached to (`referenceKind: 'invoice-payment'`). */
    paymentGuid: { type: 'string' },
    invoiceId: id,
    invoiceNumber: text,
    amount: { type: 'number' },
    paymentDate: { type: 'string', format: 'date' },
    paymentAccountId: id,
    paymentAccountName: text,
    paymentTypeId: id,
    paymentTypeName: text,
    currencyInitial: text,
    currencyName: text,
    ref: text,
    notes: text,
    requestReference: text,
    supplierInitial: text,
    agencyReference: text,
    agencyId: optionalId,
    agencyName: text,
    attachmentsFullPaths: { type: 'array', items: { type: 'string' } },
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'fileName'],
        properties: { id, fileName: { type: 'string' }, fullPath: { type: 'string' } },
      },
    },
    /** The invoice after this payment: what is left to pay. */
    balanceDue: { type: 'number' },
    /**
     * The invoices this payment settles (receivables ledger), and what of it is credit on account.
     * Named apart from the body's `allocations`: a client sending a payment back with a new amount
     * gets the default split again, not the old one.
     */
    settledInvoices: {
      type: 'array',
      items: {
        type: 'object',
        required: ['invoiceId', 'amount'],
        properties: { invoiceId: id, invoiceNumber: text, amount: { type: 'number' } },
      },
    },
    unallocated: { type: 'number' },
  },
} as const;

/**
 * What a payment's receipt says of the invoice it was recorded from, from the receivables ledger
 * (`GET /api/finance/invoicepayment/receiptfigures?id=`): its amount, what its credit notes settled
 * (negative), what payments made before this one settled, this payment, the balance left after it,
 * and what of this payment is credit on account.
 */
export const receiptFiguresSchema = {
  type: 'object',
  required: ['invoiceTotal', 'credited', 'paidBefore', 'amount', 'balanceAfter', 'onAccount'],
  properties: {
    invoiceTotal: { type: 'number' },
    credited: { type: 'number' },
    paidBefore: { type: 'number' },
    amount: { type: 'number' },
    balanceAfter: { type: 'number' },
    onAccount: { type: 'number' },
  },
} as const;

export type ReceiptFigures = FromSchema<typeof receiptFiguresSchema>;
export type PaymentBody = FromSchema<typeof paymentBodySchema>;
export type PaymentSearch = FromSchema<typeof paymentSearchSchema>;
export type PaymentAttachmentsDelete = FromSchema<typeof paymentAttachmentsDeleteSchema>;
export type Payment = FromSchema<typeof paymentSchema>;
