import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, claimsOf, startTestApp, VIEWER, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let viewer: string;
let agent: string;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  // The agency user's role also manages users, for the scope tests.
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission)
     SELECT id, unnest(ARRAY['UserManagement.Users.ViewList', 'UserManagement.Users.Add', 'UserManagement.Users.Delete',
                             'UserManagement.AgencyUsers.ViewList'])
       FROM roles WHERE name = 'agency user'`,
  );
  [admin, viewer, agent] = await Promise.all([t.login(ADMIN), t.login(VIEWER), t.login(AGENT)]);
  const roles = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/authorization/user';
const newUser = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nina',
  lastName: 'North',
  email: `nina.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Secret123',
  roleIds: [roleIds.viewer],
  ...over,
});
const userCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users'))[0].n;

describe('users list', () => {
  it('should answer users with their roles and agency, and paging, never a password hash', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${BASE}/get?search=&pageIndex=1&pageSize=5` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(5);
    expect(body.paginationModel).toMatchObject({
      pageIndex: 1,
      pageSize: 5,
      currentPageRecords: 5,
      startIndex: 1,
      endIndex: 5,
    });
    expect(body.paginationModel.totalRecords).toBeGreaterThanOrEqual(14);
    expect(res.body).not.toMatch(/password|scrypt/i);
    const all = (await t.call(admin, { method: 'GET', url: `${BASE}/get?pageSize=100` })).json().users;
    const adam = all.find((u: { email: string }) => u.email === 'agent@example.com');
    expect(adam).toMatchObject({
      firstName: 'Adam',
      lastName: 'Agent',
      fullName: 'Adam Agent',
      agencyId: 1,
      agencyName: 'Blue Horizon Travel',
      isLocked: false,
      roles: [{ id: roleIds['agency user'], title: 'agency user' }],
    });
    expect(typeof adam.dateCreated).toBe('string');
    expect(all.find((u: { email: string }) => u.email === 'admin@example.com')).toMatchObject({
      agencyId: null,
      agencyName: null,
    });
  });

  it('should search names, emails and agency names', async () => {
    const body = (await t.call(admin, { method: 'GET', url: `${BASE}/get?search=sunrise` })).json();
    expect(body.users.map((u: { email: string }) => u.email).sort()).toEqual([
      'sara@sunrise.example',
      'selin@sunrise.example',
    ]);
  });

  it('should search what the list shows (roles too) without regard to case or accents', async () => {
    const emails = async (search: string) =>
      (await t.call(admin, { method: 'GET', url: `${BASE}/get?search=${encodeURIComponent(search)}` }))
        .json()
        .users.map((u: { email: string }) => u.email);
    expect(await emails('ÀLICE ÂDMIN')).toEqual(['admin@example.com']);
    expect(await emails('agency user')).toContain('agent@example.com');
    expect(await emails('blue horizon')).toContain('agent@example.com');
  });

  it('should reject a bad page index with 400 on pageIndex', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${BASE}/get?pageIndex=0` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pageIndex).toBeDefined();
  });

  it('should get one user by id, and 404 for a missing one', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=1` });
    expect(res.json()).toMatchObject({ id: 1, email: 'admin@example.com' });
    expect((await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=9999` })).statusCode).toBe(404);
  });
});

