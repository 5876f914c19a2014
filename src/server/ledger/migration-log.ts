/**
 * The one log line of the ledger's migration on an existing database: the invoices whose
 * balance it changed (before: grand total less payments, the old screens' figure; after: the
 * ledger's), which are the ones the old screens showed wrong. Logged at the first start after the
 * migration, then marked so it is not repeated.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';

export async function logMigratedBalances(app: FastifyInstance, db: Db): Promise<void> {
  // A read first: an UPDATE at every start would count as a write of the table (db/table-changes.ts).
  const [table] = await db.query<{ t: string | null }>("SELECT to_regclass('ledger_migration_log')::text AS t");
  if (!table?.t) return;
  const waiting = await db.query('SELECT 1 FROM ledger_migration_log WHERE NOT logged LIMIT 1');
  if (!waiting.length) return;
  const changed = await db.query<{ number: string; before: string; after: string }>(
    `UPDATE ledger_migration_log SET logged = true WHERE NOT logged
     RETURNING number, before_balance::text AS before, after_balance::text AS after`,
  );
  if (!changed.length) return;
  app.log.info(
    { balancesCorrected: changed.map((c) => `${c.number}: ${c.before} -> ${c.after}`) },
    `Receivables ledger: ${changed.length} invoice balance(s) corrected by the migration`,
  );
}
