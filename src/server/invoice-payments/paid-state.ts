/**
 * The ledger's side of a payment change, in the payment's transaction (its invoices locked, and
 * with them the agency's account): the payment's entry and its allocations written (a change or
 * a delete reverses the old ones first), then the status of every invoice it settled or stopped
 * settling follows the ledger (invoices module's `followLedger`: Paid when settled, back to
 * Waiting For Payment when not).
 */
import type { Queryable } from '../db/types.js';
import { followLedger, lockInvoice, type InvoiceWriteContext } from '../invoices/index.js';
import {
  postPayment,
  resettleByCreditNotes,
  reversePayment,
  settleWithPayment,
  undoAllocations,
  type PlannedAllocation,
} from '../ledger/index.js';

/** Undoes what a stored payment did in the ledger; answers the invoices it settled. */
export async function unpost(tx: Queryable, paymentId: number, ctx: InvoiceWriteContext): Promise<number[]> {
  const userId = ctx.user?.id ?? null;
  const undone = await undoAllocations(tx, { paymentId }, userId);
  await reversePayment(tx, paymentId, userId);
  const invoices = undone.flatMap((u) => (u.invoiceId === null ? [] : [u.invoiceId]));
  // A cancelled invoice this payment settled in part is settled again by its credit note.
  await resettleByCreditNotes(tx, invoices, userId);
  return invoices;
}

/** Writes the payment's entry and allocations as stored now; answers the invoices it settles. */
export async function post(
  tx: Queryable,
  paymentId: number,
  invoiceId: number,
  plan: readonly PlannedAllocation[] | undefined,
  ctx: InvoiceWriteContext,
): Promise<number[]> {
  await postPayment(tx, paymentId, ctx.user?.id ?? null);
  return settleWithPayment(tx, paymentId, invoiceId, plan, ctx.user?.id ?? null);
}

/** Every invoice touched follows the ledger (each locked first: a write on an invoice holds its lock). */
export async function followAll(tx: Queryable, invoiceIds: readonly number[], ctx: InvoiceWriteContext): Promise<void> {
  for (const id of [...new Set(invoiceIds)].sort((a, b) => a - b)) {
    if (await lockInvoice(tx, id, {})) await followLedger(tx, id, ctx);
  }
}
