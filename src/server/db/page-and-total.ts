/**
 * One page of a list and its exact total, in one statement (one round trip), reading again only
 * what may have changed.
 *
 * The statement reads the change counters (migration 024) of the tables behind the page and of
 * those behind the count, and compares their sums with the ones remembered beside the last answer
 * of the same question:
 * - the total: when the count's tables have not moved, no write to them has committed since, and
 *   the remembered total is answered without counting; otherwise the count runs, in the same
 *   snapshot as the page and the counters, and is remembered with the new sum. Every page of one
 *   filter shares its total;
 * - the page: when none of the tables its rows read (their labels included) has moved, its rows
 *   are the remembered ones and the page query does not run either.
 * The count is a scalar subquery under a CASE, which PostgreSQL evaluates only when that branch is
 * taken (an InitPlan runs on first use); the page sits under a condition on the counters alone,
 * which the planner makes a one-time filter in front of it. A question answered before first
 * reads the counters alone (a small statement, one index read): with nothing changed that is the
 * whole cost of the answer, and only when something moved does the combined statement run (the
 * combined statement costs more to plan than to run, and is planned anew at most calls).
 *
 * Every value of `page` and `count` must be a parameter (never written into the text): the
 * statement is kept prepared on each connection of a PostgreSQL server (QueryOptions.prepared).
 *
 * Answers are remembered per database (a test process opens many) and only for reads made outside
 * a transaction: a transaction that wrote sees its own uncommitted bump, and a sum remembered from
 * it could be reached again by other writes after a rollback. Remembered rows are shared between
 * requests: callers read them and never change them.
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
  countTables: readonly string[];
  /** Every other table the page's rows read (labels, sums): a write to any of them reads the page again. */
  labelTables: readonly string[];
}

interface Remembered<T> {
  stamp: string;
  value: T;
}

/** Least recently used first; the oldest goes when full. */
class Memory<T> {
  private readonly entries = new Map<string, Remembered<T>>();
  constructor(private readonly size: number) {}

  get(key: string): Remembered<T> | undefined {
    return this.entries.get(key);
  }

  set(key: string, stamp: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { stamp, value });
  }
}

interface Memories {
  totals: Memory<number>;
  pages: Memory<Row[]>;
  reads: Memory<unknown>;
}

/** Totals are small; pages hold rows (a few KB each). */
const MAX_TOTALS = 5_000;
const MAX_PAGES = 1_000;
/** What a list's filter reads before its statement (ids of the rows a text matches). */
const MAX_READS = 1_000;
const remembered = new WeakMap<object, Memories>();

function isDatabase(q: Queryable): boolean {
  return 'transaction' in q && 'kind' in q;
}

function memoriesOf(q: Queryable): Memories | undefined {
  if (!isDatabase(q)) return undefined;
  let memories = remembered.get(q);
  if (!memories)
    remembered.set(
      q,
      (memories = { totals: new Memory(MAX_TOTALS), pages: new Memory(MAX_PAGES), reads: new Memory(MAX_READS) }),
    );
  return memories;
}

const COUNTED = '__counted';
const PAGED = '__paged';
const TOTAL = '__total';
const ORDINAL = '__ordinal';

/** The sums of the counters of the count's tables and of the page's tables (two text[] parameters), and the database's day. */
const stampsSql = (countTables: string, pageTables: string) =>
  `SELECT COALESCE(sum(changes) FILTER (WHERE table_name = ANY(${countTables}::text[])), 0)::text AS counted,
          COALESCE(sum(changes), 0)::text AS paged, current_date::text AS today
     FROM table_changes WHERE table_name = ANY(${pageTables}::text[])`;
const STAMPS_SQL = stampsSql('$1', '$2');

/** The combined statement; its five extra parameters follow the query's own. */
export function pageAndTotalSql(query: PageAndTotalQuery): string {
  const n = query.params.length;
  const [countTables, pageTables, countStamp, total, pageStamp] = [1, 2, 3, 4, 5].map((i) => `$${n + i}`);
  // LEFT JOIN: an unchanged or empty page still answers one row carrying the stamps and the
  // total. The ordinal keeps the page's own order through the join.
  return `WITH "__stamps" AS MATERIALIZED (${stampsSql(countTables, pageTables)})
    SELECT s.counted AS "${COUNTED}", s.paged AS "${PAGED}",
           CASE WHEN s.counted = ${countStamp}::text THEN ${total}::integer ELSE (${query.count}) END AS "${TOTAL}",
           p.*
      FROM "__stamps" s
      LEFT JOIN LATERAL (SELECT q.*, row_number() OVER () AS "${ORDINAL}" FROM (${query.page}) q
                          WHERE s.paged IS DISTINCT FROM ${pageStamp}::text) p ON true
     ORDER BY p."${ORDINAL}"`;
}

