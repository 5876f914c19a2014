/**
 * The payment form's values as the user types them (text, '' = empty) and the body they make
 * (`paymentBodySchema`, §7): pure, no React.
 */
import type { Payment, PaymentBody } from '@domain/finance';
import { allocationsOf, type SplitLine } from './allocation-split';

export interface PaymentFormValues {
  /** The payment being edited; none when adding. */
  id?: number;
  version?: number;
  /** A new payment's guid (made when the form opens), or the stored payment's. */
  paymentGuid: string;
  paymentAccountId: string;
  paymentTypeId: string;
  amount: string;
  /** `YYYY-MM-DD`, '' when empty. */
  paymentDate: string;
  ref: string;
  notes: string;
  /** The clerk's split of a new payment over the agency's open invoices; none: the server's default (allocation-split.ts). */
  allocations?: SplitLine[];
}

export const PAYMENT_FIELDS = ['paymentAccountId', 'paymentTypeId', 'amount', 'paymentDate', 'ref', 'notes'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** A new payment: paid today, the balance due suggested as its amount. */
export function newPaymentValues(
  today: string,
  balanceDue: number | undefined,
  paymentGuid: string,
): PaymentFormValues {
  return {
    paymentGuid,
    paymentAccountId: '',
    paymentTypeId: '',
    amount: balanceDue !== undefined && balanceDue > 0 ? String(balanceDue) : '',
    paymentDate: today,
    ref: '',
    notes: '',
  };
}

/** A recorded payment in the form, to change it. */
export function paymentValues(p: Payment): PaymentFormValues {
  return {
    id: p.id,
    version: p.version,
    paymentGuid: p.paymentGuid,
    paymentAccountId: String(p.paymentAccountId),
    paymentTypeId: String(p.paymentTypeId),
    amount: String(p.amount),
    paymentDate: p.paymentDate,
    ref: p.ref ?? '',
    notes: p.notes ?? '',
  };
}

const id = (text: string): number | undefined =>
  /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/**
 * The body of `add` (id null) or `update`: empty required fields left out (the schema then names
 * them), optional texts null when empty, the amount a decimal number as typed.
 */
export function paymentBody(values: PaymentFormValues, invoiceId: number, documentIds: number[] = []): PaymentBody {
  const amount = values.amount.trim() === '' ? undefined : Number(values.amount);
  const body: Record<string, unknown> = {
    id: values.id ?? null,
    invoiceId,
    paymentAccountId: id(values.paymentAccountId),
    paymentTypeId: id(values.paymentTypeId),
    amount: amount !== undefined && Number.isFinite(amount) ? amount : undefined,
    paymentDate: values.paymentDate || undefined,
    ref: values.ref.trim() || null,
    notes: values.notes.trim() || null,
  };
  if (values.version !== undefined) body.version = values.version;
  if (values.id === undefined && values.paymentGuid) body.paymentGuid = values.paymentGuid;
  if (documentIds.length) body.documentIds = documentIds;
  if (values.id === undefined && values.allocations) body.allocations = allocationsOf(values.allocations);
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  // Required keys may be missing here on purpose: validatePayment names them before anything is sent.
  return body as PaymentBody;
}
