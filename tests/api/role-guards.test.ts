/**
 * The review's privilege leak: a user holding only Roles.Add / Permissions.Add emptied and
 * renamed the administrator role. A role changes only for a caller holding all of its
 * permissions before and after; the last full role and the last active full user stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, claimsOf, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let catalogue: string[];
const ids: Record<string, number> = {};

const BASE = '/api/authorization/user';
const PASSWORD = 'Secret123';

async function role(title: string, permissions: string[]): Promise<number> {
  const res = await t.call(admin, { method: 'POST', url: `${BASE}/role`, payload: { title, permissions } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
async function user(email: string, roleIds: number[]): Promise<number> {
  const res = await t.call(admin, {
    method: 'POST',
    url: `${BASE}/add`,
    payload: { firstName: 'Test', lastName: 'User', email, password: PASSWORD, roleIds },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const permissionsOf = async (id: number) =>
  (
    await t.db.query<{ permission: string }>('SELECT permission FROM role_permissions WHERE role_id = $1 ORDER BY 1', [
      id,
    ])
  ).map((r) => r.permission);
const roleRow = async (id: number) => (await t.db.query('SELECT name, type_id FROM roles WHERE id = $1', [id]))[0];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  catalogue = (await t.call(admin, { method: 'GET', url: '/api/permissions' })).json().permissions;
  ids.administrator = (await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'administrator'"))[0].id;
  ids.roleEditor = await role('Role editor', [
    'UserManagement.Roles.Add',
    'UserManagement.Permissions.Add',
    'UserManagement.Roles.Delete',
    'UserManagement.Roles.ViewList',
  ]);
  await user('role.editor@example.com', [ids.roleEditor]);
  // Every permission, through two roles neither of which is full on its own.
  const half = Math.floor(catalogue.length / 2);
  ids.half1 = await role('Half one', catalogue.slice(0, half));
  ids.half2 = await role('Half two', catalogue.slice(half));
  ids.union = await user('union@example.com', [ids.half1, ids.half2]);
});
afterAll(async () => {
  await t?.close();
});

describe('changing a role', () => {
  it("refuses the reviewer's attack: emptying, renaming or deleting the administrator role with Roles.Add only", async () => {
    const editor = await t.login({ email: 'role.editor@example.com', password: PASSWORD });
    const before = await permissionsOf(ids.administrator);
    const attacks = [
      {
        method: 'PUT' as const,
        url: `${BASE}/role/permissions`,
        payload: { roleId: ids.administrator, permissions: [] },
      },
      { method: 'PUT' as const, url: `${BASE}/updaterole`, payload: { id: ids.administrator, title: 'pwned' } },
      {
        method: 'PUT' as const,
        url: `${BASE}/updaterole`,
        payload: { id: ids.administrator, title: 'pwned', permissions: [] },
      },
      { method: 'DELETE' as const, url: `${BASE}/deleterole?id=${ids.administrator}` },
    ];
    for (const attack of attacks) {
      const res = await t.call(editor, attack);
      expect(res.statusCode, attack.url).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().detail).toMatch(/^You can only change a role when you hold every permission it has/);
    }
    expect(await permissionsOf(ids.administrator)).toEqual(before);
    expect(await roleRow(ids.administrator)).toEqual({ name: 'administrator', type_id: 1 });
    const again = claimsOf(await t.login(ADMIN));
    expect([...(again.Permission as string[])].sort()).toEqual([...catalogue].sort());
  });

  it('refuses, in French too, to grant a permission the caller lacks (403, nothing written)', async () => {
    const editor = await t.login({ email: 'role.editor@example.com', password: PASSWORD });
    const mine = await role('Editable', ['UserManagement.Roles.Add']);
    const res = await t.call(editor, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      headers: { 'accept-language': 'fr' },
      payload: { roleId: mine, permissions: ['UserManagement.Roles.Add', 'Finance.PaymentAccounts.ViewList'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Manquantes : Finance\.PaymentAccounts\.ViewList\./);
    expect(await permissionsOf(mine)).toEqual(['UserManagement.Roles.Add']);
    const own = await t.call(editor, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId: mine, permissions: ['UserManagement.Permissions.Add'] },
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the last role holding every permission: no reducing, renaming, retyping or deleting (409)', async () => {
    const reduce = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId: ids.administrator, permissions: catalogue.slice(1) },
    });
    expect(reduce.statusCode).toBe(409);
    expect(reduce.json().detail).toBe(
      'This is the last role holding every permission: it cannot be reduced or deleted.',
    );
    const rename = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id: ids.administrator, title: 'root' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toMatch(/cannot be renamed/);
    const retype = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id: ids.administrator, title: 'administrator', typeId: 2 },
    });
    expect(retype.statusCode).toBe(409);
    expect(await permissionsOf(ids.administrator)).toEqual([...catalogue].sort());
    expect(await roleRow(ids.administrator)).toEqual({ name: 'administrator', type_id: 1 });
  });

  it('deletes or renames a full role while another full role remains', async () => {
    const spare = await role('Spare full', catalogue);
    const renamed = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id: spare, title: 'Spare full 2' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/deleterole?id=${spare}` })).statusCode).toBe(200);
  });
});

describe('the last active user holding every permission', () => {
  it('cannot be locked, deleted or lose the full role, even by a caller holding every permission', async () => {
    const union = await t.login({ email: 'union@example.com', password: PASSWORD });
    const adminId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'"))[0].id;
    const lock = await t.call(union, { method: 'PUT', url: `${BASE}/lock`, payload: { id: adminId, isLocked: true } });
    expect(lock.statusCode).toBe(409);
    expect(lock.json().detail).toMatch(/last active user holding every permission/);
    const update = await t.call(union, {
      method: 'PUT',
      url: `${BASE}/update`,
      payload: { id: adminId, firstName: 'Alice', lastName: 'Admin', email: 'admin@example.com', roleIds: [ids.half1] },
    });
    expect(update.statusCode).toBe(409);
    const remove = await t.call(union, { method: 'DELETE', url: `${BASE}/delete?id=${adminId}` });
    expect(remove.statusCode).toBe(409);
    const reduce = await t.call(union, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId: ids.administrator, permissions: catalogue.slice(1) },
    });
    expect(reduce.statusCode).toBe(409);
    const again = claimsOf(await t.login(ADMIN));
    expect((again.Permission as string[]).length).toBe(catalogue.length);
  });

  it('can be locked once another active user holds a full role', async () => {
    const second = await user('second.admin@example.com', [ids.administrator]);
    const adminId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'"))[0].id;
    const lock = await t.call(admin, { method: 'PUT', url: `${BASE}/lock`, payload: { id: second, isLocked: true } });
    expect(lock.statusCode).toBe(200);
    const secondToken = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/lock`,
      payload: { id: second, isLocked: false },
    });
    expect(secondToken.statusCode).toBe(200);
    const other = await t.login({ email: 'second.admin@example.com', password: PASSWORD });
    expect(
      (await t.call(other, { method: 'PUT', url: `${BASE}/lock`, payload: { id: adminId, isLocked: true } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(other, { method: 'PUT', url: `${BASE}/lock`, payload: { id: adminId, isLocked: false } }))
        .statusCode,
    ).toBe(200);
  });
});
