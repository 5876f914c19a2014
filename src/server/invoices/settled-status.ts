/**
 * An invoice's status follows the money in its ledger (ledger/README.md): settled in full (its
 * balance 0 or below, its amount above 0) it is Paid; a Paid invoice with a balance again goes
 * back to Waiting For Payment. Only invoices awaiting money move: cancelled, amended and replaced
 * invoices and credit notes keep their status (a Canceled With Charges invoice whose charges are
 * paid stays so; its statement row reads Complete). The caller holds the invoice's lock.
 */
import Big from 'big.js';
import { INVOICE_STATUS } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { setStatusAutomatically } from './audit-trail.js';
import type { InvoiceWriteContext } from './types.js';

/** Statuses a settled invoice leaves for Paid. */
const AWAITING: readonly number[] = [
  INVOICE_STATUS.WaitingForPayment,
  INVOICE_STATUS.WaitingForAccounting,
  INVOICE_STATUS.PendingCancellation,
];

export async function followLedger(tx: Queryable, invoiceId: number, ctx: InvoiceWriteContext): Promise<void> {
  const [row] = await tx.query<{ status: number; byHand: boolean; amount: string; balance: string; type: string }>(
    `SELECT i.status, i.status_set_by_hand AS "byHand", i.document_type AS type,
            d.amount::text AS amount, d.balance::text AS balance
       FROM invoices i JOIN ledger_documents(NULL) d ON d.document_id = i.id
      WHERE i.id = $1 AND i.number IS NOT NULL AND i.replaced_by_invoice_id IS NULL`,
    [invoiceId],
  );
  if (!row || row.type !== 'invoice') return;
  const settled = new Big(row.amount).gt(0) && new Big(row.balance).lte(0);
  const paid = INVOICE_STATUS.Paid as number;
  if (settled && (AWAITING.includes(row.status) || (row.status === paid && row.byHand)))
    await setStatusAutomatically(tx, invoiceId, INVOICE_STATUS.Paid, ctx);
  else if (!settled && row.status === paid)
    await setStatusAutomatically(tx, invoiceId, INVOICE_STATUS.WaitingForPayment, ctx);
}
