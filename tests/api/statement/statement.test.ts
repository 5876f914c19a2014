/**
 * POST /api/finance/report/getstatement on a ledger whose every figure is known (fixture.ts): rows,
 * totals, opening and closing balances and aging equal both the expected figures and direct SQL
 * over the same invoices and payments; the To Date honoured; §4's payment status on its three
 * cases; search and paging; the required agency (en/fr); agency users held to their agency.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFacts, pdfPages } from '@tests/support/pdf-text.js';
import { ADMIN, AGENT, claimsOf, startTestApp, type TestApp } from '../helpers.js';
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

/** The same figures read with plain SQL over the tables, written apart from the module's queries. */
async function directSql(agencyId: number, from: string, to: string) {
  const one = async (sql: string, params: unknown[]) =>
    Number((await t.db.query<{ v: string }>(sql, params))[0]!.v ?? 0);
  const rowsIn = `SELECT i.id FROM invoices i WHERE i.agency_id = $1 AND i.document_type = 'invoice'
                  AND i.number IS NOT NULL AND NOT i.is_deleted AND i.issue_date BETWEEN $2 AND $3`;
  const invoicesTotal = await one(
    `SELECT sum(d.grand_total)::text AS v FROM invoices d
      WHERE d.number IS NOT NULL AND NOT d.is_deleted AND COALESCE(d.corrects_invoice_id, d.id) IN (${rowsIn})`,
    [agencyId, from, to],
  );
  const paymentsTotal = await one(
    `SELECT sum(p.amount)::text AS v FROM invoice_payments p WHERE NOT p.is_deleted AND p.invoice_id IN (${rowsIn})`,
    [agencyId, from, to],
  );
  const ledgerAt = (op: '<' | '<=') =>
    one(
      `SELECT ((SELECT COALESCE(sum(grand_total), 0) FROM invoices WHERE agency_id = $1 AND number IS NOT NULL
                  AND NOT is_deleted AND issue_date ${op} $2)
             - (SELECT COALESCE(sum(p.amount), 0) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
                 WHERE i.agency_id = $1 AND NOT p.is_deleted AND p.payment_date ${op} $2))::text AS v`,
      [agencyId, op === '<' ? from : to],
    );
  const owed = await t.db.query<{ due: string; days: number }>(
    `SELECT (i.grand_total
             + (SELECT COALESCE(sum(c.grand_total), 0) FROM invoices c WHERE c.corrects_invoice_id = i.id
                 AND c.number IS NOT NULL AND NOT c.is_deleted AND c.issue_date <= $2)
             - (SELECT COALESCE(sum(p.amount), 0) FROM invoice_payments p WHERE p.invoice_id = i.id
                 AND NOT p.is_deleted AND p.payment_date <= $2))::text AS due,
            ($2::date - i.due_date) AS days
       FROM invoices i WHERE i.agency_id = $1 AND i.document_type = 'invoice' AND i.number IS NOT NULL
        AND NOT i.is_deleted AND i.issue_date <= $2`,
    [agencyId, to],
  );
  const aging = { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const { due, days } of owed.filter((o) => Number(o.due) > 0)) {
    const key =
      days <= 0
        ? 'notDue'
        : days <= 30
          ? 'days1to30'
          : days <= 60
            ? 'days31to60'
            : days <= 90
              ? 'days61to90'
              : 'over90';
    aging[key] = Math.round((aging[key] + Number(due)) * 100) / 100;
  }
  return {
    invoicesTotal,
    paymentsTotal,
    opening: await ledgerAt('<'),
    closing: await ledgerAt('<='),
    aging,
  };
}

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
      [500, 250, 250, 'partiallyPaid'],
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
      invoicePaymentsTotal: 550,
      balanceTotal: 650,
      openingBalance: 900,
      closingBalance: 1600,
      asOfDate: PERIOD.toDate,
      aging: { notDue: 400, days1to30: 0, days31to60: 0, days61to90: 300, over90: 900 },
    });
    expect(s.currencyInitial).toEqual(expect.any(String));
    const sql = await directSql(ledger.agencyId, PERIOD.fromDate, PERIOD.toDate);
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

describe('the CSV', () => {
  it('has every matching row, amounts as plain decimals, headers and names in the language, UTF-8 with BOM', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/report/statement/export',
      payload: { agencyId: ledger.agencyId, ...PERIOD },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-agence-eole-sisli-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [head, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(head!.slice(0, 4)).toEqual(['Réf. demande', 'Description', 'Première arrivée', 'Numéro de facture']);
    const at = (name: string) => head!.indexOf(name);
    expect(rows.map((r) => [r[0], r[at('Total facture')], r[at('Total des paiements')], r[at('Solde')]])).toEqual([
      [ledger.refs.I2, '500.00', '250.00', '250.00'],
      [ledger.refs.I3, '300.00', '300.00', '0.00'],
      [ledger.refs.I4, '0.00', '0.00', '0.00'],
      [ledger.refs.I6, '400.00', '0.00', '400.00'],
    ]);
    expect(rows[0]![at('Statut du paiement')]).toBe('Partiellement réglée');
    expect(rows[0]![1]).not.toContain('<');
    const theirs = await t.call(agent, {
      method: 'POST',
      url: '/api/finance/report/statement/export',
      payload: { agencyId: ledger.agencyId },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the PDF', () => {
  const pdf = (body: object, lang = 'fr', token = admin) =>
    t.call(token, {
      method: 'POST',
      url: '/api/finance/report/statement/pdf',
      payload: body,
      headers: { 'accept-language': lang },
    });

  it('has every row, the totals, then the balances and the aging on the last page, in the embedded font', async () => {
    const res = await pdf({ agencyId: ledger.agencyId, ...PERIOD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="Releve-Agence-Eole-Sisli-2026-05-31\.pdf"; filename\*=UTF-8''Relev/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('Relevé des demandes de réservation');
    expect(text).toContain('Agence Éole Şişli');
    for (const ref of [ledger.refs.I2, ledger.refs.I3, ledger.refs.I4, ledger.refs.I6]) expect(text).toContain(ref);
    expect(text).not.toContain(ledger.refs.I5);
    const last = pages.at(-1)!;
    expect(last).toMatch(/Solde d'ouverture 900,00\s€/);
    expect(last).toMatch(/Solde de clôture \(31 mai 2026\) 1\s600,00\s€/);
    expect(last).toMatch(/Plus de 90 jours 400,00\s€ 0,00\s€ 0,00\s€ 300,00\s€ 900,00\s€/);
    expect(fontFacts(res.rawPayload)).toEqual({ standard14: [], embedsTrueType: true });
    const again = await pdf({ agencyId: ledger.agencyId, ...PERIOD });
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it("is refused for another agency's statement (404) and without an agency (400)", async () => {
    expect((await pdf({ agencyId: ledger.agencyId }, 'en', agent)).statusCode).toBe(404);
    expect((await pdf({}, 'fr')).json()).toEqual({ errors: { agencyId: ["L'agence est obligatoire."] } });
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
