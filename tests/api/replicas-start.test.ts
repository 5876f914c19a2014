/**
 * Replicas started together on one empty PostgreSQL database (two pools, as two machines would
 * have): one migrates and seeds, the other waits and then finds nothing to do; neither fails and
 * nothing is made twice. PGlite is one process by nature.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { PgDb } from '@server/db/pg.js';
import { prepareDatabase } from '@server/setup.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('replicas preparing one database at once (PostgreSQL)', () => {
  const name = `t_rep_${randomBytes(5).toString('hex')}`;
  const opened: PgDb[] = [];
  let admin: PgDb;

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  it('migrate and seed once, and both start', async () => {
    admin = await PgDb.open(serverUrl!);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([PgDb.open(url.toString()), PgDb.open(url.toString())]);
    opened.push(a, b);
    const schemas = loadSchemas('schemas');
    const [first, second] = await Promise.all([prepareDatabase(a, schemas), prepareDatabase(b, schemas)]);
    // One of them did the work, the other found it done.
    expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
    expect(Math.min(first.migrated.length, second.migrated.length)).toBe(0);
    const [{ files, distinct }] = await a.query<{ files: number; distinct: number }>(
      'SELECT count(*)::int AS files, count(DISTINCT name)::int AS distinct FROM migrations',
    );
    expect(files).toBe(distinct);
    expect(files).toBe(Math.max(first.migrated.length, second.migrated.length));
    const [{ admins }] = await a.query<{ admins: number }>(
      "SELECT count(*)::int AS admins FROM users WHERE email = 'admin@example.com'",
    );
    expect(admins).toBe(1);
  }, 120_000);
});
