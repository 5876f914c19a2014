/**
 * A list page asked again with nothing changed is answered from memory (db/page-and-total.ts), so
 * its rows must be read again after a write to ANY table they show: a renamed agency in the
 * invoice, reservation and payment lists, a renamed category in a generic list. And each list
 * must declare every table its page reads: the test reads the statement each list runs and checks
 * that every table it names is among those whose change counters the statement compares.
 * Runs on PGlite and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatusLabel } from '@domain/finance/index.js';
import type { Queryable } from '@server/db/types.js';
import { statusLabel } from '@server/reservations/messages.js';
import { listInvoices } from '@server/invoices/list.js';
import { listPayments } from '@server/invoice-payments/list.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t?.close());

async function list(url: string, body?: Record<string, unknown>) {
  const res = await t.call(admin, body ? { method: 'POST', url, payload: body } : { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const LISTS: { name: string; url: string; body?: Record<string, unknown> }[] = [
  { name: 'invoices', url: '/api/finance/invoice/get', body: {} },
  { name: 'invoices by request date', url: '/api/finance/invoice/get', body: { requestDateFrom: '2020-01-01' } },
  { name: 'reservation requests', url: '/api/reservation/request/get', body: { search: 'a' } },
  { name: 'payments', url: '/api/finance/invoicepayment/get', body: {} },
  { name: 'payment accounts', url: '/api/finance/paymentaccount/get' },
  { name: 'payment accounts trash', url: '/api/finance/paymentaccount/trash' },
  { name: 'users', url: '/api/authorization/user/get?search=a' },
  { name: 'roles', url: '/api/authorization/user/roles' },
  { name: 'audit log', url: '/api/audit/get', body: {} },
  { name: 'outbox', url: '/api/mail/outbox/get' },
];

describe('a remembered page', () => {
  it('shows a renamed agency at once in the invoice, reservation and payment lists', async () => {
    const agencyOf = async (url: string, key: string) => (await list(url, {}))[key][0].agencyName as string;
    const [{ id }] = await t.db.query<{ id: number }>(
      'SELECT i.agency_id AS id FROM invoices i WHERE NOT i.is_deleted ORDER BY i.id DESC LIMIT 1',
    );
    await agencyOf('/api/finance/invoice/get', 'invoices'); // remembered
    await t.db.query('UPDATE agency SET title = $1 WHERE id = $2', ['Renamed Travel', id]);
    expect(await agencyOf('/api/finance/invoice/get', 'invoices')).toBe('Renamed Travel');
    const [{ request }] = await t.db.query<{ request: number }>(
      'SELECT r.agency_id AS request FROM reservation_requests r WHERE NOT r.is_deleted ORDER BY r.created_at DESC, r.id DESC LIMIT 1',
    );
    await t.db.query('UPDATE agency SET title = $1 WHERE id = $2', ['Renamed Again', request]);
    expect(await agencyOf('/api/reservation/request/get', 'requests')).toBe('Renamed Again');
    const [{ payer }] = await t.db.query<{ payer: number }>(
      'SELECT i.agency_id AS payer FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id ORDER BY p.id DESC LIMIT 1',
    );
    await agencyOf('/api/finance/invoicepayment/get', 'invoicePayments');
    await t.db.query('UPDATE agency SET title = $1 WHERE id = $2', ['Renamed Payer', payer]);
    expect(await agencyOf('/api/finance/invoicepayment/get', 'invoicePayments')).toBe('Renamed Payer');
  });

  it("finds at once a request's reference or city written since the same search was answered", async () => {
    const [{ request, invoices }] = await t.db.query<{ request: number; invoices: number }>(
      `SELECT i.request_id AS request, count(*)::int AS invoices FROM invoices i
        WHERE NOT i.is_deleted GROUP BY i.request_id ORDER BY i.request_id DESC LIMIT 1`,
    );
    const invoiceTotal = async () =>
      (await list('/api/finance/invoice/get', { trRef: 'ZQX777' })).paginationModel.totalRecords as number;
    expect(await invoiceTotal()).toBe(0); // the requests the text matches (none) are remembered
    await t.db.query(
      `UPDATE reservation_requests SET reference_number = 'ZQX777', search_text = search_text || ' zqx777' WHERE id = $1`,
      [request],
    );
    expect(await invoiceTotal()).toBe(invoices);

    const requestTotal = async () =>
      (await list('/api/reservation/request/get', { search: 'Zqxville' })).paginationModel.totalRecords as number;
    expect(await requestTotal()).toBe(0); // the cities the text matches (none) are remembered
    await t.db.query(
      `UPDATE city SET title = 'Zqxville' WHERE id = (SELECT d.city_id FROM reservation_destinations d
         JOIN reservation_requests r ON r.id = d.request_id WHERE NOT r.is_deleted LIMIT 1)`,
    );
    expect(await requestTotal()).toBeGreaterThan(0);
  });

  it("shows a renamed category in the payment account list (a reference's label)", async () => {
    const first = async () => (await list('/api/finance/paymentaccount/get')).financeListing.paymentAccounts[0];
    const row = await first();
    const category = (await list(`/api/infrastructure/infratype/getbyid?id=${row.infraTypeId}`)) as Record<
      string,
      unknown
    >;
    const res = await t.call(admin, {
      method: 'PUT',
      url: '/api/infrastructure/infratype/update',
      payload: { ...category, title: 'Renamed category' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await first()).infraTypeName).toBe('Renamed category');
  });
});

/** Tables written only by a trigger of another table, in the same statement: they move with it. */
const MOVES_WITH: Record<string, string> = { audit_counts: 'audit_entries' };

