/**
 * Allocations: which payment or credit note settles which invoice (or refund), for how much,
 * written in the transaction of the change that calls for them, under the account's lock
 * (lock.ts). An allocation is dated the later of its two documents' dates; undoing one writes its
 * reversal (the opposite amount) dated as the original (an error corrected) or on the day of the
 * act (a payment moved to an amended invoice: it did pay the old one until then).
 */
import Big from 'big.js';
import type { Queryable } from '../db/types.js';

/** What gives credit. */
export type CreditSource = { paymentId: number } | { creditNoteId: number };
/** What the credit settles. */
export type Settled = { invoiceId: number } | { refundId: number };

/** A live allocation as undone or written: amounts as exact decimal text. */
export interface AllocationLine {
  invoiceId: number | null;
  refundId: number | null;
  paymentId: number | null;
  creditNoteId: number | null;
  amount: string;
}

const ids = (source: CreditSource, target: Settled) => [
  'invoiceId' in target ? target.invoiceId : null,
  'refundId' in target ? target.refundId : null,
  'paymentId' in source ? source.paymentId : null,
  'creditNoteId' in source ? source.creditNoteId : null,
];

/** Writes one allocation of `amount` (> 0, decimal text); the agency and currency are the settled document's. */
export async function allocate(
  tx: Queryable,
  source: CreditSource,
  target: Settled,
  amount: Big | string,
  userId: number | null,
): Promise<void> {
  const value = new Big(amount);
  if (value.lte(0)) return;
  await tx.query(
    `INSERT INTO ledger_allocations (agency_id, currency_id, allocation_date, invoice_id, refund_id, payment_id,
                                     credit_note_id, amount, created_by)
     SELECT t.agency_id, t.currency_id, GREATEST(s.d, t.d), $1, $2, $3, $4, $5::numeric, $6
       FROM (SELECT COALESCE((SELECT payment_date FROM invoice_payments WHERE id = $3),
                             (SELECT issue_date FROM invoices WHERE id = $4)) AS d) s,
            (SELECT agency_id, currency_id, issue_date AS d FROM invoices WHERE id = $1
             UNION ALL SELECT agency_id, currency_id, refund_date FROM ledger_refunds WHERE id = $2) t`,
    [...ids(source, target), value.toFixed(2), userId],
  );
}

/** Which live allocations to undo: a payment's, a credit note's, or the payments' on one invoice. */
export type UndoScope = { paymentId: number } | { creditNoteId: number } | { paymentsOnInvoiceId: number };

const UNDO_WHERE = {
  paymentId: 'a.payment_id = $1',
  creditNoteId: 'a.credit_note_id = $1',
  paymentsOnInvoiceId: 'a.invoice_id = $1 AND a.payment_id IS NOT NULL',
} as const;

/**
 * Reverses the live allocations of `scope` (each allocation not reversed yet); `on` dates the
 * reversals (YYYY-MM-DD), else each is dated as the allocation it undoes. Answers what was undone.
 */
export async function undoAllocations(
  tx: Queryable,
  scope: UndoScope,
  userId: number | null,
  on?: string,
): Promise<AllocationLine[]> {
  const key = Object.keys(scope)[0] as keyof typeof UNDO_WHERE;
  return tx.query<AllocationLine & Record<string, unknown>>(
    `INSERT INTO ledger_allocations (agency_id, currency_id, allocation_date, invoice_id, refund_id, payment_id,
                                     credit_note_id, amount, reverses_allocation_id, created_by)
     SELECT a.agency_id, a.currency_id, COALESCE($3::date, a.allocation_date), a.invoice_id, a.refund_id, a.payment_id,
            a.credit_note_id, -a.amount, a.id, $2
       FROM ledger_allocations a
      WHERE ${UNDO_WHERE[key]} AND a.reverses_allocation_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_allocations r WHERE r.reverses_allocation_id = a.id)
      ORDER BY a.id
     RETURNING invoice_id AS "invoiceId", refund_id AS "refundId", payment_id AS "paymentId",
               credit_note_id AS "creditNoteId", (-amount)::text AS amount`,
    [Object.values(scope)[0], userId, on ?? null],
  );
}