describe('adding users', () => {
  it('should add a user with roles, hash the password with scrypt and return no hash', async () => {
    const body = newUser({ firstName: '  Paul ', lastName: 'Plain', agencyId: 3, roleIds: [roleIds['agency user']] });
    const res = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Paul',
      fullName: 'Paul Plain',
      agencyId: 3,
      agencyName: 'Atlas Voyages',
      roles: [{ id: roleIds['agency user'], title: 'agency user' }],
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
    const [row] = await t.db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [
      res.json().id,
    ]);
    expect(row.hash).toMatch(/^scrypt\$/);
    const token = await t.login({ email: body.email, password: 'Secret123' });
    expect(claimsOf(token)).toMatchObject({ fullname: 'Paul Plain', agencyId: 3 });
  });

  it('should give the user the union of its roles permissions at login', async () => {
    const body = newUser({ roleIds: [roleIds.finance, roleIds['agency user']] });
    expect((await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: body })).statusCode).toBe(200);
    const permissions = claimsOf(await t.login({ email: body.email, password: body.password })).Permission as string[];
    expect(permissions).toContain('Finance.PaymentAccounts.ViewList');
    expect(permissions).toContain('Reservations.Reservation.Add');
  });

  it('should report every missing field with the shared messages, and write nothing', async () => {
    const before = await userCount();
    const res = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: ['First Name is required.'],
      lastName: ['Last Name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
      roleIds: ['Select at least one role.'],
    });
    expect(await userCount()).toBe(before);
  });

  it('should answer in French with Accept-Language fr', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(res.json().errors.firstName).toEqual(['Le champ « Prénom » est obligatoire.']);
  });

  it('should enforce the password policy', async () => {
    const short = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser({ password: 'abc123' }) });
    expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters long.'] });
    const letters = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ password: 'abcdefghij' }),
    });
    expect(letters.json().errors).toEqual({ password: ['Password must contain letters and digits.'] });
  });

  it('should refuse an email already used, whatever its case', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ email: 'Viewer@Example.com' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['A user with this email already exists.'] });
  });

  it('should refuse an unknown agency, an unknown role and a malformed email', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ agencyId: 999, roleIds: [9999], email: 'not-an-email' }),
    });
    expect(res.json().errors).toEqual({ email: ['Email is not valid.'] });
    const res2 = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ agencyId: 999, roleIds: [9999] }),
    });
    expect(res2.json().errors).toEqual({ agencyId: ['Agency is not valid.'], roleIds: ['Roles is not valid.'] });
  });

  it('should answer 403 without the permission and add nothing', async () => {
    const before = await userCount();
    const res = await t.call(viewer, { method: 'POST', url: `${BASE}/add`, payload: newUser() });
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await t.call(null, { method: 'GET', url: `${BASE}/get` })).statusCode).toBe(401);
  });
});

describe('updating, locking and deleting users', () => {
  it('should update names, email and roles without touching the password', async () => {
    const created = (await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser() })).json();
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/update`,
      payload: {
        id: created.id,
        firstName: 'Nora',
        lastName: 'South',
        email: created.email,
        roleIds: [roleIds.finance],
        password: 'Ignored999',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Nora South', roles: [{ title: 'finance' }] });
    await t.login({ email: created.email, password: 'Secret123' });
  });

  it('should change a password with the policy', async () => {
    const created = (await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser() })).json();
    const bad = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updatepassword`,
      payload: { id: created.id, password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/updatepassword`,
      payload: { id: created.id, password: 'NewPass2026' },
    });
    expect(ok.json()).toEqual({ id: created.id });
    await t.login({ email: created.email, password: 'NewPass2026' });
  });

  it('should stop a locked user from logging in, and let them in again once unlocked', async () => {
    const created = (await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser() })).json();
    const locked = await t.call(admin, {
      method: 'PUT',
      url: `${BASE}/lock`,
      payload: { id: created.id, isLocked: true },
    });
    expect(locked.json().isLocked).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: created.email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(401);
    await t.call(admin, { method: 'PUT', url: `${BASE}/lock`, payload: { id: created.id, isLocked: false } });
    await t.login({ email: created.email, password: 'Secret123' });
  });

  it('should not let a user lock or delete their own account', async () => {
    const lock = await t.call(admin, { method: 'PUT', url: `${BASE}/lock`, payload: { id: 1, isLocked: true } });
    expect(lock.json().errors).toEqual({ id: ['You cannot lock your own account.'] });
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=1` })).statusCode).toBe(400);
    const [row] = await t.db.query<{ locked: boolean }>('SELECT is_locked AS locked FROM users WHERE id = 1');
    expect(row.locked).toBe(false);
  });

  it('should delete a user', async () => {
    const created = (await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser() })).json();
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=${created.id}` })).json()).toEqual({
      id: created.id,
    });
    expect((await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=${created.id}` })).statusCode).toBe(404);
  });

  it('should not let a user without a permission grant a role that has it, or manage a stronger user', async () => {
    const email = 'limited.manager@example.com';
    await t.db.query(`INSERT INTO roles (name) VALUES ('user manager')`);
    await t.db.query(`INSERT INTO role_permissions (role_id, permission)
      SELECT id, unnest(ARRAY['UserManagement.Users.ViewList', 'UserManagement.Users.Add']) FROM roles WHERE name = 'user manager'`);
    const managerRole = (await t.db.query<{ id: number }>(`SELECT id FROM roles WHERE name = 'user manager'`))[0].id;
    await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: newUser({ email, roleIds: [managerRole] }) });
    const manager = await t.login({ email, password: 'Secret123' });
    const grant = await t.call(manager, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ roleIds: [roleIds.administrator] }),
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().errors.roleIds[0]).toContain('administrator');
    const takeOver = await t.call(manager, {
      method: 'PUT',
      url: `${BASE}/updatepassword`,
      payload: { id: 1, password: 'Hijack2026' },
    });
    expect(takeOver.statusCode).toBe(403);
    await t.login(ADMIN);
  });
});

