/**
 * The receivables ledger of generated data, written as the product writes it (src/server/ledger/),
 * with set-based SQL: the same INSERT … SELECT as the backfill of migration 027
 * (src/server/ledger/migrations/027_receivables_ledger.sql). The generators (invoice-data.ts,
 * statement.ts, statement-ledger.ts) write invoices and payments, then call this:
 * - ledger_entries: every issued invoice and credit note (its grand total on its issue date), every
 *   live payment (minus its amount on its payment date, its invoice's agency and currency);
 * - ledger_allocations: per invoice, its payments and the credit notes correcting it in date order,
 *   each up to what is left of the invoice, dated the later of the two documents' dates; what a
 *   payment or credit note has left is the agency's credit on account (no allocation).
 * Only the documents with an id above `after` are posted (the demo data's have their entries
 * already), so the generators call it once, after their own rows.
 */
import type { Sql } from './invoice-data.js';

export interface LedgerFrom {
  /** Invoices and credit notes with a greater id are posted (default 0: all). */
  invoicesAfter?: number;
  /** Payments with a greater id are posted (default 0: all). */
  paymentsAfter?: number;
}

export interface PostedLedger {
  entries: number;
  allocations: number;
}

/** The highest invoice and payment ids now: what a generator passes to postLedger once it has added its rows. */
export async function ledgerMark(db: Sql): Promise<Required<LedgerFrom>> {
  const { rows } = await db.query<{ i: number; p: number }>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM invoices) AS i, (SELECT COALESCE(max(id), 0) FROM invoice_payments) AS p`,
  );
  return { invoicesAfter: Number(rows[0].i), paymentsAfter: Number(rows[0].p) };
}

/** Posts the entries and allocations of the documents after `from` (migration 027's backfill, restricted to them). */
export async function postLedger(db: Sql, from: LedgerFrom = {}): Promise<PostedLedger> {
  const invoicesAfter = from.invoicesAfter ?? 0;
  const paymentsAfter = from.paymentsAfter ?? 0;
  const count = async (sql: string, params: unknown[]) =>
    Number(
      (await db.query<{ n: number }>(`WITH w AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM w`, params)).rows[0]
        .n,
    );
  const documents = await count(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, invoice_id, amount, created_by, created_at)
     SELECT agency_id, currency_id, issue_date, document_type, id, grand_total, created_by, created_at
       FROM invoices WHERE id > $1 AND number IS NOT NULL AND NOT is_deleted ORDER BY issue_date, id`,
    [invoicesAfter],
  );
  const payments = await count(
    `INSERT INTO ledger_entries (agency_id, currency_id, entry_date, kind, payment_id, amount, created_by, created_at)
     SELECT i.agency_id, i.currency_id, p.payment_date, 'payment', p.id, -p.amount, p.created_by, p.created_at
       FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
      WHERE p.id > $1 AND NOT p.is_deleted AND p.amount > 0 AND i.number IS NOT NULL AND NOT i.is_deleted
      ORDER BY p.payment_date, p.id`,
    [paymentsAfter],
  );
  // The invoices after $1 have no allocation yet, so "what is left" starts at their grand total.
  const allocations = await count(
    `WITH claims AS (
       SELECT i.id AS invoice_id, i.agency_id, i.currency_id, i.grand_total, i.issue_date,
              p.id AS payment_id, NULL::integer AS credit_note_id, p.amount, p.payment_date AS source_date, p.id AS n
         FROM invoices i JOIN invoice_payments p ON p.invoice_id = i.id AND NOT p.is_deleted AND p.amount > 0 AND p.id > $2
        WHERE i.id > $1 AND i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
       UNION ALL
       SELECT i.id, i.agency_id, i.currency_id, i.grand_total, i.issue_date,
              NULL, c.id, -c.grand_total, c.issue_date, c.id
         FROM invoices i JOIN invoices c ON c.corrects_invoice_id = i.id AND c.number IS NOT NULL AND NOT c.is_deleted
        WHERE i.id > $1 AND i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND c.grand_total < 0),
     ordered AS (
       SELECT *, COALESCE(sum(amount) OVER (PARTITION BY invoice_id ORDER BY source_date, n
                                             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
         FROM claims),
     allocated AS (
       SELECT *, LEAST(amount, GREATEST(grand_total - before, 0)) AS allocation FROM ordered)
     INSERT INTO ledger_allocations (agency_id, currency_id, allocation_date, invoice_id, payment_id, credit_note_id, amount)
     SELECT agency_id, currency_id, GREATEST(source_date, issue_date), invoice_id, payment_id, credit_note_id, allocation
       FROM allocated WHERE allocation > 0
      ORDER BY GREATEST(source_date, issue_date), invoice_id, n`,
    [invoicesAfter, paymentsAfter],
  );
  return { entries: documents + payments, allocations };
}
