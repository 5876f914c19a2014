/**
 * The journal's document entries, each written in the transaction of the document's change:
 * an issued invoice or credit note (its grand total, on its issue date), a payment received (its
 * amount, negative, on its payment date; its agency and currency are its invoice's), a refund
 * paid out (positive, on its date). A changed or deleted payment is undone by a reversal: the
 * opposite amount on the same date (an error corrected never happened in any dated view).
 */
import type { Queryable } from '../db/types.js';

/** The entry of an issued invoice or credit note; nothing when it has one already or is a draft. */
export async function postDocument(tx: Queryable, invoiceId: number, userId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, invoice_id, amount, created_by)
     SELECT i.agency_id, i.currency_id, i.issue_date, i.document_type, i.id, i.grand_total, $2 FROM invoices i
      WHERE i.id = $1 AND i.number IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.invoice_id = i.id)`,
    [invoiceId, userId],
  );
}

/**
 * A document's entry dated anew (the demo data, which dates its invoices in the past once
 * issued): its entries reversed on their own date, then its entry as it stands now.
 */
export async function repostDocument(tx: Queryable, invoiceId: number, userId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, invoice_id, amount, reverses_entry_id, created_by)
     SELECT x.agency_id, x.currency_id, x.entry_date, x.kind, x.invoice_id, -x.amount, x.id, $2
       FROM ledger_entries x
      WHERE x.invoice_id = $1 AND x.reverses_entry_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_entry_id = x.id)`,
    [invoiceId, userId],
  );
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, invoice_id, amount, created_by)
     SELECT agency_id, currency_id, issue_date, document_type, id, grand_total, $2 FROM invoices
      WHERE id = $1 AND number IS NOT NULL`,
    [invoiceId, userId],
  );
}

/** The entry of a payment as it is stored now (a payment of 0 writes none). */
export async function postPayment(tx: Queryable, paymentId: number, userId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, payment_id, amount, created_by)
     SELECT i.agency_id, i.currency_id, p.payment_date, 'payment', p.id, -p.amount, $2
       FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
      WHERE p.id = $1 AND p.amount > 0`,
    [paymentId, userId],
  );
}

/** Reverses every entry of the payment not reversed yet (same date, opposite amount). */
export async function reversePayment(tx: Queryable, paymentId: number, userId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, payment_id, amount, reverses_entry_id, created_by)
     SELECT x.agency_id, x.currency_id, x.entry_date, x.kind, x.payment_id, -x.amount, x.id, $2
       FROM ledger_entries x
      WHERE x.payment_id = $1 AND x.reverses_entry_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_entry_id = x.id)
      ORDER BY x.id`,
    [paymentId, userId],
  );
}

/** The entry of a refund paid out to the agency. */
export async function postRefund(tx: Queryable, refundId: number, userId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, refund_id, amount, created_by)
     SELECT agency_id, currency_id, refund_date, 'refund', id, amount, $2 FROM ledger_refunds WHERE id = $1`,
    [refundId, userId],
  );
}
