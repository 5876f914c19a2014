/**
 * List totals are kept between requests (db/page-and-total.ts) and must never be stale: after a
 * create, a delete, a restore, a write made beside the API (straight SQL, as another process or a
 * migration would), within an agency's scope, on every page of the question, and never kept from
 * a read made inside a transaction that then rolled back. Each total is checked against SQL's own
 * count. Runs on PGlite and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInvoices } from '@server/invoices/list.js';
import { ADMIN, AGENT, startTestApp, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';

let t: TestApp;
let admin: string;
let agent: string;
const ACCOUNTS = '/api/finance/paymentaccount';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
});
afterAll(() => t?.close());

async function post(token: string, url: string, body: Record<string, unknown>) {
  const res = await t.call(token, { method: 'POST', url, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const sqlCount = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params))[0].n;

describe('the total of a generic list', () => {
  const total = async (query = '') => {
    const res = await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/get?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().paginationModel.totalRecords as number;
  };

  it('follows creates, deletes and restores, on page 1, a deeper page, a search and a filter', async () => {
    const live = () => sqlCount('FROM payment_account WHERE NOT is_deleted');
    const before = await total();
    expect(before).toBe(await live());
    expect(await total('pageIndex=2')).toBe(before);
    expect(await total('search=Totalled')).toBe(0);

    const made = await post(admin, `${ACCOUNTS}/add`, { title: 'Totalled account', infraTypeId: 9, isActive: false });
    expect(await total()).toBe(before + 1);
    expect(await total('pageIndex=2')).toBe(before + 1);
    expect(await total('search=Totalled')).toBe(1);
    expect(await total('isActive=false')).toBe(
      await sqlCount('FROM payment_account WHERE NOT is_deleted AND NOT is_active'),
    );

    const deleted = await t.call(admin, { method: 'DELETE', url: `${ACCOUNTS}/delete?id=${made.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await total()).toBe(before);
    expect(await total('pageIndex=2')).toBe(before);
    expect(await total('search=Totalled')).toBe(0);

    await post(admin, `${ACCOUNTS}/restore`, { id: made.id });
    expect(await total()).toBe(before + 1);
    expect(await total('search=Totalled')).toBe(1);
    expect(await total()).toBe(await live());
  });

  it("holds an agency user's total to its agency while other agencies are added", async () => {
    const agencies = async (token: string) => {
      const res = await t.call(token, { method: 'GET', url: '/api/agencymanagement/agency/get' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().paginationModel.totalRecords as number;
    };
    const kit = { app: t.app, db: t.db, schemas: t.schemas };
    const agencyUser = await token(kit, ['Infrastructure.Agencies.ViewList'], 1);
    const own = await agencies(agencyUser);
    const all = await agencies(admin);
    expect(own).toBe(1);
    await post(admin, '/api/agencymanagement/agency/add', { title: 'Totalled agency', code: 'TOTL' });
    expect(await agencies(agencyUser)).toBe(1);
    expect(await agencies(admin)).toBe(all + 1);
  });
});

describe('the totals of the finance and reservation lists', () => {
  const invoiceTotal = async (body: Record<string, unknown>, token = admin) =>
    (await post(token, '/api/finance/invoice/get', body)).paginationModel.totalRecords as number;
  const requestTotal = async (body: Record<string, unknown>, token = admin) =>
    (await post(token, '/api/reservation/request/get', body)).paginationModel.totalRecords as number;

  it('see a write made beside the API at once: the counters move in the writing transaction', async () => {
    const invoices = () => sqlCount('FROM invoices WHERE NOT is_deleted');
    const before = await invoiceTotal({});
    expect(before).toBe(await invoices());
    expect(await invoiceTotal({ pageIndex: 2 })).toBe(before);
    const [{ id }] = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM invoices WHERE NOT is_deleted');
    await t.db.query('UPDATE invoices SET is_deleted = true WHERE id = $1', [id]);
    expect(await invoiceTotal({})).toBe(before - 1);
    expect(await invoiceTotal({ pageIndex: 2 })).toBe(before - 1);
    await t.db.query('UPDATE invoices SET is_deleted = false WHERE id = $1', [id]);
    expect(await invoiceTotal({})).toBe(before);

    const requests = () => sqlCount('FROM reservation_requests WHERE NOT is_deleted');
    const requestsBefore = await requestTotal({});
    expect(requestsBefore).toBe(await requests());
    await t.db.query(
      'UPDATE reservation_requests SET is_deleted = true WHERE id = (SELECT max(id) FROM reservation_requests)',
    );
    expect(await requestTotal({})).toBe(await requests());
  });

  it('count again when a table the filter joins changes (an invoice filtered by its request)', async () => {
    const [request] = await t.db.query<{ id: number; day: string }>(
      `SELECT r.id, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
         FROM invoices i JOIN reservation_requests r ON r.id = i.request_id
        WHERE NOT i.is_deleted ORDER BY i.id LIMIT 1`,
    );
    const onDay = { requestDateFrom: request.day, requestDateTo: request.day };
    const before = await invoiceTotal(onDay);
    expect(before).toBeGreaterThan(0);
    await t.db.query(`UPDATE reservation_requests SET created_at = created_at - interval '400 days' WHERE id = $1`, [
      request.id,
    ]);
    const moved = await sqlCount(
      `FROM invoices i JOIN reservation_requests r ON r.id = i.request_id
        WHERE NOT i.is_deleted AND r.created_at >= $1::date AND r.created_at < $1::date + 1`,
      [request.day],
    );
    expect(moved).toBeLessThan(before);
    expect(await invoiceTotal(onDay)).toBe(moved);
  });

  it("keep an agency user's invoice total to its agency", async () => {
    const [{ agency }] = await t.db.query<{ agency: number }>(
      "SELECT agency_id AS agency FROM users WHERE email = 'agent@example.com'",
    );
    const own = () => sqlCount('FROM invoices WHERE NOT is_deleted AND agency_id = $1', [agency]);
    expect(await invoiceTotal({}, agent)).toBe(await own());
    const [{ id }] = await t.db.query<{ id: number }>(
      'SELECT max(id) AS id FROM invoices WHERE NOT is_deleted AND agency_id <> $1',
      [agency],
    );
    await t.db.query('UPDATE invoices SET is_deleted = true WHERE id = $1', [id]);
    expect(await invoiceTotal({}, agent)).toBe(await own());
    expect(await invoiceTotal({})).toBe(await sqlCount('FROM invoices WHERE NOT is_deleted'));
  });

  it('never keeps a total read inside a transaction, which could roll back', async () => {
    const before = await invoiceTotal({});
    const [{ id }] = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM invoices WHERE NOT is_deleted');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('UPDATE invoices SET is_deleted = true WHERE id = $1', [id]);
        const inside = await listInvoices(tx, { pageIndex: 1, pageSize: 10 }, {});
        expect(inside.total).toBe(before - 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // One committed write that leaves the count as it was: the counters reach the value the
    // rolled-back transaction saw, which must not bring its total back.
    await t.db.query('UPDATE invoices SET note = note WHERE id = $1', [id]);
    expect(await invoiceTotal({})).toBe(before);
    expect(before).toBe(await sqlCount('FROM invoices WHERE NOT is_deleted'));
  });
});

describe('statements kept prepared (PostgreSQL server)', () => {
  it('are prepared again when a table they read changes shape', async () => {
    await t.db.exec('CREATE TABLE prepared_shape (id integer)');
    await t.db.query('INSERT INTO prepared_shape VALUES (1)');
    const read = () => t.db.query('SELECT * FROM prepared_shape', [], { prepared: true });
    expect(await read()).toEqual([{ id: 1 }]);
    await t.db.exec('ALTER TABLE prepared_shape ADD COLUMN label text');
    expect(await read()).toEqual([{ id: 1, label: null }]);
    expect(await read()).toEqual([{ id: 1, label: null }]);
  });
});
