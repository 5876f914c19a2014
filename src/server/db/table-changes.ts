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
];

export async function trackTableChanges(db: Queryable): Promise<void> {
  const untracked = UNTRACKED.map((t) => `'${t}'`).join(', ');
  await db.exec(`DO $$ DECLARE t text; BEGIN
    IF to_regproc('count_table_change') IS NULL THEN RETURN; END IF;
    FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
                AND c.relname NOT IN (${untracked})
                AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = '${TRIGGER_NAME}')
    LOOP
      EXECUTE format('CREATE TRIGGER ${TRIGGER_NAME} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION count_table_change()', t);
    END LOOP;
  END $$`);
}
