/**
 * The payment status of a statement row (§4): no payment yet is Pending; payments reaching the
 * invoice's total (credit notes included) are Complete; anything between is Partially Paid. Read
 * literally, a fully credited invoice with no payment stays Pending: its balance (0) says the rest.
 * Compared in decimal (big.js), never as binary floats.
 * @example paymentStatus('1250.00', '500.00') // 'partiallyPaid'
 */
import Big from 'big.js';
import type { BadgeTone } from '../reservations/statuses.js';

export const PAYMENT_STATUSES = ['pending', 'partiallyPaid', 'complete'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatus(total: number | string, paid: number | string): PaymentStatus {
  const payments = new Big(paid);
  if (payments.eq(0)) return 'pending';
  return payments.gte(new Big(total)) ? 'complete' : 'partiallyPaid';
}

export const PAYMENT_STATUS_LABELS: Record<'en' | 'fr', Record<PaymentStatus, string>> = {
  en: { pending: 'Pending', partiallyPaid: 'Partially Paid', complete: 'Complete' },
  fr: { pending: 'En attente', partiallyPaid: 'Partiellement réglée', complete: 'Réglée' },
};

/** §4's colours: nothing paid is danger, part paid warning, paid success. */
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'error',
  partiallyPaid: 'warning',
  complete: 'success',
};
