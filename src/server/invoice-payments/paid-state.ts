/**
 * The invoice's side of a payment change, in the payment's transaction (the invoice locked):
 * `paid_total` becomes the SUM of its live payments in SQL (numeric, never a float sum), audited
 * on the invoice; then its status follows: payments reaching the grand total make it Paid (7), a
 * Paid invoice whose payments drop below goes back to Waiting For Payment (1). Each status change
 * is the invoices module's `setStatusAutomatically` (audited). A status a clerk set by hand stands
 * until a payment change calls for one of these two (a hand-set Paid over partial payments goes
 * back; Waiting For Accounting over partial payments stays).
 */
import { compareMoney, INVOICE_STATUS } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import {
  readInvoiceAuditState,
  recordInvoiceAudit,
  setStatusAutomatically,
  type InvoiceWriteContext,
} from '../invoices/index.js';

export async function refreshPaidState(tx: Queryable, invoiceId: number, ctx: InvoiceWriteContext): Promise<void> {
  const before = await readInvoiceAuditState(tx, invoiceId);
  const changed = await tx.query<{ agency_id: number }>(
    `UPDATE invoices i SET paid_total = s.total, version = i.version + 1, updated_at = now()
       FROM (SELECT COALESCE(sum(amount), 0) AS total FROM invoice_payments
              WHERE invoice_id = $1 AND NOT is_deleted) s
      WHERE i.id = $1 AND i.paid_total <> s.total
      RETURNING i.agency_id`,
    [invoiceId],
  );
  if (changed.length) {
    await recordInvoiceAudit(tx, {
      user: ctx.user,
      invoiceId,
      agencyId: changed[0].agency_id,
      operation: 'update',
      before,
      after: await readInvoiceAuditState(tx, invoiceId),
    });
  }
  const [state] = await tx.query<{ status: number; by_hand: boolean; paid: string; grand: string }>(
    `SELECT status, status_set_by_hand AS by_hand, paid_total::text AS paid, grand_total::text AS grand
       FROM invoices WHERE id = $1`,
    [invoiceId],
  );
  if (!state) return;
  const settled = compareMoney(state.grand, 0) > 0 && compareMoney(state.paid, state.grand) >= 0;
  const target = settled
    ? INVOICE_STATUS.Paid
    : state.status === INVOICE_STATUS.Paid
      ? INVOICE_STATUS.WaitingForPayment
      : undefined;
  if (target !== undefined && (state.status !== target || state.by_hand))
    await setStatusAutomatically(tx, invoiceId, target, ctx);
}
