/**
 * POST /api/finance/report/getstatement on a ledger whose every figure is known (fixture.ts): rows,
 * totals, opening and closing balances and aging equal both the expected figures and direct SQL
 * over the same invoices and payments; the To Date honoured; §4's payment status on its three
 * cases; search and paging; the required agency (en/fr); agency users held to their agency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPayment, reversePayment, settleWithPayment, undoAllocations } from '@server/ledger/index.js';
import type { Queryable } from '@server/db/types.js';
import { STATEMENT_TABLES } from '@server/statement/statement.js';
import { ADMIN, AGENT, claimsOf, startTestApp, type TestApp } from '../helpers.js';
import { directSql } from './direct-sql.js';
import { buildLedger, PERIOD, type Ledger } from './fixture.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

let t: TestApp;
let admin: string;
let agent: string;
let ledger: Ledger;

const statement = (token: string, body: object, lang = 'en') =>
  t.call(token, {
    method: 'POST',
    url: '/api/finance/report/getstatement',
    payload: body,
    headers: { 'accept-language': lang },
  });

async function ok(body: object, token = admin): Promise<Json> {
  const res = await statement(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
  ledger = await buildLedger(t.db);
});
afterAll(() => t?.close());

describe('the statement of a period', () => {
  it('lists the issued invoices of the period, oldest first, with §4 payment status on its three cases', async () => {
    const body = await ok({ agencyId: ledger.agencyId, ...PERIOD, pageIndex: 1, pageSize: 10 });
    const rows = body.reservationStatement as Json[];
    expect(rows.map((r) => r.invoiceId)).toEqual([
      ledger.invoices.I2,
      ledger.invoices.I3,
      ledger.invoices.I4,
      ledger.invoices.I6,
    ]);
    expect(rows.map((r) => [r.invoiceRowsTotal, r.invoicePaymentsTotal, r.balance, r.paymentStatus])).toEqual([
      [500, 200, 300, 'partiallyPaid'], // its payment of 10 June is after To Date: not counted yet
      [300, 300, 0, 'complete'],
      [0, 0, 0, 'pending'], // credited in full: no payment is still Pending (§4 read literally)
      [400, 0, 400, 'pending'],
    ]);
    expect(rows.map((r) => r.paymentStatusString)).toEqual(['Partially Paid', 'Complete', 'Pending', 'Pending']);
    expect(rows[0]).toMatchObject({
      requestRef: ledger.refs.I2,
      issueDate: '2026-02-15',
      dueDate: '2026-03-17',
      firstCheckInDate: '2026-04-01',
      statusString: 'Waiting For Payment',
    });
    expect(rows[0]!.requestRef).toMatch(/^ORS-FIT-/);
    expect(body.paginationModel).toMatchObject({ pageIndex: 1, pageSize: 10, totalRecords: 4 });
  });

  it('sums every matching row, balances and ages the account, equal to direct SQL', async () => {
    const { reservationStatementSummary: s } = await ok({ agencyId: ledger.agencyId, ...PERIOD, pageSize: 1 });
    expect(s).toMatchObject({
      invoicesTotal: 1200,
      creditNotesTotal: 800,
      invoicePaymentsTotal: 500,
      refundsTotal: 0,
      creditOnAccount: 0,
      balanceTotal: 700,
      openingBalance: 900,
      closingBalance: 1600,
      asOfDate: PERIOD.toDate,
      aging: { notDue: 400, days1to30: 0, days31to60: 0, days61to90: 300, over90: 900, unallocatedCredit: 0 },
    });
    // It adds up: opening + the period's invoices − its payments = closing = the aging.
    expect(s.openingBalance + s.invoicesTotal - s.invoicePaymentsTotal).toBe(s.closingBalance);
    expect(Object.values(s.aging as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(s.closingBalance);
    expect(s.currencyInitial).toEqual(expect.any(String));
    const sql = await directSql(t.db, ledger.agencyId, PERIOD.fromDate, PERIOD.toDate);
    expect([s.invoicesTotal, s.invoicePaymentsTotal, s.openingBalance, s.closingBalance]).toEqual([
      sql.invoicesTotal,
      sql.paymentsTotal,
      sql.opening,
      sql.closing,
    ]);
    expect(s.aging).toEqual(sql.aging);
  });

  it('honours the To Date: an invoice issued after it is out, and so are later payments from the balance', async () => {
    const before = await ok({ agencyId: ledger.agencyId, fromDate: PERIOD.fromDate, toDate: '2026-05-19' });
    expect((before.reservationStatement as Json[]).map((r) => r.invoiceId)).not.toContain(ledger.invoices.I6);
    expect(before.reservationStatementSummary).toMatchObject({ invoicesTotal: 800, closingBalance: 1200 });
    const all = await ok({ agencyId: ledger.agencyId });
    expect(all.paginationModel.totalRecords).toBe(6); // every issued invoice, never the draft
    expect((all.reservationStatement as Json[]).map((r) => r.invoiceId)).not.toContain(ledger.invoices.D1);
    expect(all.reservationStatementSummary.openingBalance).toBe(0);
  });

  it('pages the rows while the summary covers them all', async () => {
    const page2 = await ok({ agencyId: ledger.agencyId, ...PERIOD, pageIndex: 2, pageSize: 3 });
    expect((page2.reservationStatement as Json[]).map((r) => r.invoiceId)).toEqual([ledger.invoices.I6]);
    expect(page2.reservationStatementSummary.invoicesTotal).toBe(1200);
    expect(page2.paginationModel).toMatchObject({ pageIndex: 2, totalRecords: 4, currentPageRecords: 1 });
  });

  it("searches the request reference as shown, the rows' descriptions and the cities, any case or accent", async () => {
    const ids = async (search: string) =>
      ((await ok({ agencyId: ledger.agencyId, search })).reservationStatement as Json[]).map((r) => r.invoiceId);
    expect(await ids(ledger.refs.I3.toLowerCase())).toEqual([ledger.invoices.I3]);
    expect(await ids('SAINT-LAZARE')).toEqual([ledger.invoices.I6]);
    const [{ city }] = await t.db.query<{ city: string }>('SELECT title AS city FROM city ORDER BY id LIMIT 1');
    expect(await ids(city)).toHaveLength(6);
    expect(await ids('100%')).toEqual([]);
  });
});

describe('input and access', () => {
  it('requires the agency (400 en/fr) and a To Date not before the From Date', async () => {
    for (const body of [{}, { agencyId: null }, { agencyId: '' }, { agencyId: -1 }]) {
      const res = await statement(admin, { ...body, pageIndex: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { agencyId: ['Agency is required.'] } });
    }
    const fr = await statement(admin, {}, 'fr');
    expect(fr.json()).toEqual({ errors: { agencyId: ["L'agence est obligatoire."] } });
    const range = await statement(admin, { agencyId: ledger.agencyId, fromDate: '2026-03-01', toDate: '2026-02-01' });
    expect(range.json()).toEqual({ errors: { toDate: ['To Date must be on or after From Date.'] } });
    const date = await statement(admin, { agencyId: ledger.agencyId, fromDate: '01/02/2026' });
    expect(date.json()).toEqual({ errors: { fromDate: ['From Date must be a date (YYYY-MM-DD).'] } });
  });

  it("holds agency users to their agency: another agency's statement is a 404, their own answers", async () => {
    expect((await statement(agent, { agencyId: ledger.agencyId })).statusCode).toBe(404);
    const own = Number(claimsOf(agent).agencyId ?? claimsOf(agent).AgencyId);
    const mine = await ok({ agencyId: own }, agent);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE agency_id = $1 AND document_type = 'invoice'
          AND number IS NOT NULL AND NOT is_deleted`,
      [own],
    );
    expect(mine.paginationModel.totalRecords).toBe(n);
    expect((await statement(admin, { agencyId: 999999 })).statusCode).toBe(404);
  });
});

describe('a statement asked again', () => {
  it('shows a payment written since, and its removal, at once', async () => {
    const body = { agencyId: ledger.agencyId, ...PERIOD, pageIndex: 1, pageSize: 10 };
    const paidOnI6 = async () =>
      ((await ok(body)).reservationStatement as Json[]).find((r) => r.invoiceId === ledger.invoices.I6)!
        .invoicePaymentsTotal;
    expect(await paidOnI6()).toBe(0);
    expect(await paidOnI6()).toBe(0); // remembered
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
       SELECT $1, 150, '2026-05-20', payment_account_id, payment_type_id FROM invoice_payments LIMIT 1 RETURNING id`,
      [ledger.invoices.I6],
    );
    await postPayment(t.db, id, null);
    await settleWithPayment(t.db, id, ledger.invoices.I6, undefined, null);
    expect(await paidOnI6()).toBe(150);
    await undoAllocations(t.db, { paymentId: id }, null);
    await reversePayment(t.db, id, null);
    await t.db.query('UPDATE invoice_payments SET is_deleted = true WHERE id = $1', [id]);
    expect(await paidOnI6()).toBe(0);
  });

  it('is remembered only on the counters of every table its statements read', async () => {
    const seen: string[] = [];
    const db = t.db;
    const transaction = db.transaction.bind(db);
    const recording = (q: Queryable): Queryable => ({
      ...q,
      query: (sql, params, options) => {
        seen.push(sql);
        return q.query(sql, params, options);
      },
      exec: (sql) => q.exec(sql),
    });
    db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
      transaction((tx) => fn(recording(tx)))) as typeof db.transaction;
    try {
      // A page size no other test asks: not remembered yet, so the statement's SQL runs.
      await ok({ agencyId: ledger.agencyId, ...PERIOD, search: 'a', pageIndex: 1, pageSize: 7 });
    } finally {
      db.transaction = transaction;
    }
    expect(seen.length).toBeGreaterThan(1);
    const sql = seen.join(';\n');
    const ctes = new Set([...sql.matchAll(/(?:WITH|,)\s*"?(\w+)"?\s+AS\s+(?:MATERIALIZED\s+)?\(/gi)].map((m) => m[1]));
    // Tables, not the ledger's functions (ledger_documents(...)): theirs are LEDGER_TABLES, in the list.
    const named = [...sql.matchAll(/\b(?:FROM|JOIN)\s+(?!LATERAL\b)"?([a-z_]+)\b"?(?!\s*\()/gi)]
      .map((m) => m[1])
      .filter((table) => !ctes.has(table));
    expect(new Set(named)).not.toEqual(new Set());
    for (const table of named) expect(STATEMENT_TABLES, table).toContain(table);
  });
});
