/**
 * GET /api/dashboard: one answer with the cards the caller's permissions allow; figures equal
 * plain SQL over the same tables (direct-sql.ts), for every agency (company user) and for one
 * agency (agency user, held to its own); the links' inputs (dates, agency ids) are there.
 */
import { randomUUID } from 'node:crypto';
import { postPayment, settleWithPayment } from '@server/ledger/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@domain/permissions.js';
import { issueAccessToken } from '@server/auth/sessions.js';
import { secretKey } from '@server/auth/token.js';
import { ADMIN, AGENT, JWT_SECRET, claimsOf, startTestApp, type TestApp } from '../helpers.js';
import { buildLedger, type Ledger } from '../statement/fixture.js';
import { directFigures } from './direct-sql.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

let t: TestApp;
let admin: string;
let agent: string;
let agentAgency: number;
let ledger: Ledger;

const dashboard = async (token: string): Promise<Json> => {
  const res = await t.call(token, { method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>().cards;
};
const tokenWith = (permissions: string[], agencyId?: number) =>
  issueAccessToken(t.db, secretKey(JWT_SECRET), { id: 1, fullname: 'Card Reader', permissions, agencyId });

/** Every permission a card asks for (an agency user may hold them all: its scope still holds). */
const every = () =>
  [PERMISSIONS.Finance.Invoices, PERMISSIONS.Finance.InvoicePayments, PERMISSIONS.Reservations.Reservation].flatMap(
    (actions) => Object.values(actions),
  );

/** Work of today: a Pending request of the agent's agency arriving in 2 days with an amendment waiting; payments on the ledger this month, last month and next week. */
async function todaysWork(agencyId: number): Promise<void> {
  const n = 700000 + Math.floor(Math.random() * 90000);
  const [request] = await t.db.query<{ id: number }>(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id,
                                       first_check_in, status_id)
     VALUES ($1, 1, $2, $3, $4, current_date + 2, 3) RETURNING id`,
    [randomUUID(), n, `FIT-${n}`, agencyId],
  );
  await t.db.query(
    `INSERT INTO reservation_request_activity (request_id, activity_type, status_id, amended_request)
     VALUES ($1, 'amendment', 3, '{}')`,
    [request!.id],
  );
  const [{ accountId, typeId }] = await t.db.query<{ accountId: number; typeId: number }>(
    `SELECT (SELECT id FROM payment_account ORDER BY id LIMIT 1) AS "accountId",
            (SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1) AS "typeId"`,
  );
  // On the ledger's open invoice I6 (400.00 due, overdue since 2026-06-19), and one dated ahead
  // (next week) on I2: not counted today. Each written in the receivables ledger as the payments module does.
  const payments = await t.db.query<{ id: number; invoiceId: number }>(
    `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
     VALUES ($1, 40.10, current_date, $3, $4), ($1, 30.20, (current_date - interval '1 month')::date, $3, $4),
            ($2, 25.00, current_date + 7, $3, $4)
     RETURNING id, invoice_id AS "invoiceId"`,
    [ledger.invoices.I6, ledger.invoices.I2, accountId, typeId],
  );
  for (const { id, invoiceId } of payments) {
    await postPayment(t.db, id, null);
    await settleWithPayment(t.db, id, invoiceId, undefined, null);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
  agentAgency = Number(claimsOf(agent).agencyId);
  ledger = await buildLedger(t.db);
  await todaysWork(agentAgency);
});
afterAll(() => t?.close());

describe('the dashboard of a company user', () => {
  it('answers every card, each figure equal to plain SQL over all agencies', async () => {
    const cards = await dashboard(admin);
    const direct = await directFigures(t.db, null);
    expect(Object.keys(cards).sort()).toEqual([
      'paymentsByMonth',
      'pendingAmendments',
      'receivables',
      'requestsToProcess',
      'topAgencies',
    ]);
    expect(cards.requestsToProcess).toEqual({
      ...direct.requestsToProcess,
      arrivalsFrom: direct.today,
      arrivalsTo: new Date(Date.parse(direct.today) + 6 * 86400_000).toISOString().slice(0, 10),
    });
    expect(cards.requestsToProcess.arrivals).toBeGreaterThan(0);
    expect(cards.pendingAmendments.count).toBe(direct.amendments);
    expect(cards.pendingAmendments.count).toBeGreaterThan(0);
    expect(cards.receivables).toEqual({ ...direct.receivables, asOf: direct.today });
    expect(cards.receivables.overdueCount).toBeGreaterThan(0);
    expect(cards.topAgencies.agencies).toEqual(direct.top);
    expect(cards.paymentsByMonth).toEqual(direct.payments);
  });
});

describe('the dashboard of an agency user', () => {
  it("answers its own agency's figures only", async () => {
    const cards = await dashboard(agent);
    const direct = await directFigures(t.db, agentAgency);
    expect(cards.requestsToProcess).toMatchObject(direct.requestsToProcess);
    expect(cards.pendingAmendments.count).toBe(direct.amendments);
    expect(cards.pendingAmendments.count).toBeGreaterThan(0);
    expect(cards.receivables).toEqual({ ...direct.receivables, asOf: direct.today });
    expect(cards.topAgencies).toBeUndefined(); // a ranking of agencies is for company users
  });

  it("never shows another agency's ledger, whatever its permissions", async () => {
    const cards = await dashboard(await tokenWith(every(), agentAgency));
    const direct = await directFigures(t.db, agentAgency);
    expect(cards.receivables).toEqual({ ...direct.receivables, asOf: direct.today });
    expect(cards.paymentsByMonth).toEqual(direct.payments);
    expect(Object.keys(cards).sort()).toEqual([
      'paymentsByMonth',
      'pendingAmendments',
      'receivables',
      'requestsToProcess',
    ]);
  });

  it("answers the ledger's agency as its statement does: I1 900, I2 250, I5 250, I6 400 − 70.30 due, all over 90 days", async () => {
    const cards = await dashboard(await tokenWith(every(), ledger.agencyId));
    expect(cards.receivables).toMatchObject({
      openCount: 4,
      receivable: 1729.7,
      overdueCount: 4,
      overdueAmount: 1729.7,
    });
    expect(cards.receivables.aging).toEqual({
      notDue: 0,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 1729.7,
      unallocatedCredit: 0,
    });
    expect(cards.paymentsByMonth.thisMonth).toMatchObject({ amount: 40.1, count: 1 });
    expect(cards.paymentsByMonth.lastMonth).toMatchObject({ amount: 30.2, count: 1 });
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/report/getstatement',
      payload: { agencyId: ledger.agencyId, pageIndex: 1, pageSize: 10 },
    });
    expect(res.json<Json>().reservationStatementSummary.aging).toEqual(cards.receivables.aging);
  });
});

describe('cards by permission', () => {
  it('shows each card only with its permission', async () => {
    const payments = await dashboard(await tokenWith([PERMISSIONS.Finance.InvoicePayments.ViewList]));
    expect(Object.keys(payments)).toEqual(['paymentsByMonth']);
    const requests = await dashboard(await tokenWith([PERMISSIONS.Reservations.Reservation.ViewList]));
    expect(Object.keys(requests).sort()).toEqual(['pendingAmendments', 'requestsToProcess']);
    const invoices = await dashboard(await tokenWith([PERMISSIONS.Finance.Invoices.ViewList]));
    expect(Object.keys(invoices).sort()).toEqual(['receivables', 'topAgencies']);
    expect(await dashboard(await tokenWith([PERMISSIONS.Settings.SAASTenancySettings.ViewSettings]))).toEqual({});
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
