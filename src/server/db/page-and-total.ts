/**
 * One page of a list and its exact total, in one statement (one round trip), counting only when
 * something may have changed.
 *
 * The statement reads the change counters of the tables behind the count (migration 024) and
 * compares their sum with the one remembered beside the last total of the same question: when
 * equal, no write to those tables has committed since, and the remembered total is answered
 * without counting; otherwise the count runs, in the same snapshot as the page and the counters,
 * and is remembered with the new sum. The count is a scalar subquery under a CASE, which
 * PostgreSQL evaluates only when that branch is taken (an InitPlan runs on first use), so a
 * remembered total costs the page query and one index read of the counters.
 *
 * Every value of `page` and `count` must be a parameter (never written into the text): the
 * statement is kept prepared on each connection of a PostgreSQL server (QueryOptions.prepared).
 *
 * Totals are remembered per database (a test process opens many) and only for reads made
 * outside a transaction: a transaction that wrote sees its own uncommitted bump, and a sum
 * remembered from it could be reached again by other writes after a rollback.
 */
import type { Queryable, Row } from './types.js';

export interface PageAndTotalQuery {
  /** The page's rows, in the list's order (ORDER BY, LIMIT inside); parameters $1..$n of `params`. */
  page: string;
  /** `SELECT count(*)::integer ...` of every matching row; it may use only the first `countParams` parameters. */
  count: string;
  params: readonly unknown[];
  /** How many of the leading parameters the count uses (default: all); the rest are the page's own (LIMIT, OFFSET). */
  countParams?: number;
  /** Every table the count reads: a write to any of them makes it count again. */
  tables: readonly string[];
}

interface Remembered {
  stamp: string;
  total: number;
}

/** Questions remembered per database; the least recently used goes first. */
const MAX_REMEMBERED = 5_000;
const remembered = new WeakMap<object, Map<string, Remembered>>();

function isDatabase(q: Queryable): boolean {
  return 'transaction' in q && 'kind' in q;
}

function totalsOf(q: Queryable): Map<string, Remembered> | undefined {
  if (!isDatabase(q)) return undefined;
  let totals = remembered.get(q);
  if (!totals) remembered.set(q, (totals = new Map()));
  return totals;
}

const STAMP = '__stamp';
const TOTAL = '__total';
const ORDINAL = '__ordinal';

/** The combined statement; its extra parameters follow the query's own. */
export function pageAndTotalSql(query: PageAndTotalQuery): string {
  const n = query.params.length;
  // LEFT JOIN: an empty page still answers one row carrying the stamp and the total. The
  // ordinal keeps the page's own order through the join.
  return `WITH "${STAMP}" AS MATERIALIZED (
      SELECT COALESCE(sum(changes), 0)::text AS stamp FROM table_changes WHERE table_name = ANY($${n + 1}::text[]))
    SELECT s.stamp AS "${STAMP}",
           CASE WHEN s.stamp = $${n + 2}::text THEN $${n + 3}::integer ELSE (${query.count}) END AS "${TOTAL}",
           p.*
      FROM "${STAMP}" s
      LEFT JOIN LATERAL (SELECT q.*, row_number() OVER () AS "${ORDINAL}" FROM (${query.page}) q) p ON true
     ORDER BY p."${ORDINAL}"`;
}

export async function pageAndTotal<T extends Row = Row>(
  q: Queryable,
  query: PageAndTotalQuery,
): Promise<{ rows: T[]; total: number }> {
  const totals = totalsOf(q);
  // Every page of one question shares its total: the key leaves the page's own parameters out.
  const counted = query.params.slice(0, query.countParams ?? query.params.length);
  const key = `${query.tables.join(',')}\u0000${query.count}\u0000${JSON.stringify(counted)}`;
  const known = totals?.get(key);
  // Prepared: a list's statement is one of a few per list (its values are all parameters), and
  // planning it costs more than running it once the total is known.
  const answer = await q.query(
    pageAndTotalSql(query),
    [...query.params, query.tables, known?.stamp ?? null, known?.total ?? null],
    { prepared: true },
  );
  const first = answer[0]!;
  const total = Number(first[TOTAL]);
  if (totals) {
    totals.delete(key); // set again below: the Map's order is then least recently used first
    if (totals.size >= MAX_REMEMBERED) totals.delete(totals.keys().next().value!);
    totals.set(key, { stamp: String(first[STAMP]), total });
  }
  const rows: T[] = [];
  for (const row of answer) {
    if (row[ORDINAL] === null || row[ORDINAL] === undefined) continue;
    const { [STAMP]: _stamp, [TOTAL]: _total, [ORDINAL]: _ordinal, ...columns } = row;
    rows.push(columns as T);
  }
  return { rows, total };
}
