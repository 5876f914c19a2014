/**
 * No lost updates: engine rows, users and roles carry `version` (ETag on getbyid); an update
 * made from another version (body `version` or If-Match) answers 409 stale-version in en/fr and
 * changes nothing; without a version it applies as before. Engine rows answer dateCreated and
 * lastModifiedDate, set by the server only. Runs on PGlite and, with TEST_DATABASE_URL, on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const ACCOUNTS = '/api/finance/paymentaccount';
const USERS = '/api/authorization/user';
const STALE = 'This record was changed by someone else. Reload it and try again.';
const account = { title: 'Versioned account', ref: 'VER01', infraTypeId: 9, isActive: true };

type Row = Record<string, unknown> & { id: number; version: number };
const stored = async (table: string, id: number) =>
  JSON.stringify((await t.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0]);

async function newAccount(): Promise<Row> {
  const res = await t.call(admin, { method: 'POST', url: `${ACCOUNTS}/add`, payload: account });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}

const update = (row: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call(admin, { method: 'PUT', url: `${ACCOUNTS}/update`, payload: row, headers });

function expectStale(
  res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  detail = STALE,
): void {
  expect(res.statusCode).toBe(409);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toEqual({ type: 'about:blank', title: 'Conflict', status: 409, detail, code: 'stale-version' });
}

describe('engine rows', () => {
  it('answers version 1, the dates and ETag "1" for a new row, in getbyid and in the list', async () => {
    const row = await newAccount();
    expect(row).toMatchObject({ version: 1, dateCreated: expect.any(String), lastModifiedDate: expect.any(String) });
    expect(new Date(row.dateCreated as string).toISOString()).toBe(row.dateCreated);
    const got = await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/getbyid?id=${row.id}` });
    expect(got.headers.etag).toBe('"1"');
    expect(got.json()).toMatchObject({ id: row.id, version: 1, dateCreated: row.dateCreated });
    const listed = (await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/get?search=VER01&pageSize=100` }))
      .json()
      .financeListing.paymentAccounts.find((r: Row) => r.id === row.id);
    expect(listed).toMatchObject({ version: 1, dateCreated: row.dateCreated, lastModifiedDate: row.lastModifiedDate });
  });

  it('applies an update made from the current version and answers the next one', async () => {
    const row = await newAccount();
    const res = await update({ ...row, title: 'Second title' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Second title', version: 2, dateCreated: row.dateCreated });
    expect(Date.parse(res.json().lastModifiedDate)).toBeGreaterThanOrEqual(Date.parse(row.lastModifiedDate as string));
    const { version: _v, ...body } = row;
    const again = await update({ ...body, title: 'Third title' }, { 'if-match': '"2"' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version).toBe(3);
  });

  it('answers 409 to an update made from an older version (body), changing nothing', async () => {
    const row = await newAccount();
    expect((await update({ ...row, title: 'First save' })).statusCode).toBe(200);
    const before = await stored('payment_account', row.id);
    expectStale(await update({ ...row, title: 'Second save from the same read' }));
    expect(await stored('payment_account', row.id)).toBe(before);
  });

  it('answers 409 to an update whose If-Match names an older version, in French too', async () => {
    const row = await newAccount();
    const { version: _v, ...body } = row;
    expect((await update({ ...body, title: 'First save' })).statusCode).toBe(200);
    const before = await stored('payment_account', row.id);
    expectStale(await update({ ...body, title: 'Late' }, { 'if-match': '"1"' }));
    expectStale(await update({ ...body, title: 'Late' }, { 'if-match': 'W/"1", "7"' }));
    expectStale(
      await update({ ...body, title: 'Late' }, { 'if-match': '1', 'accept-language': 'fr' }),
      "Cet enregistrement a été modifié par quelqu'un d'autre. Rechargez-le et réessayez.",
    );
    expect(await stored('payment_account', row.id)).toBe(before);
  });

  it('applies an update without a version (or If-Match: *) as before', async () => {
    const row = await newAccount();
    const { version: _v, ...body } = row;
    expect((await update({ ...row, title: 'Moved on' })).statusCode).toBe(200);
    const res = await update({ ...body, title: 'No version sent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'No version sent', version: 3 });
    expect((await update({ ...body, title: 'Any version' }, { 'if-match': '*' })).json().version).toBe(4);
  });

  it('lets exactly one of two saves made from the same read through', async () => {
    const row = await newAccount();
    const answers = await Promise.all([update({ ...row, title: 'Editor A' }), update({ ...row, title: 'Editor B' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const now = (await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/getbyid?id=${row.id}` })).json();
    expect(now).toMatchObject({ title: winner.title, version: 2 });
  });

  it('refuses a version that is not a whole number with 400 on version', async () => {
    const row = await newAccount();
    const res = await update({ ...row, version: 'one' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.version).toEqual(['Version must be a whole number of at least 1.']);
  });

  it('ignores dateCreated, lastModifiedDate and deletedDate sent by a client (set by the server)', async () => {
    const sent = {
      ...account,
      dateCreated: '2000-01-01T00:00:00.000Z',
      lastModifiedDate: '2000-01-01T00:00:00.000Z',
      isDeleted: true,
    };
    const created = await t.call(admin, { method: 'POST', url: `${ACCOUNTS}/add`, payload: sent });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<Row>();
    expect(row.dateCreated).not.toBe(sent.dateCreated);
    expect(Date.now() - Date.parse(row.dateCreated as string)).toBeLessThan(60_000);
    const res = await update({ ...row, ...sent, id: row.id, version: row.version });
    expect(res.json()).toMatchObject({ dateCreated: row.dateCreated, version: 2 });
    expect(res.json().lastModifiedDate).not.toBe(sent.lastModifiedDate);
    expect((await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/getbyid?id=${row.id}` })).statusCode).toBe(200);
  });
});

describe('users', () => {
  async function newUser(): Promise<Row> {
    const [role] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'viewer'");
    const res = await t.call(admin, {
      method: 'POST',
      url: `${USERS}/add`,
      payload: {
        firstName: 'Vera',
        lastName: 'Version',
        email: `vera.${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'Secret123',
        roleIds: [role.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row>();
  }
  const body = (u: Row) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    agencyId: u.agencyId,
    roleIds: (u.roles as { id: number }[]).map((r) => r.id),
    version: u.version,
  });

  it('answers version 1 and ETag "1", and the next version after an update or a lock', async () => {
    const user = await newUser();
    expect(user.version).toBe(1);
    const got = await t.call(admin, { method: 'GET', url: `${USERS}/getbyid?id=${user.id}` });
    expect(got.headers.etag).toBe('"1"');
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${USERS}/update`,
      payload: { ...body(user), firstName: 'Vanessa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Vanessa', version: 2 });
    const locked = await t.call(admin, {
      method: 'PUT',
      url: `${USERS}/lock`,
      payload: { id: user.id, isLocked: true },
    });
    expect(locked.json().version).toBe(3);
  });

  it('answers 409 to an update made from an older version (body or If-Match), changing nothing, not even the roles', async () => {
    const user = await newUser();
    const [other] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'finance'");
    expect(
      (await t.call(admin, { method: 'PUT', url: `${USERS}/update`, payload: { ...body(user), lastName: 'First' } }))
        .statusCode,
    ).toBe(200);
    const before = await stored('users', user.id);
    const roles = JSON.stringify(
      await t.db.query('SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id', [user.id]),
    );
    expectStale(
      await t.call(admin, {
        method: 'PUT',
        url: `${USERS}/update`,
        payload: { ...body(user), lastName: 'Late', roleIds: [other.id] },
      }),
    );
    const { version: _v, ...noVersion } = body(user);
    expectStale(
      await t.call(admin, {
        method: 'PUT',
        url: `${USERS}/update`,
        payload: { ...noVersion, lastName: 'Late' },
        headers: { 'if-match': '"1"' },
      }),
    );
    expect(await stored('users', user.id)).toBe(before);
    expect(
      JSON.stringify(await t.db.query('SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id', [user.id])),
    ).toBe(roles);
    const applied = await t.call(admin, {
      method: 'PUT',
      url: `${USERS}/update`,
      payload: { ...noVersion, lastName: 'Without version' },
    });
    expect(applied.json()).toMatchObject({ lastName: 'Without version', version: 3 });
  });
});

describe('roles', () => {
  async function newRole(): Promise<Row> {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${USERS}/role`,
      payload: {
        title: `Versioned ${Math.random().toString(36).slice(2, 8)}`,
        permissions: ['Infrastructure.Cities.ViewList'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row>();
  }

  it('answers 409 to a rename made from an older version, changing nothing', async () => {
    const role = await newRole();
    expect(role.version).toBe(1);
    const renamed = await t.call(admin, {
      method: 'PUT',
      url: `${USERS}/updaterole`,
      payload: { id: role.id, title: `${role.title} A`, version: 1 },
    });
    expect(renamed.json()).toMatchObject({ version: 2 });
    const before = await stored('roles', role.id);
    expectStale(
      await t.call(admin, {
        method: 'PUT',
        url: `${USERS}/updaterole`,
        payload: { id: role.id, title: `${role.title} B`, version: 1 },
      }),
    );
    expect(await stored('roles', role.id)).toBe(before);
    const listed = (
      await t.call(admin, { method: 'GET', url: `${USERS}/roles?search=${encodeURIComponent(role.title as string)}` })
    ).json().roles;
    expect(listed[0]).toMatchObject({ id: role.id, version: 2 });
  });

  it('answers 409 to a permission change made from an older version, changing nothing', async () => {
    const role = await newRole();
    const read = await t.call(admin, { method: 'GET', url: `${USERS}/role/getpermissionsbyroleid?roleId=${role.id}` });
    expect(read.headers.etag).toBe('"1"');
    const first = await t.call(admin, {
      method: 'PUT',
      url: `${USERS}/role/permissions`,
      payload: { roleId: role.id, permissions: ['Infrastructure.Cities.Add'] },
      headers: { 'if-match': read.headers.etag as string },
    });
    expect(first.json()).toEqual({ roleId: role.id, permissions: ['Infrastructure.Cities.Add'], version: 2 });
    expectStale(
      await t.call(admin, {
        method: 'PUT',
        url: `${USERS}/role/permissions`,
        payload: { roleId: role.id, permissions: [], version: 1 },
      }),
    );
    expect(
      (await t.call(admin, { method: 'GET', url: `${USERS}/role/getpermissionsbyroleid?roleId=${role.id}` })).json(),
    ).toEqual({ roleId: role.id, permissions: ['Infrastructure.Cities.Add'], version: 2 });
  });
});
