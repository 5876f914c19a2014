/**
 * Sessions end when they should: lock, delete, password change, a change of the user's roles
 * or of a role's permissions, and logout each refuse the old token at the next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredSessions } from '@server/auth/sessions.js';
import { ADMIN, claimsOf, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  const roles = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/authorization/user';
const PASSWORD = 'Secret123';
const ME = { method: 'GET' as const, url: '/api/permissions' };

/** A new user with these roles, signed in: its id, email and token. */
async function signedInUser(roles: number[]) {
  const email = `s.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await t.call(admin, {
    method: 'POST',
    url: `${BASE}/add`,
    payload: { firstName: 'Sam', lastName: 'Session', email, password: PASSWORD, roleIds: roles },
  });
  expect(res.statusCode).toBe(200);
  const token = await t.login({ email, password: PASSWORD });
  expect((await t.call(token, ME)).statusCode).toBe(200); // verified once: remembered in memory
  return { id: res.json<{ id: number }>().id, email, token };
}

const status = async (token: string, options = ME) => (await t.call(token, options)).statusCode;

describe('revocation', () => {
  it("answers 401 to a locked user's token, which can no longer create a user", async () => {
    const user = await signedInUser([roleIds.administrator]);
    const lock = await t.call(admin, { method: 'PUT', url: `${BASE}/lock`, payload: { id: user.id, isLocked: true } });
    expect(lock.statusCode).toBe(200);
    expect(await status(user.token)).toBe(401);
    const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
    const add = await t.call(user.token, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: {
        firstName: 'Eve',
        lastName: 'Evil',
        email: 'eve.evil@example.com',
        password: PASSWORD,
        roleIds: [roleIds.administrator],
      },
    });
    expect(add.statusCode).toBe(401);
    const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
    expect(after).toBe(before);
  });

  it('keeps the sessions of a user who is unlocked (only locking ends them)', async () => {
    const user = await signedInUser([roleIds.viewer]);
    await t.call(admin, { method: 'PUT', url: `${BASE}/lock`, payload: { id: user.id, isLocked: false } });
    expect(await status(user.token)).toBe(200);
  });

  it("answers 401 to a deleted user's token", async () => {
    const user = await signedInUser([roleIds.administrator]);
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=${user.id}` })).statusCode).toBe(200);
    expect(await status(user.token)).toBe(401);
  });

  it('answers 401 to a token issued before a password change; the new password signs in', async () => {
    const user = await signedInUser([roleIds.viewer]);
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updatepassword`,
      payload: { id: user.id, password: 'Changed2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(await status(user.token)).toBe(401);
    expect(await status(await t.login({ email: user.email, password: 'Changed2026' }))).toBe(200);
  });

  it("answers 401 after a change of the user's roles, and the next sign-in carries the new permissions", async () => {
    const user = await signedInUser([roleIds.viewer]);
    const update = (roles: number[], firstName = 'Sam') =>
      t.call(admin, {
        method: 'PUT',
        url: `${BASE}/update`,
        payload: { id: user.id, firstName, lastName: 'Session', email: user.email, roleIds: roles },
      });
    expect((await update([roleIds.viewer], 'Samuel')).statusCode).toBe(200);
    expect(await status(user.token)).toBe(200); // same roles: the session goes on
    expect((await update([roleIds.finance])).statusCode).toBe(200);
    expect(await status(user.token)).toBe(401);
    const fresh = await t.login({ email: user.email, password: PASSWORD });
    const [finance] = await t.db.query<{ permissions: string[] }>(
      'SELECT array_agg(permission ORDER BY permission) AS permissions FROM role_permissions WHERE role_id = $1',
      [roleIds.finance],
    );
    expect(claimsOf(fresh).Permission).toEqual(finance.permissions);
    expect(claimsOf(user.token).Permission).not.toEqual(finance.permissions);
  });

  it('answers 401 to every holder of a role whose permissions change, not to others', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: `Temp ${Date.now()}`, typeId: 1, permissions: ['Finance.PaymentAccounts.ViewList'] },
    });
    const roleId = created.json<{ id: number }>().id;
    const [one, two, other] = [
      await signedInUser([roleId]),
      await signedInUser([roleId]),
      await signedInUser([roleIds.viewer]),
    ];
    const same = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId, permissions: ['Finance.PaymentAccounts.ViewList'] },
    });
    expect(same.statusCode).toBe(200);
    expect(await status(one.token)).toBe(200); // the same set: nothing ends
    const changed = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId, permissions: ['Finance.PaymentAccounts.ViewList', 'Finance.PaymentAccounts.Add'] },
    });
    expect(changed.statusCode).toBe(200);
    expect([await status(one.token), await status(two.token), await status(other.token)]).toEqual([401, 401, 200]);
    const fresh = await t.login({ email: one.email, password: PASSWORD });
    expect(claimsOf(fresh).Permission).toEqual(['Finance.PaymentAccounts.Add', 'Finance.PaymentAccounts.ViewList']);

    // updaterole: a rename keeps the sessions, new permissions end them
    const rename = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id: roleId, title: `Renamed ${Date.now()}`, typeId: 1 },
    });
    expect(rename.statusCode).toBe(200);
    expect(await status(fresh)).toBe(200);
    const update = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: {
        id: roleId,
        title: `Renamed ${Date.now()}`,
        typeId: 1,
        permissions: ['Finance.PaymentAccounts.ViewList'],
      },
    });
    expect(update.statusCode).toBe(200);
    expect(await status(fresh)).toBe(401);
  });
});

describe('POST /api/Auth/logout', () => {
  it('ends only the session of its token: another session of the same user goes on', async () => {
    const user = await signedInUser([roleIds.viewer]);
    const second = await t.login({ email: user.email, password: PASSWORD });
    const res = await t.call(user.token, { method: 'POST', url: '/api/Auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await status(user.token)).toBe(401);
    expect(await status(second)).toBe(200);
    expect((await t.call(user.token, { method: 'POST', url: '/api/Auth/logout' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'POST', url: '/api/Auth/logout' })).statusCode).toBe(401);
  });
});

describe('session rows', () => {
  it('are written by sign-in with the exp of the token, and deleted once expired', async () => {
    const token = await t.login(ADMIN);
    const { sid, exp } = claimsOf(token) as { sid: string; exp: number };
    const [row] = await t.db.query<{ expires: number; userId: number }>(
      'SELECT extract(epoch FROM expires_at)::integer AS expires, user_id AS "userId" FROM sessions WHERE id = $1',
      [sid],
    );
    expect(row).toEqual({ expires: exp, userId: 1 });
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sid]);
    await deleteExpiredSessions(t.db);
    expect(await t.db.query('SELECT 1 FROM sessions WHERE id = $1', [sid])).toEqual([]);
    expect(await status(token)).toBe(401);
  });
});
