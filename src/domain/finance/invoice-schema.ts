/**
 * The invoice, described once as JSON Schema (2020-12): the body of `PUT /api/finance/invoice/update`
 * (what a clerk may change), the search model of `POST get`, and the answers (`getbyid`, list rows).
 * The server validates bodies with ajv against these (src/server/invoices/input.ts), the
 * invoice editor checks a new row with the same row schema, and the TypeScript types are derived
 * from them (json-schema-to-ts), never written a second time.
 *
 * Bodies list writable keys only with `additionalProperties: false`: ajv's `removeAdditional`
 * drops the rest, so a `getbyid` answer can be sent back as it is (system rows, totals and other
 * read-only keys in it are ignored; the server recomputes the totals).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';
import { DOCUMENT_TYPES, INVOICE_STATUS_IDS } from './invoice-statuses.js';

/** Most money an amount column holds: numeric(14,2). */
export const MAX_AMOUNT = 999_999_999_999.99;
/** A row's fee: numeric(14,2), never negative (a correction is a credit note). */
export const MAX_FEE = 99_999_999.99;
/** A row's quantity: numeric(10,2) (nights, persons, hours). */
export const MAX_QUANTITY = 99_999.99;
/** Rows of one invoice: a GIT of 50 rooms over several destinations with services fits. */
export const MAX_INVOICE_ROWS = 500;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_NOTE_LENGTH = 4000;

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;
const money = { type: 'number' } as const;
const optionalDate = { type: ['string', 'null'], format: 'date' } as const;
const text = { type: ['string', 'null'] } as const;
const version = {
  type: 'integer',
  minimum: 1,
  maximum: INT_MAX,
  description: 'the version read; 409 when stale',
} as const;

// ---- bodies ----

/** A manual row as the editor sends it; a new row has no id or a temporary negative one. */
export const invoiceRowBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'quantity', 'fee'],
  properties: {
    id: { type: ['integer', 'null'], minimum: -INT_MAX, maximum: INT_MAX },
    serviceId: id,
    destinationDescription: { type: ['string', 'null'], maxLength: MAX_DESCRIPTION_LENGTH },
    quantity: { type: 'number', exclusiveMinimum: 0, maximum: MAX_QUANTITY },
    fee: { type: 'number', minimum: 0, maximum: MAX_FEE },
    /** Percent; the tenant's default rate when absent. */
    taxRate: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    isManualRow: { type: 'boolean' },
  },
} as const;

/**
 * `PUT update`: the whole invoice as the editor holds it. Only manual rows are read from
 * `invoiceRows` (system rows are the server's); a manual row missing from the list is removed.
 * `cancellationCharges` is the amount kept when the status becomes Canceled With Charges.
 */
export const invoiceUpdateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id,
    version,
    status: { type: 'integer', enum: INVOICE_STATUS_IDS },
    currencyId: optionalId,
    note: { type: ['string', 'null'], maxLength: MAX_NOTE_LENGTH },
    invoiceRows: {
      type: 'array',
      maxItems: MAX_INVOICE_ROWS,
      items: { type: 'object', properties: { isManualRow: { type: 'boolean' } } },
    },
    cancellationCharges: { type: ['number', 'null'], minimum: 0, maximum: MAX_AMOUNT },
  },
} as const;

/** `POST add`: a draft for a request that has no live invoice. */
export const invoiceAddBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestGuid'],
  properties: { requestGuid: { type: 'string', format: 'uuid' } },
} as const;

/** `POST issuecreditnote`: credits an issued invoice in full and opens a corrected draft of it. */
export const creditNoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId'],
  properties: { invoiceId: id, version, reason: { type: ['string', 'null'], maxLength: MAX_NOTE_LENGTH } },
} as const;

/** The search model of `POST get` (§3): agency -1/empty and status -1 mean no filter; empty dates are null. */
export const invoiceSearchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    agencyId: { type: ['integer', 'string', 'null'] },
    firstCheckInFrom: optionalDate,
    firstCheckInTo: optionalDate,
    requestRef: { type: ['string', 'null'], maxLength: 100 },
    invoiceStatus: { type: ['integer', 'string', 'null'] },
    requestDateFrom: optionalDate,
    requestDateTo: optionalDate,
    trRef: { type: ['string', 'null'], maxLength: 100 },
    number: { type: ['string', 'null'], maxLength: 40 },
    documentType: { type: ['string', 'null'], enum: [...DOCUMENT_TYPES, '', null] },
    pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

// ---- answers ----

