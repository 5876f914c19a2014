/**
 * What a payment asks of its invoice, inside the payment's transaction: the invoice locked (the
 * invoices module's `lockInvoice`, which takes the agency's account lock first: two payments of
 * one agency run one after the other), one that takes payments (not a credit note, not cancelled
 * in full, not replaced by a newer invoice: 409), issued first when it is a draft (`issueInvoice`:
 * its number, issue and due dates), and a split the ledger can write. A payment above the
 * balances is not refused: the rest is the agency's credit on account.
 */
import Big from 'big.js';
import { INVOICE_STATUS } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from '../errors.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { issueInvoice, lockInvoice, type InvoiceWriteContext, type LockedInvoice } from '../invoices/index.js';
import { checkPlan, type PlannedAllocation } from '../ledger/index.js';
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

/**
 * 409 unless the invoice takes payments: a credit note, a cancelled invoice (nothing is due on it)
 * and one replaced after an amendment take none; Canceled With Charges takes them (its charges).
 */
export function assertPayable(invoice: LockedInvoice, lang: Lang): void {
  if (invoice.documentType === 'creditNote') throw new HttpError(409, message(lang, 'creditNote'));
  if (invoice.status === INVOICE_STATUS.Canceled) throw new HttpError(409, message(lang, 'cancelled'));
  if (invoice.replacedByInvoiceId !== null) throw new HttpError(409, message(lang, 'replaced'));
}

/** The invoice, issued when it was a draft (a payment is recorded only against an issued invoice). */
export async function issued(tx: Queryable, invoice: LockedInvoice, ctx: InvoiceWriteContext): Promise<LockedInvoice> {
  return invoice.number ? invoice : issueInvoice(tx, invoice, ctx);
}

/**
 * 400 when the clerk's split of a payment cannot be written: at `allocations[i].invoiceId` an
 * invoice with nothing due (or of another agency or currency), at `allocations[i].amount` more
 * than its balance, at `amount` splits adding up to more than the payment. The payment's own
 * allocations are undone before this is asked (an update), so its old share counts as open.
 */
export async function checkAllocations(
  tx: Queryable,
  invoice: LockedInvoice,
  amount: number,
  plan: readonly PlannedAllocation[] | undefined,
  lang: Lang,
): Promise<void> {
  if (!plan) return;
  const problems = await checkPlan(tx, invoice.agencyId, invoice.currencyId, new Big(amount), plan);
  if (!problems.length) return;
  const currency = await currencyInitial(tx, invoice.currencyId);
  const p = new Problems(lang);
  for (const problem of problems) {
    const at = (field: string) => (problem.index < 0 ? field : `allocations[${problem.index}].${field}`);
    if (problem.reason === 'notOpen') p.add(at('invoiceId'), 'notOpen');
    else if (problem.reason === 'notPositive') p.add(at('amount'), 'amountPositive');
    else if (problem.reason === 'aboveBalance')
      p.add(at('amount'), 'aboveBalance', { balance: formatAmount(lang, Number(problem.balance), currency) });
    else p.add('amount', 'abovePayment', { balance: formatAmount(lang, Number(problem.amount), currency) });
  }
  p.throwIfAny();
}

/** The currency's initial (the tenant's when the document has none). */
export async function currencyInitial(tx: Queryable, currencyId: number | null): Promise<string | null> {
  const [row] = await tx.query<{ initial: string | null }>('SELECT initial FROM currency WHERE id = $1', [currencyId]);
  return row?.initial ?? (await financeSettings(tx)).currencyInitial ?? null;
}
