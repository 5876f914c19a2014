/**
 * The dashboard's cards as JSON Schema: what each card's `load` answers under its key in
 * `GET /api/dashboard` (`{cards: {key: data}}`), what the OpenAPI document publishes, and the types
 * both halves read. Amounts are JSON numbers rounded to the cent (summed as SQL numeric); dates
 * are `YYYY-MM-DD` of the database's current date, so the figures and the links agree.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { agingSchema } from '../statement/index.js';

const money = { type: 'number' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const date = { type: 'string', format: 'date' } as const;

/** The keys of the cards, each served by one module (reservations, invoices, invoice-payments). */
export const DASHBOARD_CARD_KEYS = {
  requestsToProcess: 'requestsToProcess',
  pendingAmendments: 'pendingAmendments',
  receivables: 'receivables',
  topAgencies: 'topAgencies',
  paymentsByMonth: 'paymentsByMonth',
} as const;

/** Requests waiting to be processed (status Pending) and requests arriving today and the 6 days after. */
export const requestsToProcessSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pending', 'arrivals', 'arrivalsFrom', 'arrivalsTo'],
  properties: {
    pending: { ...count, description: 'live requests in status Pending (3)' },
    arrivals: {
      ...count,
      description: 'live requests whose first check-in is in arrivalsFrom..arrivalsTo, any status',
    },
    arrivalsFrom: { ...date, description: 'today' },
    arrivalsTo: { ...date, description: 'today + 6 days (7 days in all)' },
  },
} as const;

/** Requests with an amendment waiting for the provider's decision, oldest first. */
export const pendingAmendmentsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'oldest'],
  properties: {
    count,
    oldest: {
      type: 'array',
      maxItems: 5,
      description: 'the five longest waiting',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['requestGuid', 'requestRef', 'agencyName', 'submittedAt'],
        properties: {
          requestGuid: { type: 'string' },
          requestRef: { type: 'string', description: 'as shown: supplier initial, dash, reference' },
          agencyName: { type: 'string' },
          submittedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

/** What agencies owe today: issued invoices with an amount due above 0, the overdue ones, the aging. */
export const receivablesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['openCount', 'receivable', 'creditOnAccount', 'overdueCount', 'overdueAmount', 'aging', 'asOf'],
  properties: {
    openCount: { ...count, description: 'issued invoices with an amount due above 0' },
    receivable: {
      ...money,
      description: 'what agencies owe (receivables ledger): their amounts due less the credit on account',
    },
    creditOnAccount: { ...money, description: 'payments and credit notes not allocated to an invoice' },
    overdueCount: { ...count, description: 'of those, the ones past their due date' },
    overdueAmount: money,
    aging: agingSchema,
    asOf: date,
  },
} as const;

/** The five agencies owing the most today (company users only). */
export const topAgenciesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['agencies'],
  properties: {
    agencies: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['agencyId', 'agencyName', 'balanceDue', 'overdueAmount', 'openCount'],
        properties: {
          agencyId: { type: 'integer' },
          agencyName: { type: 'string' },
          balanceDue: { ...money, description: "the sum of the amounts due of the agency's issued invoices" },
          overdueAmount: money,
          openCount: count,
        },
      },
    },
  },
} as const;

const monthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'amount', 'count'],
  properties: { from: date, to: date, amount: money, count },
} as const;

/** Payments received (by payment date) this month so far, last month whole, and last month up to the same day. */
export const paymentsByMonthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['thisMonth', 'lastMonth', 'lastMonthToDate'],
  properties: { thisMonth: monthSchema, lastMonth: monthSchema, lastMonthToDate: monthSchema },
} as const;

export type RequestsToProcessCard = FromSchema<typeof requestsToProcessSchema>;
export type PendingAmendmentsCard = FromSchema<typeof pendingAmendmentsSchema>;
export type ReceivablesCard = FromSchema<typeof receivablesSchema>;
export type TopAgenciesCard = FromSchema<typeof topAgenciesSchema>;
export type PaymentsByMonthCard = FromSchema<typeof paymentsByMonthSchema>;
