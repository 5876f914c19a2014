/**
 * POST /api/finance/report/getagencyinvoicevspayment and its PDF on the statement's ledger
 * (tests/api/statement/fixture.ts: an agency whose every figure is known): the sums equal direct
 * SQL and the statement's for the same agency and dates, read from the receivables ledger's journal;
 * drafts out, credit notes counted, refunds taken from what was paid; agency
 * users held to their agency; the 400s in en/fr; the PDF's text, font and stable bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFacts, pdfPages } from '@tests/support/pdf-text.js';
import { ADMIN, AGENT, claimsOf, startTestApp, type TestApp } from '../helpers.js';
import { buildLedger, PERIOD, type Ledger } from '../statement/fixture.js';
import { directSql } from './direct-sql.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

const REPORT = '/api/finance/report';
let t: TestApp;
let admin: string;
let agent: string;
let ledger: Ledger;
let currencyId: number;
let accountId: number;

const post = (token: string, path: string, body: object, lang = 'en') =>
  t.call(token, { method: 'POST', url: `${REPORT}/${path}`, payload: body, headers: { 'accept-language': lang } });

async function report(body: object, token = admin): Promise<Json> {
  const res = await post(token, 'getagencyinvoicevspayment', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}

const byKey = (rows: Json[], key: string, value: string) =>
  Object.fromEntries(rows.map((r) => [String(r[key]), r[value] as number]));

beforeAll(async () => {
  t = await startTestApp();
  // The demo agency role does not read this report; an agency whose role does reads only its own.
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission)
     SELECT id, 'Reports.AgencyInvoiceVsPayment.ViewReport' FROM roles WHERE name = 'agency user'`,
  );
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
  ledger = await buildLedger(t.db);
  [{ currencyId, accountId }] = await t.db.query<{ currencyId: number; accountId: number }>(
    `SELECT i.currency_id AS "currencyId", p.payment_account_id AS "accountId"
       FROM invoices i JOIN invoice_payments p ON p.invoice_id = i.id WHERE i.agency_id = $1 LIMIT 1`,
    [ledger.agencyId],
  );
});
afterAll(() => t?.close());

describe('the figures', () => {
  it("sums an agency's period: documents by issue date with credit notes, payments by payment date, months", async () => {
    const body = await report({ agencyId: ledger.agencyId, currencyId, ...PERIOD });
    expect(body.agencyInvoiceVsPayment).toEqual([
      { agencyId: ledger.agencyId, agencyName: 'Agence Éole Şişli', invoiceAmount: 1200, paymentAmount: 500 },
    ]);
    expect(body.amountPerPaymentAccount).toEqual([
      { paymentAccountId: accountId, paymentAccountName: expect.any(String), amount: 500 },
    ]);
    // April: the 800 invoice and its 800 credit note; the draft (999) is never counted.
    expect(body.invoiceSumPerPeriod).toEqual([
      { period: '2026-02', startDate: '2026-02-01', amount: 500 },
      { period: '2026-03', startDate: '2026-03-01', amount: 300 },
      { period: '2026-04', startDate: '2026-04-01', amount: 0 },
      { period: '2026-05', startDate: '2026-05-01', amount: 400 },
    ]);
    expect(body.currencyId).toBe(currencyId);
    const sql = await directSql(t.db, {
      agencyId: ledger.agencyId,
      from: PERIOD.fromDate,
      to: PERIOD.toDate,
      currencyId,
    });
    expect(byKey(body.invoiceSumPerPeriod, 'period', 'amount')).toEqual(sql.months);
    expect(byKey(body.amountPerPaymentAccount, 'paymentAccountId', 'amount')).toEqual(sql.accounts);
  });

  it("equals the statement's figures for the same agency and dates", async () => {
    const statement = async (dates: object) => {
      const res = await post(admin, 'getstatement', { agencyId: ledger.agencyId, ...dates });
      return res.json<Json>().reservationStatementSummary as Json;
    };
    // Every date: all the agency's documents and payments are the statement's totals.
    const [all] = (await report({ agencyId: ledger.agencyId, currencyId })).agencyInvoiceVsPayment as Json[];
    const whole = await statement({});
    expect([all!.invoiceAmount, all!.paymentAmount]).toEqual([whole.invoicesTotal, whole.invoicePaymentsTotal]);
    expect(all!.invoiceAmount - all!.paymentAmount).toBe(whole.closingBalance);
    // A period: what was invoiced less what was paid in it is what the balance moved by.
    const [period] = (await report({ agencyId: ledger.agencyId, currencyId, ...PERIOD })).agencyInvoiceVsPayment;
    const dated = await statement(PERIOD);
    expect(period.invoiceAmount).toBe(dated.invoicesTotal);
    expect(period.invoiceAmount - period.paymentAmount).toBe(dated.closingBalance - dated.openingBalance);
  });

  it('counts what the ledger counts: a refund of credit on account takes from what was paid, in its account too', async () => {
    const refunded = await buildLedger(t.db, 'Agence Remboursée');
    const [{ typeId }] = await t.db.query<{ typeId: number }>(
      'SELECT id AS "typeId" FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1',
    );
    const money = { paymentAccountId: accountId, paymentTypeId: typeId };
    // 550 settling I6 (400): 150 left on account, 100 of it paid back three days later.
    const paid = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/invoicepayment/add',
      payload: {
        invoiceId: refunded.invoices.I6,
        amount: 550,
        paymentDate: '2026-05-25',
        ...money,
        allocations: [{ invoiceId: refunded.invoices.I6, amount: 400 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refund = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/invoicepayment/refund',
      payload: { agencyId: refunded.agencyId, amount: 100, refundDate: '2026-05-28', ...money },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const body = await report({ agencyId: refunded.agencyId, currencyId, ...PERIOD });
    // Before the ledger the report said 1050 paid (the payments alone); the agency got 100 back.
    expect(body.agencyInvoiceVsPayment).toEqual([
      { agencyId: refunded.agencyId, agencyName: 'Agence Remboursée', invoiceAmount: 1200, paymentAmount: 950 },
    ]);
    expect(byKey(body.amountPerPaymentAccount, 'paymentAccountId', 'amount')).toEqual({ [accountId]: 950 });
    const statement = await post(admin, 'getstatement', { agencyId: refunded.agencyId, ...PERIOD });
    const s = statement.json<Json>().reservationStatementSummary as Json;
    expect([s.invoicePaymentsTotal, s.refundsTotal]).toEqual([950, 100]);
    const sql = await directSql(t.db, {
      agencyId: refunded.agencyId,
      from: PERIOD.fromDate,
      to: PERIOD.toDate,
      currencyId,
    });
    expect([sql.payments[refunded.agencyId], sql.accounts]).toEqual([950, { [accountId]: 950 }]);
  });

  it('covers every agency when none is chosen, equal to direct SQL', async () => {
    const body = await report({ currencyId });
    const sql = await directSql(t.db, { currencyId });
    const rows = body.agencyInvoiceVsPayment as Json[];
    expect(rows.length).toBeGreaterThan(1);
    expect(byKey(rows, 'agencyId', 'invoiceAmount')).toEqual(
      Object.fromEntries(rows.map((r) => [String(r.agencyId), sql.invoices[r.agencyId] ?? 0])),
    );
    expect(byKey(rows, 'agencyId', 'paymentAmount')).toEqual(
      Object.fromEntries(rows.map((r) => [String(r.agencyId), sql.payments[r.agencyId] ?? 0])),
    );
    expect(Object.keys(sql.invoices).every((id) => rows.some((r) => String(r.agencyId) === id))).toBe(true);
    expect(rows.map((r) => r.agencyName)).toEqual(
      [...rows.map((r) => r.agencyName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(byKey(body.amountPerPaymentAccount, 'paymentAccountId', 'amount')).toEqual(sql.accounts);
    expect(byKey(body.invoiceSumPerPeriod, 'period', 'amount')).toEqual(sql.months);
  });
});

describe('input and access', () => {
  it('answers 400 by field in en and fr', async () => {
    const range = await post(admin, 'getagencyinvoicevspayment', { fromDate: '2026-03-01', toDate: '2026-02-01' });
    expect([range.statusCode, range.json()]).toEqual([
      400,
      { errors: { toDate: ['To Date must be on or after From Date.'] } },
    ]);
    const fr = await post(admin, 'getagencyinvoicevspayment', { fromDate: '01/02/2026' }, 'fr');
    expect(fr.json()).toEqual({ errors: { fromDate: ['La date de début doit être une date (AAAA-MM-JJ).'] } });
    const currency = await post(admin, 'getagencyinvoicevspayment', { currencyId: 999999 });
    expect([currency.statusCode, currency.json()]).toEqual([
      400,
      { errors: { currencyId: ['Currency is not valid.'] } },
    ]);
  });

  it("holds agency users to their agency: their own figures only, another agency's a 404", async () => {
    const own = Number(claimsOf(agent).agencyId ?? claimsOf(agent).AgencyId);
    const mine = await report({ currencyId }, agent);
    expect((mine.agencyInvoiceVsPayment as Json[]).map((r) => r.agencyId)).toEqual([own]);
    const sql = await directSql(t.db, { agencyId: own, currencyId });
    expect(byKey(mine.amountPerPaymentAccount, 'paymentAccountId', 'amount')).toEqual(sql.accounts);
    expect(mine.agencyInvoiceVsPayment[0].invoiceAmount).toBe(sql.invoices[own]);
    expect((await post(agent, 'getagencyinvoicevspayment', { agencyId: ledger.agencyId })).statusCode).toBe(404);
    expect((await post(agent, 'agencyinvoicevspayment/pdf', { agencyId: ledger.agencyId })).statusCode).toBe(404);
    expect((await post(admin, 'getagencyinvoicevspayment', { agencyId: 999999 })).statusCode).toBe(404);
  });
});

describe('the PDF', () => {
  it('draws the charts with their figures in the language, in the embedded font, the same bytes twice', async () => {
    const body = { agencyId: ledger.agencyId, currencyId, ...PERIOD };
    const res = await post(admin, 'agencyinvoicevspayment/pdf', body, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Factures-et-paiements-par-agence-.*\.pdf"/);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Factures et paiements par agence');
    expect(text).toContain('Agence Éole Şişli');
    expect(text).toMatch(/1\s200,00/); // the period's invoices, formatted in French
    expect(text).toContain('Factures par mois');
    expect(text).toMatch(/Page 1 sur \d/);
    expect(fontFacts(res.rawPayload)).toEqual({ standard14: [], embedsTrueType: true });
    const again = await post(admin, 'agencyinvoicevspayment/pdf', body, 'fr');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const en = await post(admin, 'agencyinvoicevspayment/pdf', body);
    expect((await pdfPages(en.rawPayload)).join('\n')).toContain('Invoices and payments per agency');
  });
});