export const invoiceRowSchema = {
  type: 'object',
  required: ['id', 'invoiceId', 'quantity', 'fee', 'taxRate', 'subtotal', 'isManualRow'],
  properties: {
    id,
    invoiceId: id,
    serviceId: optionalId,
    serviceName: text,
    destinationDescription: text,
    quantity: money,
    fee: money,
    taxRate: money,
    subtotal: money,
    currencyId: optionalId,
    currencyInitial: text,
    currencyName: text,
    isManualRow: { type: 'boolean' },
  },
} as const;

export const taxLineSchema = {
  type: 'object',
  required: ['rate', 'base', 'tax'],
  properties: { rate: money, base: money, tax: money },
} as const;

const attachmentSchema = {
  type: 'object',
  required: ['id', 'fileName'],
  properties: {
    id: id,
    fileName: { type: 'string' },
    attachmentName: text,
    mediaType: text,
    fullPath: { type: 'string', description: 'the URL that serves the file' },
  },
} as const;

/** What the list row and the detail share. */
const invoiceHeadProperties = {
  id,
  version,
  documentType: { type: 'string', enum: DOCUMENT_TYPES },
  number: text,
  status: { type: 'integer' },
  statusString: { type: 'string' },
  issueDate: optionalDate,
  dueDate: optionalDate,
  requestGuid: { type: 'string' },
  requestReference: { type: 'string' },
  supplierInitial: text,
  requestType: { type: 'string' },
  requestDate: { type: 'string', description: 'when the request was submitted (ISO date-time)' },
  agencyId: id,
  agencyName: { type: 'string' },
  agencyReference: text,
  ref: text,
  firstCheckInDate: optionalDate,
  passengerName: text,
  pax: { type: 'integer' },
  currencyId: optionalId,
  currencyName: text,
  currencyInitial: text,
  systemTotal: money,
  subtotal: money,
  taxTotal: money,
  grandTotal: money,
  /** What payments settled of it (receivables ledger). */
  paidTotal: money,
  /** What its credit notes settled of it (receivables ledger). */
  creditedTotal: money,
  /** An invoice: what is still due; a credit note: what it still credits on account (negative); a draft: its total. */
  balanceDue: money,
  correctsInvoiceId: optionalId,
  correctsInvoiceNumber: text,
  /** An amended issued invoice: the draft that replaced it. */
  replacedByInvoiceId: optionalId,
} as const;

const headRequired = [
  'id',
  'version',
  'documentType',
  'number',
  'status',
  'statusString',
  'requestReference',
  'agencyId',
  'agencyName',
  'grandTotal',
  'paidTotal',
  'creditedTotal',
  'balanceDue',
] as const;

export const invoiceListRowSchema = {
  type: 'object',
  required: [...headRequired, 'destinations', 'system'],
  properties: {
    ...invoiceHeadProperties,
    destinations: { type: 'string', description: 'HTML: the cities and dates of the request' },
    system: money,
  },
} as const;

export const invoiceDetailSchema = {
  type: 'object',
  required: [...headRequired, 'invoiceRows', 'taxes', 'attachments', 'note', 'vatRegime'],
  properties: {
    ...invoiceHeadProperties,
    note: text,
    /** The VAT regime it is (or will be) issued under: 'margin' shows no VAT at all (the travel agents' scheme). */
    vatRegime: { type: 'string', enum: ['margin', 'standard'] },
    invoiceRows: { type: 'array', items: invoiceRowSchema },
    taxes: { type: 'array', items: taxLineSchema },
    attachments: { type: 'array', items: attachmentSchema },
    attachmentsFullPaths: { type: 'array', items: { type: 'string' } },
    /** A credit note corrects this invoice; an invoice lists the credit notes made for it. */
    creditNotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'number'],
        properties: { id, number: text, issueDate: optionalDate, grandTotal: money },
      },
    },
  },
} as const;

export const invoiceStatusItemSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export type InvoiceRowBody = FromSchema<typeof invoiceRowBodySchema>;
export type InvoiceUpdateBody = FromSchema<typeof invoiceUpdateBodySchema>;
export type InvoiceAddBody = FromSchema<typeof invoiceAddBodySchema>;
export type CreditNoteBody = FromSchema<typeof creditNoteBodySchema>;
export type InvoiceSearch = FromSchema<typeof invoiceSearchSchema>;
export type InvoiceRow = FromSchema<typeof invoiceRowSchema>;
export type TaxLineAnswer = FromSchema<typeof taxLineSchema>;
export type InvoiceListRow = FromSchema<typeof invoiceListRowSchema>;
export type InvoiceDetail = FromSchema<typeof invoiceDetailSchema>;
export type InvoiceStatusItem = FromSchema<typeof invoiceStatusItemSchema>;
