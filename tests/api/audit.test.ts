/**
 * The audit trail: every write of an engine row, a user or a role leaves one entry (who, when,
 * entity, id, operation, the changed fields before and after, secrets redacted) in the write's
 * transaction, so a failed write leaves none; `POST /api/audit/get` reads it newest first with
 * combinable filters, for holders of Audit.AuditLog.ViewList, and one row's history for holders
 * of that row's view permission, agency users within their agency. Runs on PGlite and, with
 * TEST_DATABASE_URL, on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, claimsOf, startTestApp, type TestApp } from './helpers.js';
import { token, type Kit } from './kit/harness.js';
import { findRefs, requestBody } from './reservations/fixture.js';

let t: TestApp;
let admin: string;
let kit: Kit;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  kit = { app: t.app, db: t.db, schemas: t.schemas };
});
afterAll(async () => {
  await t?.close();
});

const ACCOUNTS = '/api/finance/paymentaccount';
const INFRA = '/api/infrastructure/infratype';
const AGENCIES = '/api/agencymanagement/agency';
const USERS = '/api/authorization/user';
const AUDIT = '/api/audit/get';
type Row = Record<string, unknown> & { id: number };
interface Entry {
  id: number;
  dateCreated: string;
  userId: number | null;
  userName: string | null;
  entity: string;
  entityId: string;
  entityReference?: string | null;
  operation: string;
  changes: { field: string; before: unknown; after: unknown; redacted?: boolean }[];
}

const audit = (body: Record<string, unknown>, bearer = admin, lang = 'en') =>
  t.call(bearer, { method: 'POST', url: AUDIT, payload: body, headers: { 'accept-language': lang } });
async function history(entity: string, id: number | string, bearer = admin): Promise<Entry[]> {
  const res = await audit({ entity, entityId: String(id), pageIndex: 1, pageSize: 100 }, bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().auditEntries;
}
const entryCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_entries'))[0].n;
async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, bearer = admin) {
  return t.call(bearer, { method, url, payload: payload as object });
}
async function created(url: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await send('POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}

describe('entries of engine writes', () => {
  it('records create, update, delete and restore with only the changed fields, newest first', async () => {
    const row = await created(`${ACCOUNTS}/add`, { title: 'Audited account', ref: 'AUD01', infraTypeId: 9 });
    const updated = await send('PUT', `${ACCOUNTS}/update`, { ...row, title: 'Audited account 2', infraTypeId: 12 });
    expect(updated.statusCode, updated.body).toBe(200);
    await send('DELETE', `${ACCOUNTS}/delete?id=${row.id}`);
    await send('POST', `${ACCOUNTS}/restore`, { id: row.id });

    const entries = await history('payment-account', row.id);
    expect(entries.map((e) => e.operation)).toEqual(['restore', 'delete', 'update', 'create']);
    for (const e of entries) {
      expect(e).toMatchObject({
        userId: 1,
        userName: 'Alice Admin',
        entity: 'payment-account',
        entityId: String(row.id),
      });
      expect(Date.now() - Date.parse(e.dateCreated)).toBeLessThan(60_000);
    }
    const [restore, remove, update, create] = entries;
    expect(create.changes).toEqual([
      { field: 'title', before: null, after: 'Audited account' },
      { field: 'ref', before: null, after: 'AUD01' },
      { field: 'infraTypeId', before: null, after: 9 },
      { field: 'isActive', before: null, after: true },
      { field: 'infraTypeName', before: null, after: 'Bank Account' },
    ]);
    expect(update.changes).toEqual([
      { field: 'title', before: 'Audited account', after: 'Audited account 2' },
      { field: 'infraTypeId', before: 9, after: 12 },
      { field: 'infraTypeName', before: 'Bank Account', after: 'Online Wallet' },
    ]);
    expect(remove.changes).toEqual([{ field: 'isDeleted', before: false, after: true }]);
    expect(restore.changes).toEqual([{ field: 'isDeleted', before: true, after: false }]);
  });

  it('records nothing for an update that changes nothing', async () => {
    const row = await created(`${ACCOUNTS}/add`, { title: 'Unchanged account', infraTypeId: 9 });
    expect((await send('PUT', `${ACCOUNTS}/update`, row)).statusCode).toBe(200);
    expect((await history('payment-account', row.id)).map((e) => e.operation)).toEqual(['create']);
  });
});

describe('a write that fails leaves no entry', () => {
  it('a stale update (409), a validation error (400) and a refused delete (409)', async () => {
    const row = await created(`${ACCOUNTS}/add`, { title: 'Failing writes', infraTypeId: 9 });
    expect((await send('PUT', `${ACCOUNTS}/update`, { ...row, title: 'First' })).statusCode).toBe(200);
    const before = await entryCount();
    expect((await send('PUT', `${ACCOUNTS}/update`, { ...row, title: 'Stale' })).statusCode).toBe(409);
    expect((await send('PUT', `${ACCOUNTS}/update`, { ...row, version: 2, title: 'x' })).statusCode).toBe(400);
    expect((await send('POST', `${ACCOUNTS}/add`, { title: 'No category' })).statusCode).toBe(400);
    expect((await send('DELETE', `${INFRA}/delete?id=9`)).statusCode).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('an update rolled back by a foreign-key error', async () => {
    const row = await created(`${ACCOUNTS}/add`, { title: 'Foreign key victim', infraTypeId: 9 });
    const spare = await created(`${INFRA}/add`, { title: 'Vanishing category', typeGroupId: 11 });
    // The referenced row vanishes between the engine's check and the write: the key refuses it.
    await t.db.exec(`
      CREATE FUNCTION audit_test_vanish() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN DELETE FROM infra_type WHERE id = NEW.infra_type_id; RETURN NEW; END $$;
      CREATE TRIGGER audit_test_vanish BEFORE UPDATE ON payment_account FOR EACH ROW EXECUTE FUNCTION audit_test_vanish();`);
    try {
      const before = await entryCount();
      const res = await send('PUT', `${ACCOUNTS}/update`, { ...row, infraTypeId: spare.id });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['infraTypeId']);
      expect(await entryCount()).toBe(before);
    } finally {
      await t.db.exec('DROP TRIGGER audit_test_vanish ON payment_account; DROP FUNCTION audit_test_vanish()');
    }
  });

  it('a guard that refuses after the write (reducing the last role holding every permission)', async () => {
    // The role's entry is written before the guard measures the result and refuses.
    const [role] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'administrator'");
    const all = claimsOf(admin).Permission as string[];
    const before = await entryCount();
    const res = await send('PUT', `${USERS}/role/permissions`, { roleId: role.id, permissions: all.slice(1) });
    expect(res.statusCode, res.body).toBe(409);
    expect(await entryCount()).toBe(before);
  });
});

describe('entries of users and roles', () => {
  it("records a user's creation, update, lock, password change and deletion, never a password", async () => {
    const [viewer] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'viewer'");
    const user = await created(`${USERS}/add`, {
      firstName: 'Ada',
      lastName: 'Audit',
      email: 'ada.audit@example.com',
      password: 'Secret#123',
      roleIds: [viewer.id],
    });
    const roles = [{ id: viewer.id, title: 'viewer' }];
    const body = {
      id: user.id,
      firstName: 'Ada',
      lastName: 'Audited',
      email: 'ada.audit@example.com',
      roleIds: [viewer.id],
      password: 'Ignored#123',
    };
    expect((await send('PUT', `${USERS}/update`, body)).statusCode).toBe(200);
    expect((await send('PUT', `${USERS}/lock`, { id: user.id, isLocked: true })).statusCode).toBe(200);
    expect((await send('PUT', `${USERS}/updatepassword`, { id: user.id, password: 'Changed#456' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `${USERS}/delete?id=${user.id}`)).statusCode).toBe(200);

    const res = await audit({ entity: 'user', entityId: user.id, pageSize: 50 });
    expect(res.body).not.toMatch(/Secret#123|Changed#456|Ignored#123|scrypt/);
    const [remove, password, lock, update, create] = res.json().auditEntries as Entry[];
    expect(create).toMatchObject({
      operation: 'create',
      entity: 'user',
      entityId: String(user.id),
      userName: 'Alice Admin',
    });
    expect(create.changes).toEqual([
      { field: 'firstName', before: null, after: 'Ada' },
      { field: 'lastName', before: null, after: 'Audit' },
      { field: 'email', before: null, after: 'ada.audit@example.com' },
      { field: 'isLocked', before: null, after: false },
      { field: 'roles', before: null, after: roles },
      { field: 'password', before: null, after: null, redacted: true },
    ]);
    expect(update.changes).toEqual([{ field: 'lastName', before: 'Audit', after: 'Audited' }]);
    expect(lock.changes).toEqual([{ field: 'isLocked', before: false, after: true }]);
    expect(password).toMatchObject({
      operation: 'update',
      changes: [{ field: 'password', before: null, after: null, redacted: true }],
    });
    expect(remove.operation).toBe('delete');
    expect(remove.changes).toContainEqual({ field: 'email', before: 'ada.audit@example.com', after: null });
    const stored = await t.db.query("SELECT changes::text AS c FROM audit_entries WHERE entity = 'user'");
    expect(JSON.stringify(stored)).not.toMatch(/Secret#123|Changed#456|scrypt/);
  });

  it("records a role's creation, rename, permission change and deletion", async () => {
    const role = await created(`${USERS}/role`, {
      title: 'Audited role',
      permissions: ['Infrastructure.Cities.ViewList'],
    });
    await send('PUT', `${USERS}/updaterole`, { id: role.id, title: 'Audited role 2' });
    await send('PUT', `${USERS}/role/permissions`, {
      roleId: role.id,
      permissions: ['Infrastructure.Cities.Add', 'Infrastructure.Cities.ViewList'],
    });
    await send('DELETE', `${USERS}/deleterole?id=${role.id}`);
    const [remove, perms, rename, create] = await history('role', role.id);
    expect(create.changes).toEqual([
      { field: 'title', before: null, after: 'Audited role' },
      { field: 'typeId', before: null, after: 1 },
      { field: 'permissions', before: null, after: ['Infrastructure.Cities.ViewList'] },
    ]);
    expect(rename.changes).toEqual([{ field: 'title', before: 'Audited role', after: 'Audited role 2' }]);
    expect(perms.changes).toEqual([
      {
        field: 'permissions',
        before: ['Infrastructure.Cities.ViewList'],
        after: ['Infrastructure.Cities.Add', 'Infrastructure.Cities.ViewList'],
      },
    ]);
    expect(remove).toMatchObject({ operation: 'delete' });
  });
});

describe('POST /api/audit/get', () => {
  it('answers the whole log newest first with the list paging, pageSize capped at 1000', async () => {
    const res = await audit({ pageIndex: 1, pageSize: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    const { auditEntries, paginationModel } = res.json();
    const ids = (auditEntries as Entry[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(paginationModel).toMatchObject({
      pageIndex: 1,
      pageSize: 1000,
      currentPageRecords: ids.length,
      totalRecords: await entryCount(),
    });
    const second = (await audit({ pageIndex: 2, pageSize: 2 })).json();
    expect(second.auditEntries.map((e: Entry) => e.id)).toEqual(ids.slice(2, 4));
    expect(second.paginationModel).toMatchObject({ pageIndex: 2, pageSize: 2, startIndex: 3, endIndex: 4 });
  });

  it('combines the filters: entity, author, dates', async () => {
    const row = await created(`${INFRA}/add`, { title: 'Filtered category', typeGroupId: 11 });
    const today = new Date().toISOString().slice(0, 10);
    const byAll = (
      await audit({ entity: 'infra-type', userId: 1, fromDate: today, toDate: today, pageSize: 1000 })
    ).json().auditEntries as Entry[];
    expect(byAll.map((e) => e.entityId)).toContain(String(row.id));
    expect(new Set(byAll.map((e) => e.entity))).toEqual(new Set(['infra-type']));
    expect((await audit({ entity: 'infra-type', userId: 999 })).json().paginationModel.totalRecords).toBe(0);
    expect((await audit({ toDate: '2000-01-01' })).json().paginationModel.totalRecords).toBe(0);
    expect((await audit({ fromDate: '2999-01-01' })).json().paginationModel.totalRecords).toBe(0);
  });

  it('answers 400 keyed by field for bad filters, in French too', async () => {
    const res = await audit({ fromDate: '2026-02-30', userId: 'me', pageIndex: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fromDate: ['fromDate must be a date (YYYY-MM-DD).'],
      userId: ['userId is not valid.'],
      pageIndex: ['pageIndex must be a whole number of at least 1.'],
    });
    const fr = await audit({ toDate: 'hier' }, admin, 'fr');
    expect(fr.json().errors).toEqual({ toDate: ['toDate doit être une date (AAAA-MM-JJ).'] });
  });

  it('gives the whole log only to holders of Audit.AuditLog.ViewList, which the administrator has', async () => {
    expect(claimsOf(admin).Permission).toContain('Audit.AuditLog.ViewList');
    const catalogue = (await t.call(admin, { method: 'GET', url: '/api/permissions' })).json();
    expect(catalogue.permissions).toContain('Audit.AuditLog.ViewList');
    const nobody = await token(kit, ['Infrastructure.Cities.Add']);
    expect((await audit({ pageIndex: 1 }, nobody)).statusCode).toBe(403);
    const viewer = await token(kit, ['Finance.PaymentAccounts.ViewList']);
    expect((await audit({ pageIndex: 1 }, viewer)).statusCode).toBe(403);
    expect((await audit({ entity: 'payment-account' }, viewer)).statusCode).toBe(403);
  });

  it("gives one row's history to a holder of that entity's view permission only", async () => {
    const row = await created(`${ACCOUNTS}/add`, { title: 'History only', infraTypeId: 9 });
    const viewer = await token(kit, ['Finance.PaymentAccounts.ViewList']);
    expect((await history('payment-account', row.id, viewer)).map((e) => e.operation)).toEqual(['create']);
    expect((await audit({ entity: 'infra-type', entityId: '9' }, viewer)).statusCode).toBe(403);
    expect((await audit({ entity: 'user', entityId: '1' }, viewer)).statusCode).toBe(403);
    const userViewer = await token(kit, ['UserManagement.Users.ViewList']);
    expect((await audit({ entity: 'user', entityId: '1' }, userViewer)).statusCode).toBe(200);
  });

  it("holds agency users to their agency: another agency's row answers 404, the log lists only their agency", async () => {
    const mine = await created(`${AGENCIES}/add`, { title: 'Mine for audit', code: 'MINE' });
    expect((await send('PUT', `${AGENCIES}/update`, { ...mine, phone: '555-0101' })).statusCode).toBe(200);
    const agent = await token(kit, ['Infrastructure.Agencies.ViewList'], mine.id);
    expect((await history('agency', mine.id, agent)).map((e) => e.operation)).toEqual(['update', 'create']);
    expect((await audit({ entity: 'agency', entityId: '1' }, agent)).statusCode).toBe(404);
    expect((await audit({ entity: 'agency', entityId: '999999' }, agent)).statusCode).toBe(404);
    const auditor = await token(kit, ['Audit.AuditLog.ViewList'], mine.id);
    const log = (await audit({ pageSize: 1000 }, auditor)).json().auditEntries as Entry[];
    expect(log.map((e) => `${e.entity}:${e.entityId}`)).toEqual([`agency:${mine.id}`, `agency:${mine.id}`]);
    expect((await audit({ entity: 'agency', entityId: '1' }, auditor)).statusCode).toBe(404);
  });
});

describe('the total of a large log', () => {
  const sqlCount = async (where: string, params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_entries ${where}`, params))[0].n;
  const totalOf = async (body: Record<string, unknown>) => {
    const res = await audit(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().paginationModel.totalRecords as number;
  };

  it('is exact beyond 10,000 entries, on every page and every filter, and follows inserts and deletes', async () => {
    await t.db.query(
      `INSERT INTO audit_entries (user_id, user_name, entity, entity_id, operation, changes, agency_id)
       SELECT 1, 'Bulk', 'bulk-test', g::text, 'update', '[]'::jsonb, CASE WHEN g % 3 = 0 THEN 2 END
         FROM generate_series(1, 10050) AS g`,
    );
    const first = (await audit({ entity: 'bulk-test', pageSize: 10 })).json();
    expect(first.auditEntries[0].entityId).toBe('10050');
    expect(first.paginationModel).toMatchObject({ pageIndex: 1, pageSize: 10, totalRecords: 10050 });
    const deep = (await audit({ entity: 'bulk-test', pageIndex: 1005, pageSize: 10 })).json();
    expect(deep.auditEntries.map((e: Entry) => e.entityId)).toEqual([
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(deep.paginationModel).toMatchObject({ totalRecords: 10050, startIndex: 10041, endIndex: 10050 });
    expect(await totalOf({ entity: 'bulk-test', entityId: '77' })).toBe(1);
    // The whole log and one author: as many as SQL counts.
    expect(await totalOf({ pageSize: 10 })).toBe(await sqlCount(''));
    expect(await totalOf({ userId: 1 })).toBe(await sqlCount('WHERE user_id = 1'));

    await t.db.query(`DELETE FROM audit_entries WHERE entity = 'bulk-test' AND entity_id::int > 10000`);
    expect(await totalOf({ entity: 'bulk-test' })).toBe(10000);
    expect(await totalOf({ pageSize: 10 })).toBe(await sqlCount(''));
    expect(await totalOf({ userId: 1 })).toBe(await sqlCount('WHERE user_id = 1'));
  });

  it("an agency's auditor reads the exact total of its agency's entries", async () => {
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_entries WHERE agency_id = 2`);
    const auditor = await token(kit, ['Audit.AuditLog.ViewList'], 2);
    const res = await audit({ pageSize: 10 }, auditor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paginationModel.totalRecords).toBe(n);
    expect(n).toBeGreaterThan(3000);
  });
});

describe('how entries name their rows', () => {
  it("names a request by its reference (not its guid), its comment by the request's, a row by its title, a user by name", async () => {
    const refs = await findRefs(t.db);
    const request = await created('/api/reservation/request/add', requestBody(refs));
    const shown = `${String(request.supplierInitial)}-${String(request.requestReference)}`;
    const comment = await send('POST', '/api/reservation/request/addcomments', {
      requestGuid: request.requestGuid,
      message: 'Late arrival',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const log = (await audit({ pageSize: 20 })).json().auditEntries as Entry[];
    const of = (entity: string) => log.find((e) => e.entity === entity)!;
    expect(of('reservation-request')).toMatchObject({ entityId: request.requestGuid, entityReference: shown });
    expect(of('reservation-request-comment').entityReference).toBe(shown);

    const row = await created(`${ACCOUNTS}/add`, { title: 'Named account', ref: 'NAM01', infraTypeId: 9 });
    expect((await history('payment-account', row.id))[0]).toMatchObject({ entityReference: 'Named account' });
    const [viewer] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'viewer'");
    const user = await created(`${USERS}/add`, {
      firstName: 'Nora',
      lastName: 'Named',
      email: 'nora.named@example.com',
      password: 'Secret#123',
      roleIds: [viewer.id],
    });
    expect((await history('user', user.id))[0]).toMatchObject({ entityReference: 'Nora Named' });
  });
});
