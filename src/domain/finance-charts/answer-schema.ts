/**
 * The Agency Invoice vs Payment answer (§3 "Agency invoice/payment chart row", "Amount per
 * account", "Invoice sum per period") plus the currency the amounts are in. Amounts are JSON
 * numbers rounded to the cent, summed in SQL numeric.
 */
import type { FromSchema } from 'json-schema-to-ts';

const money = { type: 'number' } as const;

export const agencyInvoiceVsPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['agencyId', 'agencyName', 'invoiceAmount', 'paymentAmount'],
  properties: {
    agencyId: { type: 'integer' },
    agencyName: { type: 'string' },
    invoiceAmount: { ...money, description: 'issued invoices and credit notes (negative) dated in the period' },
    paymentAmount: { ...money, description: 'live payments dated in the period' },
  },
} as const;

export const amountPerPaymentAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentAccountId', 'paymentAccountName', 'amount'],
  properties: {
    paymentAccountId: { type: 'integer' },
    paymentAccountName: { type: 'string' },
    amount: { ...money, description: 'live payments into the account dated in the period' },
  },
} as const;

export const invoiceSumPerPeriodSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'startDate', 'amount'],
  properties: {
    period: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'a calendar month, YYYY-MM' },
    startDate: { type: 'string', format: 'date', description: 'its first day' },
    amount: { ...money, description: 'issued invoices and credit notes (negative) dated in that month' },
  },
} as const;

export const chartsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'agencyInvoiceVsPayment',
    'amountPerPaymentAccount',
    'invoiceSumPerPeriod',
    'currencyId',
    'currencyName',
    'currencyInitial',
  ],
  properties: {
    agencyInvoiceVsPayment: { type: 'array', items: agencyInvoiceVsPaymentSchema },
    amountPerPaymentAccount: { type: 'array', items: amountPerPaymentAccountSchema },
    invoiceSumPerPeriod: { type: 'array', items: invoiceSumPerPeriodSchema },
    currencyId: { type: ['integer', 'null'], description: 'the currency of every amount (null: every currency)' },
    currencyName: { type: ['string', 'null'] },
    currencyInitial: { type: ['string', 'null'], description: 'ISO 4217, e.g. EUR' },
  },
} as const;

export type AgencyInvoiceVsPayment = FromSchema<typeof agencyInvoiceVsPaymentSchema>;
export type AmountPerPaymentAccount = FromSchema<typeof amountPerPaymentAccountSchema>;
export type InvoiceSumPerPeriod = FromSchema<typeof invoiceSumPerPeriodSchema>;
export type ChartsAnswer = FromSchema<typeof chartsAnswerSchema>;
