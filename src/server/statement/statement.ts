/**
 * The statement of one agency: its agency checked against the caller's scope (another agency's,
 * or one that does not exist, is a 404: an agency user never learns which agencies exist), then
 * the rows (one page, or all of them for the PDF, CSV and mail) and the summary.
 */
import type { StatementFilter, StatementRow, StatementSummary } from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { inReportSnapshot } from '../db/report-snapshot.js';
import type { Db, Queryable } from '../db/types.js';
import { notFound } from '../errors.js';
import { LEDGER_TABLES } from '../ledger/index.js';
import { matchingInvoices } from './matching-sql.js';
import { readRows, rowAnswer, type StatementSqlRow } from './rows.js';
import { readSummary } from './summary.js';

export type StatementAgency = {
  id: number;
  title: string;
  email: string | null;
  address: string | null;
  code: string | null;
};

/** The agency of a statement in the caller's scope, else 404. */
export async function agencyInScope(q: Queryable, agencyId: number, scope: AgencyScope): Promise<StatementAgency> {
  if (scope.agencyId !== undefined && scope.agencyId !== agencyId) throw notFound();
  const [agency] = await q.query<StatementAgency>(
    'SELECT id, title, email, address, code FROM agency WHERE id = $1 AND NOT is_deleted',
    [agencyId],
  );
  if (!agency) throw notFound();
  return agency;
}

export interface StatementPage {
  rows: StatementRow[];
  summary: StatementSummary;
  totalRecords: number;
}

/**
 * Every table the statement's SQL reads (matching-sql.ts, rows.ts, summary.ts, aging-sql.ts): a
 * page is remembered until a write to one of them (tests/api/statement/statement.test.ts checks
 * the list against the statements run).
 */
export const STATEMENT_TABLES = [
  'invoices',
  'invoice_payments',
  'invoice_rows',
  'reservation_requests',
  'reservation_destinations',
  'city',
  'currency',
  ...LEDGER_TABLES,
];

export async function readStatementPage(
  q: Queryable,
  filter: StatementFilter,
  page: { index: number; size: number },
  lang: Lang,
): Promise<StatementPage> {
  const matching = matchingInvoices(filter);
  const { summary, totalRecords } = await readSummary(q, filter, matching);
  const rows = totalRecords ? await readRows(q, matching, page) : [];
  return { rows: rows.map((row) => rowAnswer(row, lang)), summary, totalRecords };
}

/** Every row (amounts as decimal text too) and the summary: what the PDF, the CSV and the mail show. */
export function readWholeStatement(
  db: Db,
  filter: StatementFilter,
): Promise<{ rows: StatementSqlRow[]; summary: StatementSummary }> {
  return inReportSnapshot(db, async (q) => {
    const matching = matchingInvoices(filter);
    const { summary } = await readSummary(q, filter, matching);
    return { rows: await readRows(q, matching), summary };
  });
}
