/**
 * An upgrade: a database made by an earlier release (tests/fixtures/database-at-2026-11-27.sql.gz,
 * `pg_dump --inserts` of a database with migrations 001–011 applied and the demo data seeded)
 * is brought up to date by today's prepareDatabase (no migration applied again, the new ones
 * applied, none failing, no demo data added, the full roles given the new permissions), and the
 * app built on it serves it. PGlite, or the PostgreSQL server of
 * TEST_DATABASE_URL (a new database, dropped afterwards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { buildApp } from '@server/app.js';
import type { Db } from '@server/db/types.js';
import { prepareDatabase } from '@server/setup.js';
import type { FastifyInstance } from 'fastify';
import { releasedDatabase } from '../support/released-database.js';
import { ADMIN, JWT_SECRET, VIEWER } from './helpers.js';

const DUMP = 'tests/fixtures/database-at-2026-11-27.sql.gz';
const RELEASED = [
  '001_users_roles_settings.sql',
  '002_files.sql',
  '003_user_names_role_types.sql',
  '004_sessions_throttle.sql',
  '005_versions_audit_trash.sql',
  '006_account_tokens.sql',
  '007_reservation_requests.sql',
  '008_request_activity_comments.sql',
  '009_documents.sql',
  '010_search_shown_reference.sql',
  '011_amendment_base_version.sql',
];

const schemas = loadSchemas('schemas');
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let prepared: { migrated: string[]; seeded: boolean };

beforeAll(async () => {
  ({ db, drop } = await releasedDatabase(DUMP));
  prepared = await prepareDatabase(db, schemas);
  app = await buildApp({ db, schemas, jwtSecret: JWT_SECRET });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await drop?.();
});

describe('upgrade of a database made by the 2026-11-27 release', () => {
  it('applies no migration again, only the new ones, and adds no demo data', async () => {
    expect(prepared.seeded).toBe(false);
    expect(prepared.migrated.filter((name) => RELEASED.includes(name))).toEqual([]);
    expect(prepared.migrated).toContain('012_outbox.sql');
    const names = (await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY name')).map((r) => r.name);
    expect(names).toEqual([...RELEASED, ...prepared.migrated].sort());
  });

  it("gives the administrator role, which held every permission, the new modules' permissions", async () => {
    const login = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const outbox = await app.inject({ method: 'GET', url: '/api/mail/outbox/get?pageIndex=1&pageSize=10', headers });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().mails).toEqual([]);
    // A role that lacked some of the old permissions gets none of the new ones.
    const viewer = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: VIEWER });
    const asViewer = { authorization: `Bearer ${viewer.json().accessToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/mail/outbox/get', headers: asViewer })).statusCode).toBe(403);
  });

  it('serves the stored data: sign-in, a reservation request and a list', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const list = await app.inject({
      method: 'POST',
      url: '/api/reservation/request/get',
      headers,
      payload: { pageIndex: 1, pageSize: 10 },
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().requests as { requestGuid: string; requestReference: string }[];
    expect(first.requestReference).toMatch(/^[A-Z]+-[A-Z]+-\d+$/);
    const one = await app.inject({
      method: 'GET',
      url: `/api/reservation/request/getbyid?requestGuid=${first.requestGuid}`,
      headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ requestGuid: first.requestGuid, requestReference: first.requestReference });
    const accounts = await app.inject({
      method: 'GET',
      url: '/api/finance/paymentaccount/get?pageIndex=1&pageSize=10',
      headers,
    });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().paginationModel.totalRecords).toBeGreaterThan(0);
  });
});
