/**
 * Aging of what agencies still owe, in one SQL expression shared by the statement and the
 * dashboard (through index.ts): of the issued invoices (credit notes count against the invoice they
 * correct) with an amount due above 0 at the as-of date, the sums by days past the due date:
 * `notDue` (0 days or fewer), `days1to30`, `days31to60`, `days61to90`, `over90`.
 * The amount due at a date is the invoice's total, plus its credit notes issued by then, less its
 * payments dated by then, so the aging at a past To Date is what was owed that day.
 * @example const aging = await readAging(db, { agencyId: 4, asOf: '2026-10-31' });
 */
import { AGING_BUCKETS, type Aging } from '@domain/statement/index.js';
import type { Queryable } from '../db/types.js';

/** The amount due of invoice alias `i` at the SQL date expression `asOf`. */
export function amountDueSql(i: string, asOf: string): string {
  return `(${i}.grand_total
    + COALESCE((SELECT sum(c.grand_total) FROM invoices c WHERE c.corrects_invoice_id = ${i}.id
                 AND c.number IS NOT NULL AND NOT c.is_deleted AND c.issue_date <= ${asOf}), 0)
    - COALESCE((SELECT sum(p.amount) FROM invoice_payments p WHERE p.invoice_id = ${i}.id
                 AND NOT p.is_deleted AND p.payment_date <= ${asOf}), 0))`;
}

const BUCKET_FILTERS: Record<(typeof AGING_BUCKETS)[number], string> = {
  notDue: 'days <= 0',
  days1to30: 'days BETWEEN 1 AND 30',
  days31to60: 'days BETWEEN 31 AND 60',
  days61to90: 'days BETWEEN 61 AND 90',
  over90: 'days > 90',
};

/**
 * The five bucket columns (JSON numbers, exact to the cent) over rows having `due` (amount due)
 * and `days` (days past the due date).
 */
export const AGING_COLUMNS = AGING_BUCKETS.map(
  (key) => `COALESCE(sum(due) FILTER (WHERE ${BUCKET_FILTERS[key]}), 0)::float8 AS "${key}"`,
).join(',\n  ');

/**
 * The aging query: `$1` an agency id or null for every agency, `$2` the as-of date or null for
 * today. One row with the five columns. Credit notes and payments are summed per invoice in one
 * pass each (hash joins), not looked up invoice by invoice: 10,000 invoices of an agency read in
 * a few milliseconds. The same amount due as `amountDueSql`.
 */
export const AGING_SQL = `
WITH a AS (SELECT COALESCE($2::date, current_date) AS as_of),
inv AS MATERIALIZED (
  SELECT i.id, i.grand_total, COALESCE(i.due_date, i.issue_date) AS due_date FROM invoices i, a
   WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND i.issue_date <= a.as_of
     AND ($1::int IS NULL OR i.agency_id = $1::int)),
credited AS (
  SELECT c.corrects_invoice_id AS id, sum(c.grand_total) AS amount FROM invoices c, a
   WHERE c.document_type = 'creditNote' AND c.number IS NOT NULL AND NOT c.is_deleted AND c.issue_date <= a.as_of
     AND ($1::int IS NULL OR c.agency_id = $1::int)
   GROUP BY c.corrects_invoice_id),
paid AS (
  SELECT p.invoice_id AS id, sum(p.amount) AS amount FROM invoice_payments p JOIN inv ON inv.id = p.invoice_id, a
   WHERE NOT p.is_deleted AND p.payment_date <= a.as_of GROUP BY p.invoice_id),
owed AS (
  SELECT inv.grand_total + COALESCE(credited.amount, 0) - COALESCE(paid.amount, 0) AS due, a.as_of - inv.due_date AS days
    FROM inv LEFT JOIN credited ON credited.id = inv.id LEFT JOIN paid ON paid.id = inv.id, a)
SELECT ${AGING_COLUMNS} FROM owed WHERE due > 0`;

/** The aging of one agency (or all, `agencyId` undefined) at `asOf` (YYYY-MM-DD, default today). */
export async function readAging(q: Queryable, at: { agencyId?: number; asOf?: string }): Promise<Aging> {
  const [row] = await q.query<Aging>(AGING_SQL, [at.agencyId ?? null, at.asOf ?? null]);
  return row!;
}
