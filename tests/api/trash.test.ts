/**
 * Soft delete, trash and restore: a deleted row leaves lists, getall, lookups, search and getbyid
 * (404) but stays in its table; `GET {api}/trash` lists it (the list's answer shape, with
 * deletedDate) and `POST {api}/restore {id}` brings it back one version up, both with the delete
 * permission and within the caller's agency. References to a deleted row are refused like missing
 * ones; a restore that would point at a deleted row answers 409. Runs on PGlite and, with
 * TEST_DATABASE_URL, on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';
import { token, type Kit } from './kit/harness.js';

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
type Row = Record<string, unknown> & { id: number };

const get = (url: string, bearer = admin) => t.call(bearer, { method: 'GET', url });
const post = (url: string, payload: unknown, bearer = admin) =>
  t.call(bearer, { method: 'POST', url, payload: payload as object });
const remove = (url: string, bearer = admin) => t.call(bearer, { method: 'DELETE', url });

async function created(url: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}
const newCategory = (title: string) => created(`${INFRA}/add`, { title, typeGroupId: 11, isActive: true });
const newAccount = (title: string, infraTypeId = 9) => created(`${ACCOUNTS}/add`, { title, ref: 'TRASH', infraTypeId });
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('a deleted row', () => {
  it('disappears from the list, search, getall, lookups and getbyid, and stays in its table', async () => {
    const category = await newCategory('Soon in the trash');
    expect((await remove(`${INFRA}/delete?id=${category.id}`)).statusCode).toBe(200);
    const list = (await get(`${INFRA}/get?pageSize=1000`)).json();
    expect(ids(list.infraTypes)).not.toContain(category.id);
    const searched = (await get(`${INFRA}/get?search=${encodeURIComponent('Soon in the trash')}`)).json();
    expect(searched.paginationModel.totalRecords).toBe(0);
    expect(ids((await get(`${INFRA}/getall`)).json())).not.toContain(category.id);
    expect(ids((await get(`${INFRA}/getByTypeGroupId?typeGroupId=11`)).json())).not.toContain(category.id);
    expect((await get(`${INFRA}/getbyid?id=${category.id}`)).statusCode).toBe(404);
    expect((await remove(`${INFRA}/delete?id=${category.id}`)).statusCode).toBe(404);
    expect(
      (await t.call(admin, { method: 'PUT', url: `${INFRA}/update`, payload: { ...category, title: 'Edited' } }))
        .statusCode,
    ).toBe(404);
    const [stored] = await t.db.query(
      'SELECT is_deleted, deleted_at IS NOT NULL AS dated, version FROM infra_type WHERE id = $1',
      [category.id],
    );
    expect(stored).toEqual({ is_deleted: true, dated: true, version: 2 });
  });

  it('is refused as a reference (400 like a missing one) on create and update', async () => {
    const category = await newCategory('Deleted category');
    const account = await newAccount('Refers later');
    expect((await remove(`${INFRA}/delete?id=${category.id}`)).statusCode).toBe(200);
    const add = await post(`${ACCOUNTS}/add`, { title: 'Points at the trash', infraTypeId: category.id });
    expect(add.statusCode).toBe(400);
    expect(add.json().errors.infraTypeId).toEqual(['Payment Category is not valid.']);
    const update = await t.call(admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/update`,
      payload: { ...account, infraTypeId: category.id },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.infraTypeId).toEqual(['Payment Category is not valid.']);
  });

  it('does not keep its own references from being deleted, and a live referrer still does (409)', async () => {
    const category = await newCategory('Referenced by the trash only');
    const account = await newAccount('Deleted first', category.id);
    const live = await newAccount('Still live', category.id);
    expect((await remove(`${ACCOUNTS}/delete?id=${account.id}`)).statusCode).toBe(200);
    const refused = await remove(`${INFRA}/delete?id=${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('It is used by 1 payment accounts.');
    expect((await remove(`${ACCOUNTS}/delete?id=${live.id}`)).statusCode).toBe(200);
    expect((await remove(`${INFRA}/delete?id=${category.id}`)).statusCode).toBe(200);
  });
});

describe('trash and restore', () => {
  it("lists deleted rows newest-deleted first in the list's answer shape, with deletedDate and deletedBy, and searches them", async () => {
    const a = await newAccount('Trash first');
    const b = await newAccount('Trash second');
    await remove(`${ACCOUNTS}/delete?id=${a.id}`);
    await remove(`${ACCOUNTS}/delete?id=${b.id}`);
    const res = await get(`${ACCOUNTS}/trash?pageIndex=1&pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(ids(body.financeListing.paymentAccounts)).toEqual([b.id, a.id]);
    expect(body.financeListing.paymentAccounts[0]).toMatchObject({
      title: 'Trash second',
      infraTypeName: 'Bank Account',
      version: 2,
      deletedDate: expect.any(String),
      deletedBy: 'Alice Admin',
    });
    expect(body.paginationModel).toMatchObject({
      pageIndex: 1,
      pageSize: 2,
      currentPageRecords: 2,
      startIndex: 1,
      endIndex: 2,
    });
    expect(body.paginationModel.totalRecords).toBeGreaterThanOrEqual(2);
    const searched = (await get(`${ACCOUNTS}/trash?search=${encodeURIComponent('trash FIRST')}`)).json();
    expect(ids(searched.financeListing.paymentAccounts)).toEqual([a.id]);
  });

  it('restores a row one version up, back in the list, and answers 404 for a row not in the trash', async () => {
    const row = await newAccount('Coming back');
    await remove(`${ACCOUNTS}/delete?id=${row.id}`);
    const res = await post(`${ACCOUNTS}/restore`, { id: row.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, title: 'Coming back', version: 3, dateCreated: row.dateCreated });
    expect(res.json()).not.toHaveProperty('deletedDate');
    expect((await get(`${ACCOUNTS}/getbyid?id=${row.id}`)).json()).toMatchObject({ id: row.id, version: 3 });
    expect(ids((await get(`${ACCOUNTS}/trash?pageSize=1000`)).json().financeListing.paymentAccounts)).not.toContain(
      row.id,
    );
    expect((await post(`${ACCOUNTS}/restore`, { id: row.id })).statusCode).toBe(404);
    expect((await post(`${ACCOUNTS}/restore`, { id: 2147483000 })).statusCode).toBe(404);
    const bad = await post(`${ACCOUNTS}/restore`, {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });

  it('answers 409 to a restore whose referenced row is itself deleted, until that one is restored', async () => {
    const category = await newCategory('Parent in the trash');
    const account = await newAccount('Child in the trash', category.id);
    await remove(`${ACCOUNTS}/delete?id=${account.id}`);
    await remove(`${INFRA}/delete?id=${category.id}`);
    const refused = await post(`${ACCOUNTS}/restore`, { id: account.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This payment account cannot be restored: its Payment Category is deleted. Restore that first.',
    );
    expect((await post(`${INFRA}/restore`, { id: category.id })).statusCode).toBe(200);
    expect((await post(`${ACCOUNTS}/restore`, { id: account.id })).statusCode).toBe(200);
  });

  it("needs the delete permission (403) and takes the list's paging names (tours: currentPage)", async () => {
    const viewer = await token(kit, ['Finance.PaymentAccounts.ViewList', 'Finance.PaymentAccounts.Add']);
    expect((await get(`${ACCOUNTS}/trash`, viewer)).statusCode).toBe(403);
    expect((await post(`${ACCOUNTS}/restore`, { id: 1 }, viewer)).statusCode).toBe(403);
    const tours = await get('/api/service/tour/trash?currentPage=1&pageSize=5');
    expect(tours.statusCode, tours.body).toBe(200);
    expect(tours.json()).toMatchObject({
      tourServices: [],
      paginationModel: { pageIndex: 1, pageSize: 5, totalRecords: 0 },
    });
    expect((await get('/api/service/tour/trash?pageIndex=1')).statusCode).toBe(200);
  });

  it("holds agency users to their agency: another agency's deleted row is not listed and its restore answers 404", async () => {
    const agency = await created(`${AGENCIES}/add`, { title: 'Closing agency', code: 'CLOSE' });
    expect((await remove(`${AGENCIES}/delete?id=${agency.id}`)).statusCode).toBe(200);
    const agent = await token(kit, ['Infrastructure.Agencies.ViewList', 'Infrastructure.Agencies.Delete'], 1);
    const listed = (await get(`${AGENCIES}/trash?pageSize=1000`, agent)).json();
    expect(ids(listed.agencies)).not.toContain(agency.id);
    expect((await post(`${AGENCIES}/restore`, { id: agency.id }, agent)).statusCode).toBe(404);
    expect(ids((await get(`${AGENCIES}/trash?pageSize=1000`)).json().agencies)).toContain(agency.id);
  });

  it('is described by /api/schemas (endpoints.trash and endpoints.restore)', async () => {
    const { schemas } = (await get('/api/schemas')).json();
    for (const schema of schemas)
      expect(schema.resource.endpoints).toMatchObject({ trash: 'trash', restore: 'restore' });
  });
});
