/**
 * What settles what, by the rules a finance clerk expects: a payment settles the invoice it is
 * recorded from, then the agency's oldest due invoices, unless the clerk chose the split; what is
 * left is credit on account. A credit note settles the invoice it corrects up to its balance;
 * the rest is credit on account. Credit on account (oldest first) settles a later invoice or a
 * refund. All under the account's lock (lock.ts), in the caller's transaction.
 */
import Big from 'big.js';
import type { Queryable } from '../db/types.js';
import { allocate } from './allocate.js';
import { creditsOnAccount, documentBalance, openInvoices } from './balances.js';

/** A clerk's split of a payment: how much goes to which invoice. */
export interface PlannedAllocation {
  invoiceId: number;
  amount: number | string;
}

/** Why a planned split cannot be written, by the index of its line. */
export type PlanProblem =
  | { index: number; field: 'invoiceId'; reason: 'notOpen' }
  | { index: number; field: 'amount'; reason: 'aboveBalance'; balance: string }
  | { index: number; field: 'amount'; reason: 'notPositive' }
  | { index: -1; field: 'amount'; reason: 'abovePayment'; amount: string };

const paymentCredit = async (tx: Queryable, paymentId: number) => {
  const [row] = await tx.query<{ open: string; agency: number; currency: number | null }>(
    `SELECT unallocated::text AS open, agency_id AS agency, currency_id AS currency
       FROM ledger_payments(NULL) WHERE payment_id = $1`,
    [paymentId],
  );
  return row ? { open: new Big(row.open), agencyId: row.agency, currencyId: row.currency } : null;
};

/** The problems of a planned split for a payment of `amount` in the agency's currency; none: it can be written. */
export async function checkPlan(
  tx: Queryable,
  agencyId: number,
  currencyId: number | null,
  amount: Big,
  plan: readonly PlannedAllocation[],
): Promise<PlanProblem[]> {
  const open = new Map((await openInvoices(tx, agencyId, currencyId)).map((i) => [i.id, new Big(i.balance)]));
  const problems: PlanProblem[] = [];
  let total = new Big(0);
  plan.forEach((line, index) => {
    const value = new Big(line.amount);
    const balance = open.get(line.invoiceId);
    if (balance === undefined) problems.push({ index, field: 'invoiceId', reason: 'notOpen' });
    else if (value.lte(0)) problems.push({ index, field: 'amount', reason: 'notPositive' });
    else if (value.gt(balance))
      problems.push({ index, field: 'amount', reason: 'aboveBalance', balance: balance.toFixed(2) });
    // Two lines on one invoice share its balance: the next one may take only what is left.
    else open.set(line.invoiceId, balance.minus(value));
    total = total.plus(value);
  });
  if (!problems.length && total.gt(amount))
    problems.push({ index: -1, field: 'amount', reason: 'abovePayment', amount: amount.toFixed(2) });
  return problems;
}

/**
 * Allocates what is left of a payment: the clerk's `plan` (checked with checkPlan), else its
 * invoice `first` then the oldest due. Answers the invoices settled.
 */
export async function settleWithPayment(
  tx: Queryable,
  paymentId: number,
  first: number,
  plan: readonly PlannedAllocation[] | undefined,
  userId: number | null,
): Promise<number[]> {
  const credit = await paymentCredit(tx, paymentId);
  if (!credit || credit.open.lte(0)) return [];
  const lines = plan
    ? plan.map((l) => ({ id: l.invoiceId, amount: new Big(l.amount) }))
    : (await openInvoices(tx, credit.agencyId, credit.currencyId, first)).map((i) => ({
        id: i.id,
        amount: new Big(i.balance),
      }));
  let left = credit.open;
  const settled: number[] = [];
  for (const line of lines) {
    if (left.lte(0)) break;
    const part = line.amount.lt(left) ? line.amount : left;
    if (part.lte(0)) continue;
    await allocate(tx, { paymentId }, { invoiceId: line.id }, part, userId);
    settled.push(line.id);
    left = left.minus(part);
  }
  return settled;
}

/** A credit note settles the invoice it corrects, up to that invoice's balance. Answers the invoice's id. */
export async function settleWithCreditNote(
  tx: Queryable,
  creditNoteId: number,
  userId: number | null,
): Promise<number | null> {
  const [row] = await tx.query<{ invoiceId: number | null }>(
    'SELECT corrects_invoice_id AS "invoiceId" FROM invoices WHERE id = $1',
    [creditNoteId],
  );
  if (!row?.invoiceId) return null;
  const credit = new Big((await documentBalance(tx, creditNoteId)) ?? 0).times(-1);
  const due = new Big((await documentBalance(tx, row.invoiceId)) ?? 0);
  const part = credit.lt(due) ? credit : due;
  if (part.lte(0)) return null;
  await allocate(tx, { creditNoteId }, { invoiceId: row.invoiceId }, part, userId);
  return row.invoiceId;
}

/**
 * Invoices that are due again (a payment that settled them undone) are settled first by the credit
 * notes correcting them, as at the credit note's issue: a cancelled invoice never owes what its
 * credit note still credits on account. Answers the invoices settled.
 */
export async function resettleByCreditNotes(
  tx: Queryable,
  invoiceIds: readonly number[],
  userId: number | null,
): Promise<number[]> {
  if (!invoiceIds.length) return [];
  const notes = await tx.query<{ id: number }>(
    `SELECT d.document_id AS id FROM ledger_documents(NULL) d JOIN invoices c ON c.id = d.document_id
      WHERE c.corrects_invoice_id = ANY($1::int[]) AND d.document_type = 'creditNote' AND d.balance < 0
      ORDER BY d.issue_date, d.document_id`,
    [[...new Set(invoiceIds)]],
  );
  const settled: number[] = [];
  for (const { id } of notes) {
    const invoiceId = await settleWithCreditNote(tx, id, userId);
    if (invoiceId !== null) settled.push(invoiceId);
  }
  return settled;
}

/**
 * Draws up to `amount` (all that is needed when absent) of the agency's credit on account,
 * oldest first, onto an invoice or a refund. Answers what was drawn.
 */
export async function drawCredit(
  tx: Queryable,
  account: { agencyId: number; currencyId: number | null },
  target: { invoiceId: number } | { refundId: number },
  amount: Big,
  userId: number | null,
): Promise<Big> {
  let left = amount;
  for (const credit of await creditsOnAccount(tx, account.agencyId, account.currencyId)) {
    if (left.lte(0)) break;
    const part = credit.open.lt(left) ? credit.open : left;
    await allocate(tx, credit, target, part, userId);
    left = left.minus(part);
  }
  return amount.minus(left);
}
