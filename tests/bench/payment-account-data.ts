/**
 * Generates payment accounts for the list benchmarks (lists-1m.ts) with one set-based INSERT
 * (generate_series) on a database the product has migrated and seeded, the table's secondary
 * indexes (the trigram search index among them) and foreign keys set aside for the load and put
 * back after it, then VACUUM ANALYZE (what the server's start-up does on PGlite; autovacuum would
 * get there later on a server). Row g: title `Account <g> <md5>`, ref `R` + g on six digits
 * (`R012345`, unique), initial `ACC<g>`, a payment category of the seeded ones in turn, active
 * unless g is a multiple of 7.
 */
import type { Sql } from './invoice-data.js';
import { setAside } from './set-aside.js';

export const PAYMENT_ACCOUNT_TABLE = 'payment_account';

/** The reference of generated row g, as a search or filter types it. */
export const accountRef = (g: number) => `R${String(g).padStart(6, '0')}`;

export interface GeneratedAccounts {
  rows: number;
  /** The payment categories the rows use, in turn (row g has categories[g % length]). */
  categories: number[];
  seconds: number;
}

export async function generatePaymentAccounts(db: Sql, rows: number): Promise<GeneratedAccounts> {
  const t0 = performance.now();
  const { rows: types } = await db.query<{ id: number }>(
    'SELECT id FROM infra_type WHERE type_group_id = 11 AND NOT is_deleted ORDER BY id',
  );
  const categories = types.map((t) => t.id);
  if (!categories.length) throw new Error('the list bench needs the seeded payment categories (infra_type group 11)');
  const aside = await setAside(db, [PAYMENT_ACCOUNT_TABLE]);
  await db.query(
    `INSERT INTO ${PAYMENT_ACCOUNT_TABLE} (title, ref, initial, description, infra_type_id, is_active)
     SELECT 'Account ' || g || ' ' || md5(g::text), 'R' || lpad(g::text, 6, '0'), 'ACC' || g,
            '<p>Generated account ' || g || '</p>', ($1::int[])[1 + g % cardinality($1::int[])], g % 7 <> 0
       FROM generate_series(1, $2::int) AS g`,
    [categories, rows],
  );
  await aside.restore();
  await db.query(`VACUUM ANALYZE ${PAYMENT_ACCOUNT_TABLE}`);
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${PAYMENT_ACCOUNT_TABLE} WHERE NOT is_deleted`,
  );
  return { rows: counted[0].n, categories, seconds: (performance.now() - t0) / 1000 };
}
