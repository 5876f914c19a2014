/**
 * VACUUM and ANALYZE where PostgreSQL's autovacuum daemon does not run (PGlite). Without them the
 * planner has no statistics and the visibility map never allows index-only scans (deep list pages).
 *
 * One table per statement: PGlite runs one statement at a time, and a whole-database
 * `VACUUM ANALYZE` at each start held every request behind it (the first sign-in after a start on
 * the demo data waited ~0.6 s for it); now a request waits for one table at most.
 *
 * Which tables:
 * - at start, each table whose change counter (migration 024) moved since its last maintenance
 *   (migration 026 keeps what the counter stood at): the writes of the last run that the running
 *   checks had not reached, a first start's seed, a write beside the server. PostgreSQL's own
 *   statistics of what was written do not survive a PGlite restart, the counters do. A table without
 *   a counter (table-changes.ts UNTRACKED) is left to the running checks.
 * - while running, every `MAINTENANCE_EVERY_MS`, each table over autovacuum's own default
 *   thresholds in this session's statistics: rows deleted or updated over 50 + 20 %, inserted over
 *   1,000 + 20 %, or changed since the last ANALYZE over 50 + 10 % of the table.
 */
import { TRIGGER_NAME } from './table-changes.js';
import type { Queryable } from './types.js';

/** autovacuum_naptime's default: how often the running checks look. */
export const MAINTENANCE_EVERY_MS = 60_000;

export type MaintenanceMoment = 'start' | 'running';

type Due = {
  table: string;
  statement: string;
  changes: number;
};

/** The tables due, each with its statement (PostgreSQL's `format` quotes the name) and its counter now. */
function dueTables(db: Queryable, moment: MaintenanceMoment): Promise<Due[]> {
  return db.query<Due>(
    `SELECT c.relname AS "table", format('VACUUM (ANALYZE) %I', c.relname) AS statement,
            coalesce(t.changes, 0)::bigint AS changes
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN (SELECT table_name, sum(changes) AS changes FROM table_changes GROUP BY table_name) t
              ON t.table_name = c.relname
       LEFT JOIN vacuumed_changes v ON v.table_name = c.relname
       LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'vacuumed_changes'
        AND CASE WHEN $2::text = 'start'
                 THEN EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = $1::text)
                      AND v.changes IS DISTINCT FROM coalesce(t.changes, 0)
                 ELSE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                      OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
                      OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
            END
      ORDER BY c.relname`,
    [TRIGGER_NAME, moment],
  );
}

/**
 * Vacuums and analyses the tables due, one statement each, and notes each one's counter as it
 * was read before (a write meanwhile moves it again, so the next start looks at that table again).
 * Answers the tables done.
 */
export async function maintainTables(db: Queryable, moment: MaintenanceMoment): Promise<string[]> {
  const done: string[] = [];
  for (const { table, statement, changes } of await dueTables(db, moment)) {
    await db.exec(statement);
    await db.query(
      `INSERT INTO vacuumed_changes (table_name, changes) VALUES ($1, $2)
       ON CONFLICT (table_name) DO UPDATE SET changes = excluded.changes`,
      [table, changes],
    );
    done.push(table);
  }
  return done;
}

/**
 * Runs the start's maintenance, then the running checks every MAINTENANCE_EVERY_MS, in the
 * background; a failure is reported and the next check runs as usual. `stop` waits for the
 * statement in progress.
 */
export function keepTablesMaintained(db: Queryable, report: (error: unknown) => void): { stop(): Promise<void> } {
  let running = maintainTables(db, 'start').catch(report);
  const timer = setInterval(() => {
    running = running.then(() => maintainTables(db, 'running')).catch(report);
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
