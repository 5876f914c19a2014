/**
 * A bulk load's helper: the secondary indexes of some tables that no constraint owns, then their
 * unique and foreign key constraints, dropped for the load and put back after it. Put back, an index
 * is built in one sort and a foreign key is checked over all rows in one join (ADD CONSTRAINT
 * validates) instead of an index insertion and a lookup per loaded row; nothing goes unchecked.
 * @example
 *   const aside = await setAside(db, ['payment_account']);
 *   await db.query('INSERT INTO payment_account ... SELECT ... FROM generate_series(...)');
 *   await aside.restore();
 */
import type { Sql } from './invoice-data.js';

interface Item {
  table: string;
  name: string;
  def: string;
  kind: 'index' | 'u' | 'f';
}

/** What was set aside, put back in two steps a load times apart. */
export interface SetAside {
  /** The indexes and unique constraints: each built in one sort. */
  restoreIndexes(): Promise<void>;
  /** The foreign keys: each checked over all rows in one join. */
  restoreForeignKeys(): Promise<void>;
  /** Both, in that order. */
  restore(): Promise<void>;
}

/** Drops what slows a load down (foreign keys first, then unique constraints, then indexes). */
export async function setAside(db: Sql, tables: readonly string[]): Promise<SetAside> {
  const { rows } = await db.query<Item>(
    `SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def, 'index' AS kind
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     UNION ALL
     SELECT t.relname, c.conname, pg_get_constraintdef(c.oid), c.contype::text
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace AND c.contype IN ('u', 'f')`,
    [tables],
  );
  const rank = { index: 0, u: 1, f: 2 };
  const items = rows.sort((a, b) => rank[a.kind] - rank[b.kind]);
  for (const { table, name, kind } of [...items].reverse())
    await db.query(kind === 'index' ? `DROP INDEX "${name}"` : `ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
  const putBack = async (wanted: (item: Item) => boolean) => {
    await db.query(`SET maintenance_work_mem = '256MB'`).catch(() => undefined);
    for (const item of items.filter(wanted))
      await db.query(
        item.kind === 'index' ? item.def : `ALTER TABLE "${item.table}" ADD CONSTRAINT "${item.name}" ${item.def}`,
      );
  };
  const restoreIndexes = () => putBack((item) => item.kind !== 'f');
  const restoreForeignKeys = () => putBack((item) => item.kind === 'f');
  return {
    restoreIndexes,
    restoreForeignKeys,
    restore: async () => {
      await restoreIndexes();
      await restoreForeignKeys();
    },
  };
}