describe('a page asked again with nothing changed', () => {
  it('is answered after reading the change counters alone, on either database', async () => {
    // The database itself (its memory of answers is kept per database object), each statement noted.
    const statements: string[] = [];
    const noting = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
        return (sql: string, ...rest: unknown[]) => {
          statements.push(sql.replace(/\s+/g, ' ').trim());
          return (target.query as (...args: unknown[]) => unknown).call(target, sql, ...rest);
        };
      },
    });
    for (const list of [
      () => listInvoices(noting, { pageIndex: 1, pageSize: 10 }, {}),
      () => listPayments(noting, { pageIndex: 1, pageSize: 10 }, {}, 'en'),
    ]) {
      const first = await list();
      statements.length = 0;
      const again = await list();
      expect(again.total).toBe(first.total);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^SELECT COALESCE\(sum\(changes\)/);
    }
  });
});

describe('a remembered invoice page, written once per language (http/written-once.ts)', () => {
  it('answers each caller in its own language and with its own paging, and again after a write', async () => {
    const ask = async (lang: 'en' | 'fr', pageSize = 10) => {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/api/finance/invoice/get',
        headers: { 'accept-language': lang },
        payload: { pageIndex: 1, pageSize },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res;
    };
    const labelsOf = (body: { invoices: { status: number; statusString: string }[] }) =>
      body.invoices.map((row) => [row.statusString, row.status]);
    const english = await ask('en');
    const french = await ask('fr');
    const englishAgain = await ask('en');
    const fewer = await ask('en', 3);
    expect(englishAgain.body).toBe(english.body);
    for (const [label, status] of labelsOf(english.json()))
      expect(label).toBe(invoiceStatusLabel('en', status as number));
    for (const [label, status] of labelsOf(french.json()))
      expect(label).toBe(invoiceStatusLabel('fr', status as number));
    expect(french.json().invoices.map((row: { id: number }) => row.id)).toEqual(
      english.json().invoices.map((row: { id: number }) => row.id),
    );
    expect(fewer.json().invoices).toHaveLength(3);
    expect(fewer.json().paginationModel).toMatchObject({ pageSize: 3, endIndex: 3 });
    expect(english.json().paginationModel).toMatchObject({ pageSize: 10, endIndex: 10 });

    const [{ id, currency }] = await t.db.query<{ id: number; currency: number }>(
      'SELECT id, currency_id AS currency FROM invoices WHERE NOT is_deleted ORDER BY id DESC LIMIT 1',
    );
    await t.db.query('UPDATE currency SET title = $1 WHERE id = $2', ['Written once, then read again', currency]);
    const after = (await ask('fr')).json();
    expect(after.invoices[0]).toMatchObject({ id, currencyName: 'Written once, then read again' });
    expect(after.invoices[0].statusString).toBe(invoiceStatusLabel('fr', after.invoices[0].status));
  });
});

describe('a remembered reservation page, written once per language', () => {
  it('answers the status in the language of each caller', async () => {
    const ask = async (lang: 'en' | 'fr') =>
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/reservation/request/get',
          headers: { 'accept-language': lang },
          payload: { pageIndex: 1, pageSize: 10 },
        })
      ).json() as { requests: { statusId: number; status: string | null }[] };
    const [english, french, again] = [await ask('en'), await ask('fr'), await ask('en')];
    expect(again).toEqual(english);
    expect(french.requests.length).toBeGreaterThan(0);
    for (const row of french.requests) expect(row.status).toBe(statusLabel('fr', row.statusId));
    expect(french.requests.map((row) => row.status)).not.toEqual(english.requests.map((row) => row.status));
  });
});

describe('every list', () => {
  it('compares the counters of every table its page reads', async () => {
    const seen: { sql: string; params: readonly unknown[] }[] = [];
    const db = t.db as Queryable;
    const query = db.query.bind(db);
    db.query = ((sql: string, params?: readonly unknown[], options?: object) => {
      if (sql.includes('"__stamps"')) seen.push({ sql, params: params ?? [] });
      return query(sql, params, options);
    }) as Queryable['query'];
    try {
      for (const { name, url, body } of LISTS) {
        seen.length = 0;
        // A page size no other test asks: a question not remembered yet, so its statement runs.
        await list(body ? url : `${url}${url.includes('?') ? '&' : '?'}pageSize=7`, body && { ...body, pageSize: 7 });
        expect(seen.length, name).toBe(1);
        const { sql, params } = seen[0];
        const compared = params.at(-4) as string[]; // the page's tables (page-and-total.ts)
        const ctes = new Set(
          [...sql.matchAll(/(?:WITH|,)\s*"?(\w+)"?\s+AS\s+(?:MATERIALIZED\s+)?\(/gi)].map((m) => m[1]),
        );
        // Tables, not the ledger's functions (ledger_documents(...)): theirs are LEDGER_TABLES, compared.
        const named = [...sql.matchAll(/\b(?:FROM|JOIN)\s+(?!LATERAL\b)"?([a-z_]+)\b"?(?!\s*\()/gi)]
          .map((m) => m[1])
          .filter((table) => !ctes.has(table) && table !== 'table_changes');
        expect(named.length, name).toBeGreaterThan(0);
        for (const table of named) expect(compared, `${name}: ${table}`).toContain(MOVES_WITH[table] ?? table);
      }
    } finally {
      db.query = query;
    }
  });
});