describe('agency users', () => {
  it("should list only the agency user's own agency", async () => {
    const body = (await t.call(agent, { method: 'GET', url: `${BASE}/get?pageSize=100` })).json();
    expect(body.users.length).toBeGreaterThan(0);
    expect(body.users.every((u: { agencyId: number }) => u.agencyId === 1)).toBe(true);
  });

  it("should answer 404 for another agency's user and change nothing", async () => {
    const other = (await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'nadia@atlas.example'`))[0].id;
    const get = await t.call(agent, { method: 'GET', url: `${BASE}/getbyid?id=${other}` });
    const missing = await t.call(agent, { method: 'GET', url: `${BASE}/getbyid?id=99999` });
    expect(get.statusCode).toBe(404);
    expect(get.body).toBe(missing.body);
    expect(
      (await t.call(agent, { method: 'PUT', url: `${BASE}/lock`, payload: { id: other, isLocked: true } })).statusCode,
    ).toBe(404);
    expect((await t.call(agent, { method: 'DELETE', url: `${BASE}/delete?id=${other}` })).statusCode).toBe(404);
    expect((await t.call(agent, { method: 'GET', url: `${BASE}/getuserbyagencyid?agencyId=3` })).statusCode).toBe(404);
    const [row] = await t.db.query<{ locked: boolean }>('SELECT is_locked AS locked FROM users WHERE id = $1', [other]);
    expect(row.locked).toBe(false);
  });

  it("should put a user added by an agency user in the caller's agency", async () => {
    const res = await t.call(agent, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: newUser({ agencyId: 4, roleIds: [roleIds['agency user']] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agencyId).toBe(1);
  });

  it('should list the users of an agency', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${BASE}/getuserbyagencyid?agencyId=4` });
    expect(
      res
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['emma@desertrose.example', 'lucas@desertrose.example']);
  });

  it('should answer counter users: company users for UserTypeId 1, agency users for 2', async () => {
    const company = (await t.call(admin, { method: 'GET', url: `${BASE}/getcounteruser?UserTypeId=1` })).json();
    expect(company.every((u: { agencyId: null }) => u.agencyId === null)).toBe(true);
    expect(company[0]).toEqual({ id: expect.any(Number), fullName: expect.any(String), agencyId: null });
    const agency4 = (
      await t.call(admin, { method: 'GET', url: `${BASE}/getcounteruser?UserTypeId=2&agencyId=4` })
    ).json();
    expect(agency4.map((u: { fullName: string }) => u.fullName).sort()).toEqual(['Emma Rossi', 'Lucas Moreau']);
    expect((await t.call(admin, { method: 'GET', url: `${BASE}/getcounteruser` })).statusCode).toBe(400);
  });

  it('should answer 403 to counter users for a finance user and for agency users, even holding the permission', async () => {
    const finance = await t.login({ email: 'fiona.finance@example.com', password: 'Finance#2026' });
    const reservations = await t.login({ email: 'rita.reservations@example.com', password: 'Reserve#2026' });
    expect(claimsOf(agent).Permission).toContain('Reservations.Reservation.ViewList');
    for (const token of [finance, agent]) {
      for (const type of [1, 2]) {
        const res = await t.call(token, { method: 'GET', url: `${BASE}/getcounteruser?UserTypeId=${type}` });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toMatch(/fullName/);
      }
    }
    const fr = await t.call(agent, {
      method: 'GET',
      url: `${BASE}/getcounteruser?UserTypeId=2`,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().detail).toBe('Seuls les utilisateurs de la société peuvent faire cela.');
    expect((await t.call(reservations, { method: 'GET', url: `${BASE}/getcounteruser?UserTypeId=1` })).statusCode).toBe(
      200,
    );
  });
});
