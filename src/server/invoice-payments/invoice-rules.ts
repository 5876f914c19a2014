/**
 * What a payment asks of its invoice, inside the payment's transaction: the invoice locked (the
 * invoices module's `lockInvoice`: two payments on one invoice run one after the other), one that
 * takes payments (not a credit note, not cancelled, not replaced by a newer invoice: 409), issued
 * first when it is a draft (`issueInvoice`: its number, issue and due dates), and an amount within
 * what is left to pay (400 on `amount` naming the balance in the invoice's currency).
 */
import { compareMoney, isCancelledStatus } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from '../errors.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { issueInvoice, lockInvoice, type InvoiceWriteContext, type LockedInvoice } from '../invoices/index.js';
import { financeSettings } from '../settings/index.js';
import { Problems } from './input.js';
import { formatAmount, message } from './messages.js';

export const invoiceNotFound = (lang: Lang) =>
  new HttpError(404, lang === 'fr' ? "La facture n'a pas été trouvée." : 'The invoice was not found.');

/** Locks the invoices (ascending ids, so two writes never wait on each other in a circle); 404 when one is out of reach. */
export async function lockInvoices(
  tx: Queryable,
  ids: number[],
  scope: AgencyScope,
  lang: Lang,
): Promise<Map<number, LockedInvoice>> {
  const locked = new Map<number, LockedInvoice>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const invoice = await lockInvoice(tx, id, scope);
    if (!invoice) throw invoiceNotFound(lang);
    locked.set(id, invoice);
  }
  return locked;
}

/** 409 unless the invoice takes payments. */
export function assertPayable(invoice: LockedInvoice, lang: Lang): void {
  if (invoice.documentType === 'creditNote') throw new HttpError(409, message(lang, 'creditNote'));
  if (isCancelledStatus(invoice.status)) throw new HttpError(409, message(lang, 'cancelled'));
  if (invoice.replacedByInvoiceId !== null) throw new HttpError(409, message(lang, 'replaced'));
}

/** The invoice, issued when it was a draft (a payment is recorded only against an issued invoice). */
export async function issued(tx: Queryable, invoice: LockedInvoice, ctx: InvoiceWriteContext): Promise<LockedInvoice> {
  return invoice.number ? invoice : issueInvoice(tx, invoice, ctx);
}

/**
 * 400 on `amount` when it is above the balance due; `credit` is what this payment already counts
 * for on the invoice (its stored amount, on an update that keeps the invoice).
 */
export async function checkBalance(
  tx: Queryable,
  invoiceId: number,
  amount: number,
  credit: string,
  lang: Lang,
): Promise<void> {
  const [row] = await tx.query<{ balance: string; currency: string | null }>(
    `SELECT (i.grand_total - i.paid_total + $2::numeric)::text AS balance, cu.initial AS currency
       FROM invoices i LEFT JOIN currency cu ON cu.id = i.currency_id WHERE i.id = $1`,
    [invoiceId, credit],
  );
  if (compareMoney(String(amount), row.balance) <= 0) return;
  const currency = row.currency ?? (await financeSettings(tx)).currencyInitial;
  const p = new Problems(lang);
  p.add('amount', 'aboveBalance', { balance: formatAmount(lang, Number(row.balance), currency ?? null) });
  p.throwIfAny();
}
