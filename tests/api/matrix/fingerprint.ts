/**
 * A cheap fingerprint of every table of the database: its row count and an order-free hash of
 * its rows (the sum of `hashtext(row::text)`), all tables in one query. Equal fingerprints
 * before and after a refused request prove that it wrote nothing, whichever table it aimed at.
 */
import { ident } from '@server/db/sql.js';
import type { Db } from '@server/db/types.js';

export type Fingerprint = Record<string, string>;

/** Reads the table list once; returns a function that fingerprints those tables. */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((r) => r.name);
  if (!tables.length) throw new Error('fingerprint: no tables found');
  const sql = tables
    .map(
      (name, i) =>
        `SELECT $${i + 1}::text AS name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text AS print FROM ${ident(name)} t`,
    )
    .join(' UNION ALL ');
  return async () => {
    const rows = await db.query<{ name: string; print: string }>(sql, tables);
    return Object.fromEntries(rows.map((r) => [r.name, r.print]));
  };
}

/** The tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
