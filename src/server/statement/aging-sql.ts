/**
 * Aging of what agencies owe, in one SQL statement shared by the statement and the dashboard
 * (through index.ts), read from the receivables ledger's one definition (`ledger_documents` and
 * `ledger_accounts` at the as-of date): the issued invoices' balances due by days past the due
 * date, `notDue` (0 days or fewer), `days1to30`, `days31to60`, `days61to90`, `over90`, and the
 * credit on account as `unallocatedCredit` (negative), so that the six add up to the balance.
 * @example const aging = await readAging(db, { agencyId: 4, asOf: '2026-10-31' });
 */
import { AGING_BUCKETS, type Aging } from '@domain/statement/index.js';
import type { Queryable } from '../db/types.js';

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
 * The issued invoices with a balance due at `asOf` (an SQL date expression): `id`, `agency_id`,
 * `due`, `days` past the due date; `agency` an SQL int expression or NULL for every agency.
 */
export const owedAt = (asOf: string, agency: string): string => `
  SELECT d.document_id AS id, d.agency_id, d.balance AS due, ${asOf} - COALESCE(d.due_date, d.issue_date) AS days
    FROM ledger_documents(${asOf}) d
   WHERE d.document_type = 'invoice' AND d.issue_date IS NOT NULL AND d.balance > 0
     AND (${agency} IS NULL OR d.agency_id = ${agency})`;

/** The aging query: `$1` an agency id or null for every agency, `$2` the as-of date or null for today. */
export const AGING_SQL = `
SELECT ${AGING_COLUMNS},
       COALESCE((SELECT -sum(credit_on_account) FROM ledger_accounts(COALESCE($2::date, current_date))
                  WHERE $1::int IS NULL OR agency_id = $1::int), 0)::float8 AS "unallocatedCredit"
  FROM (${owedAt('COALESCE($2::date, current_date)', '$1::int')}) owed`;

/** The aging of one agency (or all, `agencyId` undefined) at `asOf` (YYYY-MM-DD, default today). */
export async function readAging(q: Queryable, at: { agencyId?: number; asOf?: string }): Promise<Aging> {
  const [row] = await q.query<Aging>(AGING_SQL, [at.agencyId ?? null, at.asOf ?? null]);
  return row!;
}
