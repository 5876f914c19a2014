/**
 * Puts the change counter (migration 024, `count_table_change()`) on every table of the
 * database's schema that does not have it yet, so every table a list counts is covered,
 * including the tables of modules and of schemas added later, without a list of them to keep
 * up. Run after the tables are made (entity-tables.ts, setup.ts); one catalogue query when
 * nothing is missing.
 *
 * Left out: the counters themselves and tables no list counts whose writes sit on hot paths
 * (a sign-in, an idempotent write, a printed document kept, the audit log's own counts).
 */
import type { Queryable } from './types.js';

export const TRIGGER_NAME = 'count_changes';

const UNTRACKED = [
  'table_changes',
  'migrations',
  'sessions',
  'login_attempts',
  'login_throttle',
  'idempotency_keys',
  'account_tokens',
  'invoice_documents',
  'audit_counts',
  'vacuumed_changes',
];

/**
 * A catalogue query, then one statement per table missing its counter (PostgreSQL's `format`
 * quotes the names). Not a PL/pgSQL block: its first use in a session cost PGlite ~60 ms at
 * every start, for nothing to do on all but the first.
 */
export async function trackTableChanges(db: Queryable): Promise<void> {
  const missing = await db.query<{ statement: string }>(
    `SELECT format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION count_table_change()', $1::text, c.relname) AS statement
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE to_regproc('count_table_change') IS NOT NULL
        AND n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND c.relname <> ALL ($2::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = $1::text)
      ORDER BY c.relname`,
    [TRIGGER_NAME, UNTRACKED],
  );
  for (const { statement } of missing) await db.exec(statement);
}
