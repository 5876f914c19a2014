/**
 * The invoice statuses: the spec's numeric reading (§4) with its badge tones. The server answers
 * them from `GET /api/finance/invoice/getinvoicestatus` as `[{id, name}]` in the caller's language;
 * the screens colour a badge by id with `invoiceStatusTone`.
 */
import type { BadgeTone } from '../reservations/statuses.js';

export const INVOICE_STATUS = {
  Pending: 0,
  WaitingForPayment: 1,
  WaitingForAccounting: 2,
  Canceled: 3,
  CanceledWithCharges: 4,
  PendingCancellation: 5,
  Amended: 6,
  Paid: 7,
} as const;
export type InvoiceStatusId = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_IDS = Object.values(INVOICE_STATUS) as InvoiceStatusId[];

export const INVOICE_STATUS_LABELS: Record<'en' | 'fr', Record<InvoiceStatusId, string>> = {
  en: {
    0: 'Pending',
    1: 'Waiting For Payment',
    2: 'Waiting For Accounting',
    3: 'Canceled',
    4: 'Canceled With Charges',
    5: 'Pending Cancellation',
    6: 'Amended',
    7: 'Paid',
  },
  fr: {
    0: 'En attente',
    1: 'En attente de paiement',
    2: 'En attente de comptabilisation',
    3: 'Annulée',
    4: 'Annulée avec frais',
    5: 'Annulation en attente',
    6: 'Modifiée',
    7: 'Payée',
  },
};

// The numeric reading's colours (§4): waiting for someone else is info, stopped is error.
const TONES: Record<InvoiceStatusId, BadgeTone> = {
  0: 'warning',
  1: 'info',
  2: 'info',
  3: 'error',
  4: 'error',
  5: 'warning',
  6: 'warning',
  7: 'success',
};

export function invoiceStatusTone(status: number): BadgeTone {
  return TONES[status as InvoiceStatusId] ?? 'warning';
}

export function invoiceStatusLabel(lang: 'en' | 'fr', status: number): string {
  return INVOICE_STATUS_LABELS[lang][status as InvoiceStatusId] ?? String(status);
}

/**
 * Statuses an invoice may have without being issued (a draft has no number): Pending, Amended
 * (its request changed and its system rows were made again) and Canceled (a draft cancelled).
 * Setting any other status issues it.
 */
export const isDraftStatus = (status: number): boolean =>
  status === INVOICE_STATUS.Pending || status === INVOICE_STATUS.Amended || status === INVOICE_STATUS.Canceled;

/** Cancelled invoices take no payment. */
export const isCancelledStatus = (status: number): boolean =>
  status === INVOICE_STATUS.Canceled || status === INVOICE_STATUS.CanceledWithCharges;

export const DOCUMENT_TYPES = ['invoice', 'creditNote'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
