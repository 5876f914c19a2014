/**
 * The server's own VACUUM and ANALYZE on PGlite (db/maintenance.ts): at start only the tables
 * written since their last maintenance, one statement per table; while running, the tables over
 * autovacuum's thresholds. PGlite only: a PostgreSQL server runs autovacuum, and its statistics
 * would race with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables } from '@server/db/maintenance.js';
import type { Queryable } from '@server/db/types.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;

/** The database, with every statement it is sent recorded. */
function recorded(db: Queryable): { db: Queryable; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      query: (sql, params, options) => {
        statements.push(sql);
        return db.query(sql, params, options);
      },
      exec: (sql) => {
        statements.push(sql);
        return db.exec(sql);
      },
    },
  };
}

const vacuumedInThisSession = async (table: string) =>
  (
    await t.db.query<{ done: boolean }>(
      'SELECT last_vacuum IS NOT NULL AND last_analyze IS NOT NULL AS done FROM pg_stat_user_tables WHERE relname = $1',
      [table],
    )
  )[0]?.done;

describe.skipIf(!!process.env.TEST_DATABASE_URL)('table maintenance on PGlite', () => {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN);
  });
  afterAll(() => t?.close());

  it('at start, vacuums each table written since its last maintenance, one statement per table, then none', async () => {
    const first = recorded(t.db);
    const done = await maintainTables(first.db, 'start');
    // The seeded database: its tables were written and never maintained.
    expect(done).toEqual(expect.arrayContaining(['payment_account', 'hotel', 'users', 'invoices']));
    const vacuums = first.statements.filter((sql) => /^VACUUM/.test(sql));
    expect(vacuums).toEqual(done.map((table) => `VACUUM (ANALYZE) ${table}`));
    expect(await vacuumedInThisSession('payment_account')).toBe(true);

    // Nothing written since: a restart finds nothing to do.
    expect(await maintainTables(t.db, 'start')).toEqual([]);

    // One account added through the API: its table (and the audit trail's) are due, the hotels are not.
    const added = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/paymentaccount/add',
      payload: { id: null, title: 'Maintenance probe', ref: 'VAC01', infraTypeId: 10, isActive: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = await maintainTables(t.db, 'start');
    expect(after).toContain('payment_account');
    expect(after).not.toContain('hotel');
    expect(await maintainTables(t.db, 'start')).toEqual([]);
  });

  it('while running, vacuums a table once this session has written more than autovacuum would let pass', async () => {
    await t.db.exec('CREATE TABLE maintenance_probe (id integer)');
    // 1,500 rows into an empty table: over 1,000 + 20 % inserted since its last VACUUM.
    await t.db.query('INSERT INTO maintenance_probe SELECT generate_series(1, 1500)');
    // PostgreSQL publishes a session's statistics at most once a second.
    let done: string[] = [];
    for (let tries = 0; tries < 40 && !done.includes('maintenance_probe'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      done = [...done, ...(await maintainTables(t.db, 'running'))];
    }
    expect(done).toContain('maintenance_probe');
    expect(await vacuumedInThisSession('maintenance_probe')).toBe(true);
    // Ten rows more are under the thresholds of a 1,500-row table.
    await t.db.query('INSERT INTO maintenance_probe SELECT generate_series(1, 10)');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await t.db.query('SELECT 1');
    expect(await maintainTables(t.db, 'running')).not.toContain('maintenance_probe');
  });
});
