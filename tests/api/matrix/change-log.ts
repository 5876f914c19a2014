/**
 * Which tables a request changed, checked after every refused request of the matrix: a row
 * trigger on every table appends the table's name to `matrix_change_log` (TRUNCATE too). A
 * write that is rolled back leaves no entry, like it leaves no row. One indexed read per check,
 * where the full fingerprint (fingerprint.ts, a hash of every row) is too slow to run ~1,000
 * times; the matrix compares the full fingerprint too, once per column.
 * Test databases only: this adds a table, a function and triggers.
 */
import { ident } from '@server/db/sql.js';
import type { Db } from '@server/db/types.js';

export interface ChangeLog {
  /** Tables changed since the previous call (or since install). */
  changedSince(): Promise<string[]>;
}

export async function installChangeLog(db: Db): Promise<ChangeLog> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((r) => r.name);
  await db.exec(`
    CREATE TABLE matrix_change_log (id bigserial PRIMARY KEY, table_name text NOT NULL);
    CREATE FUNCTION matrix_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO matrix_change_log (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    ${tables
      .map(
        (t) => `
      CREATE TRIGGER matrix_log_rows AFTER INSERT OR UPDATE OR DELETE ON ${ident(t)} FOR EACH ROW EXECUTE FUNCTION matrix_log_change();
      CREATE TRIGGER matrix_log_truncate AFTER TRUNCATE ON ${ident(t)} FOR EACH STATEMENT EXECUTE FUNCTION matrix_log_change();`,
      )
      .join('')}
  `);
  let seen = 0;
  return {
    async changedSince() {
      const rows = await db.query<{ id: string; table_name: string }>(
        'SELECT l.id::text AS id, l.table_name FROM matrix_change_log l WHERE l.id > $1 ORDER BY l.id',
        [seen],
      );
      if (rows.length) seen = Number(rows[rows.length - 1].id);
      return [...new Set(rows.map((r) => r.table_name))];
    },
  };
}
