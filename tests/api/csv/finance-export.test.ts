/**
 * The invoice and payment lists as CSV: the file parsed back holds the list's rows (every page),
 * amounts as the stored decimals, headers in the caller's language, the agency user's rows only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { readCsv } from './parse.js';

let t: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
});
afterAll(() => t.close());

type Listed = Record<string, unknown>;

/** Every page of a list (its pages hold 100 rows at most). */
async function listAll(token: string, url: string, key: string, body: Listed = {}): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const res = await t.call(token, { method: 'POST', url, payload: { ...body, pageIndex, pageSize: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json()[key] as Listed[];
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

async function exportOf(token: string, url: string, body: Listed = {}, lang = 'en') {
  const res = await t.call(token, { method: 'POST', url, payload: body, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { res, ...readCsv(res.body, lang === 'fr' ? ';' : ',') };
}

describe('invoice export', () => {
  const url = '/api/finance/invoice/export';

  it('holds every invoice of the list, in its order, with the stored amounts', async () => {
    const listed = await listAll(admin, '/api/finance/invoice/get', 'invoices');
    expect(listed.length).toBeGreaterThan(10); // more than one page of the screen
    const { res, headers, rows } = await exportOf(admin, url);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(headers).toEqual([
      'Id', 'Number', 'Type', 'Request Ref', 'Agency', 'Agency Ref', 'Issue date', 'First Check-In', 'Destinations',
      'Passenger', 'Pax', 'System', 'Total', 'Paid', 'Balance', 'Currency', 'Due date', 'Status',
    ]); // prettier-ignore
    expect(rows.map((r) => Number(r.Id))).toEqual(listed.map((r) => r.id));
    rows.forEach((row, i) => {
      const inv = listed[i];
      expect(row.Number).toBe(inv.number ?? 'Draft');
      expect(row.Total).toMatch(/^-?\d+\.\d{2}$/);
      expect(Number(row.Total)).toBe(inv.grandTotal);
      expect(Number(row.Paid)).toBe(inv.paidTotal);
      expect(Number(row.Balance)).toBe(inv.balanceDue);
      expect(row.Currency).toBe(inv.currencyInitial);
      expect(row.Status).toBe(inv.statusString);
      expect(row.Passenger).toBe(inv.passengerName ?? '');
      expect(Number(row.Pax)).toBe(inv.pax);
      expect(row['First Check-In']).toBe(inv.firstCheckInDate ?? '');
      // The screen's destinations (`Paris 23/04/2027 → 26/04/2027<br>...`) with ISO dates, one per `;`.
      const shown = String(inv.destinations ?? '')
        .split('<br>')
        .filter(Boolean);
      expect(row.Destinations.split('; ').filter(Boolean)).toHaveLength(shown.length);
      if (shown.length) expect(row.Destinations).toMatch(/^\S.* \d{4}-\d{2}-\d{2} → \d{4}-\d{2}-\d{2}/);
      expect(row['Due date']).toBe(inv.dueDate ?? '');
      expect(row.Agency).toBe(inv.agencyName);
      expect(row['Issue date']).toBe(inv.issueDate ?? '');
      expect(row['Request Ref']).toBe(
        `${inv.supplierInitial ? `${String(inv.supplierInitial)}-` : ''}${String(inv.requestReference)}`,
      );
    });
  });

  it('takes the list search (a credit note filter) and answers French headers and words', async () => {
    const listed = await listAll(admin, '/api/finance/invoice/get', 'invoices', { documentType: 'creditNote' });
    const { headers, rows } = await exportOf(admin, url, { documentType: 'creditNote' }, 'fr');
    expect(headers.slice(0, 4)).toEqual(['Id', 'Numéro', 'Type', 'Réf. demande']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.Id))).toEqual(listed.map((r) => r.id));
    for (const row of rows) expect(row.Type).toBe('Avoir');
    expect(rows.some((r) => r.Total.startsWith('-'))).toBe(true); // a credit note's negative total, unquoted
  });

  it("is in each language's spreadsheet convention: French `;` and decimal commas, English `,` and points", async () => {
    const fr = await exportOf(admin, url, {}, 'fr');
    const en = await exportOf(admin, url, {}, 'en');
    expect(fr.res.headers['content-disposition']).toMatch(/^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(fr.res.body.split('\r\n')[0]).toBe(
      "\uFEFFId;Numéro;Type;Réf. demande;Agence;Réf. de l'agence;Date d'émission;Première arrivée;Destinations;Passager;Pax;Système;Total;Payé;Solde;Devise;Échéance;Statut",
    );
    expect(fr.rows).toHaveLength(en.rows.length);
    fr.rows.forEach((row, i) => {
      expect(row.Total).toMatch(/^-?\d+,\d{2}$/); // no thousands separator
      expect(row.Total).toBe(en.rows[i].Total.replace('.', ','));
      expect(row.Solde).toBe(en.rows[i].Balance.replace('.', ','));
      expect(row.Échéance).toBe(en.rows[i]['Due date']); // dates stay ISO
    });
    expect(fr.rows.some((r) => Number(r.Total.replace(',', '.')) >= 1000)).toBe(true); // `1234,50`, not `1 234,50`
    expect(en.rows[0].Total).toMatch(/^-?\d+\.\d{2}$/);
  });

  it("gives an agency user their agency's invoices only", async () => {
    const listed = await listAll(agent, '/api/finance/invoice/get', 'invoices');
    const all = await listAll(admin, '/api/finance/invoice/get', 'invoices');
    expect(listed.length).toBeLessThan(all.length);
    const { rows } = await exportOf(agent, url, { agencyId: all.find((r) => r.agencyId !== 1)!.agencyId });
    expect(rows.map((r) => Number(r.Id))).toEqual(listed.map((r) => r.id));
  });

  it('answers a bad filter with the list’s 400, not a file', async () => {
    const res = await t.call(admin, { method: 'POST', url, payload: { firstCheckInFrom: 'yesterday' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('firstCheckInFrom');
  });
});

describe('payment export', () => {
  const url = '/api/finance/invoicepayment/export';

  it('holds every payment of the list with its amount and currency', async () => {
    const listed = await listAll(admin, '/api/finance/invoicepayment/get', 'invoicePayments');
    expect(listed.length).toBeGreaterThan(0);
    const { headers, rows } = await exportOf(admin, url);
    expect(headers).toEqual([
      'Id', 'Invoice number', 'Request Ref', 'Agency', 'Agency Ref', 'Payment Type', 'Payment Account', 'Payment Date',
      'Amount', 'Currency', 'Ref',
    ]); // prettier-ignore
    expect(rows.map((r) => Number(r.Id))).toEqual(listed.map((r) => r.id));
    rows.forEach((row, i) => {
      expect(row.Amount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.Amount)).toBe(listed[i].amount);
      expect(row['Payment Date']).toBe(listed[i].paymentDate);
      expect(row['Payment Account']).toBe(listed[i].paymentAccountName);
      expect(row.Currency).toBe(listed[i].currencyInitial);
      expect(row.Agency).toBe(listed[i].agencyName);
    });
  });

  it("gives an agency user their agency's payments only, and French headers", async () => {
    const listed = await listAll(agent, '/api/finance/invoicepayment/get', 'invoicePayments');
    const { headers, rows } = await exportOf(agent, url, {}, 'fr');
    expect(headers[1]).toBe('N° de facture');
    expect(rows.map((r) => Number(r.Id))).toEqual(listed.map((r) => r.id));
    rows.forEach((row, i) => expect(row.Montant).toBe((listed[i].amount as number).toFixed(2).replace('.', ',')));
  });
});