export async function pageAndTotal<T extends Row = Row>(
  q: Queryable,
  query: PageAndTotalQuery,
): Promise<{ rows: T[]; total: number }> {
  const memories = memoriesOf(q);
  const pageTables = [...new Set([...query.countTables, ...query.labelTables])];
  // Every page of one question shares its total: its key leaves the page's own parameters out.
  const counted = query.params.slice(0, query.countParams ?? query.params.length);
  const countKey = `${query.countTables.join(',')}\u0000${query.count}\u0000${JSON.stringify(counted)}`;
  const pageKey = `${pageTables.join(',')}\u0000${query.page}\u0000${JSON.stringify(query.params)}`;
  const knownTotal = memories?.totals.get(countKey);
  const knownPage = memories?.pages.get(pageKey);
  if (knownPage) {
    // A page answered before: a small statement first reads whether anything moved. The page's
    // statement costs more to plan than to run, and it is planned anew at every call on PGlite
    // (nothing kept prepared) and often on a PostgreSQL server too: there the planner keeps
    // choosing a plan for the call's values when those let it drop the page and the count (the
    // payment list's statement: ~4 ms a call planned each time, ~0.6 ms with one plan).
    const [stamps] = await q.query<{ counted: string; paged: string }>(STAMPS_SQL, [query.countTables, pageTables], {
      prepared: true,
    });
    if (stamps!.paged === knownPage.stamp && knownTotal?.stamp === stamps!.counted) {
      memories!.pages.set(pageKey, knownPage.stamp, knownPage.value);
      return { rows: knownPage.value as T[], total: knownTotal.value };
    }
  }
  // Prepared: a list's statement is one of a few per list (its values are all parameters), and
  // planning it costs more than running it.
  const answer = await q.query(
    pageAndTotalSql(query),
    [
      ...query.params,
      query.countTables,
      pageTables,
      knownTotal?.stamp ?? null,
      knownTotal?.value ?? null,
      knownPage?.stamp ?? null,
    ],
    { prepared: true },
  );
  const first = answer[0]!;
  const total = Number(first[TOTAL]);
  const pageStamp = String(first[PAGED]);
  memories?.totals.set(countKey, String(first[COUNTED]), total);
  if (knownPage && knownPage.stamp === pageStamp) {
    memories?.pages.set(pageKey, pageStamp, knownPage.value); // most recently used again
    return { rows: knownPage.value as T[], total };
  }
  const rows: T[] = [];
  for (const row of answer) {
    if (row[ORDINAL] === null || row[ORDINAL] === undefined) continue;
    const { [COUNTED]: _counted, [PAGED]: _paged, [TOTAL]: _total, [ORDINAL]: _ordinal, ...columns } = row;
    rows.push(columns as T);
  }
  memories?.pages.set(pageKey, pageStamp, rows);
  return { rows, total };
}

/**
 * A read a list's filter makes before its statement (the ids of the requests a text matches),
 * answered from memory while none of `tables` has moved: the counters are read first (one index
 * read), then the read runs only when they moved. Counters read before the read: a write that
 * commits in between is seen by the read and moves the counters, so the next call reads again.
 * `perDay`: the read depends on the database's current date too (a balance as of today), so its
 * answer is kept for that day only. Values are shared between calls: callers never change them.
 */
export async function rememberedRead<T>(
  q: Queryable,
  key: string,
  tables: readonly string[],
  read: () => Promise<T>,
  options: { perDay?: boolean } = {},
): Promise<T> {
  const memories = memoriesOf(q);
  if (!memories) return read();
  const [stamps] = await q.query<{ paged: string; today: string }>(STAMPS_SQL, [[], tables], { prepared: true });
  const stamp = options.perDay ? `${stamps!.paged}@${stamps!.today}` : stamps!.paged;
  const known = memories.reads.get(key);
  if (known?.stamp === stamp) {
    memories.reads.set(key, stamp, known.value); // most recently used again
    return known.value as T;
  }
  const value = await read();
  memories.reads.set(key, stamp, value);
  return value;
}
