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
 * today. One row with the five columns.
 */
export const AGING_SQL = `
SELECT ${AGING_COLUMNS}
  FROM (SELECT ${amountDueSql('i', 'a.as_of')} AS due, a.as_of - COALESCE(i.due_date, i.issue_date) AS days
          FROM (SELECT COALESCE($2::date, current_date) AS as_of) a
          JOIN invoices i ON i.issue_date <= a.as_of
         WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
           AND ($1::int IS NULL OR i.agency_id = $1::int)) owed
 WHERE due > 0`;

/** The aging of one agency (or all, `agencyId` undefined) at `asOf` (YYYY-MM-DD, default today). */
export async function readAging(q: Queryable, at: { agencyId?: number; asOf?: string }): Promise<Aging> {
  const [row] = await q.query<Aging>(AGING_SQL, [at.agencyId ?? null, at.asOf ?? null]);
  return row!;
}
