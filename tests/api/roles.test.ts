import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, VIEWER, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer] = await Promise.all([t.login(ADMIN), t.login(VIEWER)]);
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/authorization/user';
const roleId = async (name: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [name]))[0].id;
const permissionsOf = async (id: number) =>
  (
    await t.db.query<{ permission: string }>('SELECT permission FROM role_permissions WHERE role_id = $1 ORDER BY 1', [
      id,
    ])
  ).map((r) => r.permission);

describe('roles', () => {
  it('should list the demo roles with paging, holders and permission counts', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${BASE}/roles?search=&pageIndex=1&pageSize=10` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(['administrator', 'agency user', 'finance', 'reservations', 'viewer']),
    );
    expect(body.paginationModel).toMatchObject({ pageIndex: 1, pageSize: 10, startIndex: 1 });
    const agencyRole = body.roles.find((r: { title: string }) => r.title === 'agency user');
    expect(agencyRole).toMatchObject({ typeId: 2, permissionCount: 9 });
    expect(agencyRole.userCount).toBeGreaterThan(1);
    const found = (await t.call(admin, { method: 'GET', url: `${BASE}/roles?search=fin` })).json();
    expect(found.roles.map((r: { title: string }) => r.title)).toEqual(['finance']);
  });

  it('should search role names without regard to case or accents, like every list', async () => {
    const added = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'Réception', permissions: [] },
    });
    expect(added.statusCode).toBe(200);
    const titles = async (search: string) =>
      (await t.call(admin, { method: 'GET', url: `${BASE}/roles?search=${encodeURIComponent(search)}` }))
        .json()
        .roles.map((r: { title: string }) => r.title);
    expect(await titles('RECEPTION')).toEqual(['Réception']);
    expect(await titles('récep')).toEqual(['Réception']);
    await t.db.query('DELETE FROM roles WHERE id = $1', [added.json().id]);
  });

  it('should list roles by type', async () => {
    const agency = (await t.call(admin, { method: 'GET', url: `${BASE}/rolesbytypeid?typeId=2` })).json();
    expect(agency).toEqual([{ id: await roleId('agency user'), title: 'agency user', typeId: 2 }]);
    const all = (await t.call(admin, { method: 'GET', url: `${BASE}/rolesbytypeid` })).json();
    expect(all.length).toBeGreaterThanOrEqual(5);
  });

  it('should add a role with its permissions in one go', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: {
        title: 'Auditor',
        permissions: ['Finance.Invoices.ViewList', 'Reports.AgencyInvoiceVsPayment.ViewReport'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Auditor', typeId: 1, permissionCount: 2, userCount: 0 });
    expect(await permissionsOf(res.json().id)).toEqual([
      'Finance.Invoices.ViewList',
      'Reports.AgencyInvoiceVsPayment.ViewReport',
    ]);
  });

  it('should refuse a permission name outside the catalogue and write nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM roles'))[0].n;
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'Broken', permissions: ['Finance.Invoices.ViewList', 'Root.Everything'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ permissions: ['Unknown permission: Root.Everything.'] });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM roles'))[0].n).toBe(before);
    const finance = await roleId('finance');
    const set = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId: finance, permissions: ['Nope'] },
    });
    expect(set.statusCode).toBe(400);
  });

  it('should validate the title: required, length and unique', async () => {
    const empty = await t.call(admin, { method: 'POST', url: `${BASE}/role`, payload: { permissions: [] } });
    expect(empty.json().errors).toEqual({ title: ['Title is required.'] });
    const short = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'ab', permissions: [] },
    });
    expect(short.json().errors).toEqual({ title: ['Title must be at least 3 characters long.'] });
    const taken = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'Finance', permissions: [] },
    });
    expect(taken.json().errors).toEqual({ title: ['A role with this title already exists.'] });
  });

  it("should read and replace a role's permissions", async () => {
    const id = (
      await t.call(admin, { method: 'POST', url: `${BASE}/role`, payload: { title: 'Matrix test', permissions: [] } })
    ).json().id;
    const put = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/role/permissions`,
      payload: { roleId: id, permissions: ['Infrastructure.Cities.ViewList', 'Infrastructure.Cities.Add'] },
    });
    expect(put.json()).toEqual({
      roleId: id,
      permissions: ['Infrastructure.Cities.Add', 'Infrastructure.Cities.ViewList'],
      version: 2,
    });
    const get = await t.call(admin, { method: 'GET', url: `${BASE}/role/getpermissionsbyroleid?roleId=${id}` });
    expect(get.json()).toEqual({
      roleId: id,
      permissions: ['Infrastructure.Cities.Add', 'Infrastructure.Cities.ViewList'],
      version: 2,
    });
    expect(get.headers.etag).toBe('"2"');
    const update = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id, title: 'Matrix test 2', typeId: 2, permissions: ['Zzz.Bad'] },
    });
    expect(update.statusCode).toBe(400);
    const renamed = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updaterole`,
      payload: { id, title: 'Matrix test 2', typeId: 2 },
    });
    expect(renamed.json()).toMatchObject({
      title: 'Matrix test 2',
      typeId: 2,
      permissions: ['Infrastructure.Cities.Add', 'Infrastructure.Cities.ViewList'],
    });
  });

  it('should refuse to delete a role that users still hold with 409, and delete an unused one', async () => {
    const viewerRole = await roleId('viewer');
    const res = await t.call(admin, { method: 'DELETE', url: `${BASE}/deleterole?id=${viewerRole}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/still assigned to \d+ user/);
    const id = (
      await t.call(admin, { method: 'POST', url: `${BASE}/role`, payload: { title: 'Temporary', permissions: [] } })
    ).json().id;
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/deleterole?id=${id}` })).json()).toEqual({ id });
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/deleterole?id=${id}` })).statusCode).toBe(404);
  });

  it('should answer 403 to a viewer on every role write and change nothing', async () => {
    const finance = await roleId('finance');
    const before = await permissionsOf(finance);
    const calls = [
      { method: 'POST' as const, url: `${BASE}/role`, payload: { title: 'Sneaky', permissions: [] } },
      { method: 'PUT' as const, url: `${BASE}/updaterole`, payload: { id: finance, title: 'Sneaky' } },
      { method: 'PUT' as const, url: `${BASE}/role/permissions`, payload: { roleId: finance, permissions: [] } },
      { method: 'DELETE' as const, url: `${BASE}/deleterole?id=${finance}` },
    ];
    for (const call of calls) expect((await t.call(viewer, call)).statusCode).toBe(403);
    expect(await permissionsOf(finance)).toEqual(before);
    expect((await t.call(viewer, { method: 'GET', url: `${BASE}/roles` })).statusCode).toBe(200);
  });

  it('should not let an agency user change roles', async () => {
    await t.db.query(`INSERT INTO role_permissions (role_id, permission)
      SELECT id, 'UserManagement.Roles.Add' FROM roles WHERE name = 'agency user'`);
    const agent = await t.login(AGENT);
    const res = await t.call(agent, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'Agency admin', permissions: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('should serve the catalogue grouped by area', async () => {
    const body = (await t.call(viewer, { method: 'GET', url: `${BASE}/permissions` })).json();
    const area = body.areas.find((a: { area: string }) => a.area === 'UserManagement');
    expect(area.entities.map((e: { entity: string }) => e.entity)).toEqual(
      expect.arrayContaining(['Users', 'Roles', 'AgencyUsers']),
    );
    expect(body.permissions).toContain('UserManagement.Roles.ViewList');
  });
});
