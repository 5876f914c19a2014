/**
 * The statement's answer (§3 "Statement response" plus balances and aging), as JSON Schema: what
 * `POST /api/finance/report/getstatement` serialises and publishes, and the types both halves read.
 * Amounts are JSON numbers rounded to the cent (summed as SQL numeric).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_STATUSES } from './payment-status.js';

const money = { type: 'number' } as const;
const date = { type: ['string', 'null'], format: 'date' } as const;

export const AGING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const agingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...AGING_BUCKETS, 'unallocatedCredit'],
  properties: {
    ...(Object.fromEntries(AGING_BUCKETS.map((k) => [k, money])) as Record<AgingBucket, typeof money>),
    unallocatedCredit: {
      ...money,
      description:
        'the credit on account at the as-of date, as a negative amount: the buckets and it add up to the balance',
    },
  },
  description:
    'amounts still due by days past the due date at the as-of date (To Date, else today), from the receivables ledger',
} as const;

export const statementRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'invoiceId',
    'requestGuid',
    'requestRef',
    'supplierInitial',
    'requestReference',
    'description',
    'firstCheckInDate',
    'invoiceNumber',
    'issueDate',
    'dueDate',
    'invoiceRowsTotal',
    'currencyInitial',
    'status',
    'statusString',
    'invoicePaymentsTotal',
    'balance',
    'paymentStatus',
    'paymentStatusString',
  ],
  properties: {
    invoiceId: { type: 'integer' },
    requestGuid: { type: 'string' },
    requestRef: { type: 'string', description: 'as shown: supplier initial, dash, reference (`ORS-FIT-000123`)' },
    supplierInitial: { type: 'string' },
    requestReference: { type: 'string' },
    description: { type: 'string', description: 'HTML (escaped): the cities and dates of the request' },
    firstCheckInDate: date,
    invoiceNumber: { type: 'string' },
    issueDate: { type: 'string', format: 'date' },
    dueDate: date,
    invoiceRowsTotal: {
      ...money,
      description: "the invoice's total less what its credit notes settled of it by To Date (receivables ledger)",
    },
    currencyInitial: { type: ['string', 'null'] },
    status: { type: 'integer' },
    statusString: { type: 'string' },
    invoicePaymentsTotal: { ...money, description: 'what payments settled of it by To Date (receivables ledger)' },
    balance: { ...money, description: 'invoiceRowsTotal − invoicePaymentsTotal: its balance due at To Date' },
    paymentStatus: { type: 'string', enum: PAYMENT_STATUSES },
    paymentStatusString: { type: 'string' },
  },
} as const;

export const statementSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'invoicesTotal',
    'creditNotesTotal',
    'invoicePaymentsTotal',
    'refundsTotal',
    'creditOnAccount',
    'balanceTotal',
    'currencyName',
    'currencyInitial',
    'openingBalance',
    'closingBalance',
    'asOfDate',
    'aging',
  ],
  properties: {
    invoicesTotal: {
      ...money,
      description: "the period's invoices less its credit notes (issued From Date to To Date, the agency's account)",
    },
    creditNotesTotal: { ...money, description: "the period's credit notes (positive)" },
    invoicePaymentsTotal: {
      ...money,
      description: "the period's payments received less its refunds paid: opening + invoicesTotal − this = closing",
    },
    refundsTotal: { ...money, description: "the period's refunds of credit on account paid to the agency" },
    creditOnAccount: { ...money, description: 'payments and credit notes not allocated to an invoice at To Date' },
    balanceTotal: { ...money, description: 'Σ balance of every matching row (not only the page)' },
    currencyName: { type: ['string', 'null'] },
    currencyInitial: { type: ['string', 'null'] },
    openingBalance: {
      ...money,
      description:
        "the agency's issued documents dated before From Date less its payments dated before it (0 without From)",
    },
    closingBalance: {
      ...money,
      description:
        "the agency's issued documents dated up to To Date less its payments dated up to it (all without To)",
    },
    asOfDate: { type: 'string', format: 'date', description: 'the date of the closing balance and the aging' },
    aging: agingSchema,
  },
} as const;

export type StatementRow = FromSchema<typeof statementRowSchema>;
export type StatementSummary = FromSchema<typeof statementSummarySchema>;
export type Aging = Record<AgingBucket, number> & { unallocatedCredit: number };
