/**
 * The plan check of issue 23: the statements a list runs must not read its big table sequentially.
 * Each case calls the list engine in process (listRows, listInvoices: what the route calls) through a
 * recording connection, and each statement it ran is run again under `EXPLAIN (ANALYZE, FORMAT TEXT)`
 * with the same parameters. A plan fails when a node `Seq Scan on <big table>` (parallel or not) was
 * executed; a node marked `(never executed)` does not count (the count of a remembered total sits under
 * a branch that is not taken).
 *
 * Which call is checked: the one a user's second look makes. The same question is first asked on a
 * neighbouring page (page 2 for page 1), which counts the total and remembers it as the API's first
 * request does; then the case's own page, whose total is remembered and whose rows are not, so its page
 * query runs and is checked. (Asking the same page twice would answer the rows from memory too and
 * leave nothing to check.)
 *
 * Used by lists-1m.ts at 1,000,000 rows; an API test can run it at a smaller scale on its own
 * database with `discourageSeqScan` (`SET LOCAL enable_seqscan = off` around each EXPLAIN: the planner
 * then reads a table sequentially only when no index can serve, which is what the check is after,
 * whatever the table's size).
 * @example
 *   const verdicts = await checkPlans(db, [{ name: 'page 1', page: 1, run: (q, page) => listRows(q, model, {}, ask(page)) }]);
 *   assertPlans(verdicts); // throws with the offending plans
 */
import type { Queryable, Row } from '@server/db/types.js';

/** The tables issue 23 names as the big ones of its lists. */
export const BIG_TABLES = ['payment_account', 'invoices', 'reservation_requests'];

export interface PlanCase {
  name: string;
  /** The page the case asks. */
  page: number;
  /** Asks the list once, as the route does, on the connection given, for a page of the case's question. */
  run: (db: Queryable, page: number) => Promise<unknown>;
  /** A failing plan fails the check; otherwise it is only reported. Default: true. */
  required?: boolean;
}

export interface Statement {
  sql: string;
  params: unknown[];
  plan: string;
  /** The big tables an executed node read sequentially. */
  seqScans: string[];
}

export interface PlanVerdict {
  name: string;
  required: boolean;
  statements: Statement[];
  ok: boolean;
}

/** A connection that runs as `db` does and notes each statement (the same object for every call, so what the engine remembers per database stays remembered). */
function recorder(db: Queryable, notes: { sql: string; params: unknown[] }[]): Queryable {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'query')
        return (sql: string, params: readonly unknown[] = [], ...rest: unknown[]) => {
          if (notes.length < 1000) notes.push({ sql, params: [...params] });
          return (target.query as (...a: unknown[]) => Promise<Row[]>)(sql, params, ...rest);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The executed sequential scans of big tables in a text plan. */
export function executedSeqScans(plan: string, bigTables: readonly string[] = BIG_TABLES): string[] {
  const found = new Set<string>();
  for (const line of plan.split('\n')) {
    const m = /Seq Scan on (\w+)/.exec(line);
    if (m && bigTables.includes(m[1]) && !line.includes('(never executed)')) found.add(m[1]);
  }
  return [...found];
}

async function explain(db: Queryable, sql: string, params: unknown[], discourageSeqScan: boolean): Promise<string> {
  const run = async (q: Queryable) => {
    if (discourageSeqScan) await q.query('SET LOCAL enable_seqscan = off');
    const rows = await q.query<Record<string, string>>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const withTransaction = db as Queryable & { transaction?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };
  return discourageSeqScan && typeof withTransaction.transaction === 'function'
    ? withTransaction.transaction(run)
    : run(db);
}

export async function checkPlans(
  db: Queryable,
  cases: readonly PlanCase[],
  options: { bigTables?: readonly string[]; discourageSeqScan?: boolean } = {},
): Promise<PlanVerdict[]> {
  const notes: { sql: string; params: unknown[] }[] = [];
  const recorded = recorder(db, notes);
  const verdicts: PlanVerdict[] = [];
  for (const c of cases) {
    await c.run(recorded, c.page === 1 ? 2 : c.page - 1);
    notes.length = 0;
    await c.run(recorded, c.page);
    const statements: Statement[] = [];
    for (const { sql, params } of [...notes]) {
      const plan = await explain(db, sql, params, options.discourageSeqScan ?? false);
      statements.push({ sql, params, plan, seqScans: executedSeqScans(plan, options.bigTables) });
    }
    const required = c.required ?? true;
    verdicts.push({ name: c.name, required, statements, ok: statements.every((s) => !s.seqScans.length) });
  }
  return verdicts;
}

/** Every statement and its plan, for a file a reader can open. */
export function plansText(verdicts: readonly PlanVerdict[]): string {
  return verdicts
    .flatMap((v) =>
      v.statements.map(
        (s) =>
          `--- ${v.name}${s.seqScans.length ? `  (Seq Scan on ${s.seqScans.join(', ')})` : ''}\n${s.sql.replace(/\s+/g, ' ').trim()}\n` +
          `${JSON.stringify(s.params).slice(0, 300)}\n${s.plan}\n`,
      ),
    )
    .join('\n');
}

/** Throws, with the offending statements and their plans, when a required case read a big table sequentially. */
export function assertPlans(verdicts: readonly PlanVerdict[]): void {
  const failed = verdicts.filter((v) => v.required && !v.ok);
  if (!failed.length) return;
  const offending = failed.map((v) => ({ ...v, statements: v.statements.filter((s) => s.seqScans.length) }));
  throw new Error(
    `PLAN CHECK FAILED: ${failed.map((v) => v.name).join('; ')} read a big table sequentially\n\n${plansText(offending)}`,
  );
}
