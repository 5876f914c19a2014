/**
 * A report's reads (a statement, a dashboard card) in one read-only snapshot, without JIT:
 * - one snapshot (REPEATABLE READ), so the figures of several statements agree even while
 *   payments are recorded;
 * - no JIT: the planner's estimates over many invoices pass PostgreSQL's JIT threshold, and
 *   compiling these short aggregates cost more than running them (65 of 120 ms for a statement
 *   of 10,000 invoices, ~0.5 s a dashboard card, tests/bench/).
 * Both settings are sent in one round trip.
 * @example const page = await inReportSnapshot(db, (q) => readStatementPage(q, filter, page, lang));
 */
import type { Db, Queryable } from './types.js';

export function inReportSnapshot<T>(db: Db, read: (q: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET LOCAL jit = off');
    return read(tx);
  });
}
