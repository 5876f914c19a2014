/**
 * Exports of the generated lists and the bespoke ones outside finance: the file parsed back holds
 * the list's rows (every page, the list's filters and order), headers in the caller's language,
 * an agency user's rows only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '@server/auth/sessions.js';
import { secretKey } from '@server/auth/token.js';
import { ADMIN, AGENT, JWT_SECRET, startTestApp, type TestApp } from '../helpers.js';
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

async function get(token: string, url: string, lang = 'en') {
  const res = await t.call(token, { method: 'GET', url, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function post(token: string, url: string, payload: Listed, lang = 'en') {
  const res = await t.call(token, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('a generated list', () => {
  it('exports every row of its filtered, searched, sorted list with the list columns', async () => {
    const query = 'search=a&sort=title&order=asc&isActive=true';
    const listed = (await get(admin, `/api/finance/paymentaccount/get?${query}&pageSize=1000`)).json().financeListing
      .paymentAccounts as Listed[];
    expect(listed.length).toBeGreaterThan(1);
    const res = await get(admin, `/api/finance/paymentaccount/export?${query}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-accounts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const { headers, rows } = readCsv(res.body);
    expect(headers).toEqual(['ID', 'Title', 'Ref', 'Payment Account Category', 'Initial', 'Status']);
    expect(rows.map((r) => r.Title)).toEqual(listed.map((r) => r.title));
    expect(rows.map((r) => Number(r.ID))).toEqual(listed.map((r) => r.id));
    for (const row of rows) expect(row.Status).toBe('Active');
  });

  it('writes French headers and words', async () => {
    const { headers, rows } = readCsv((await get(admin, '/api/infrastructure/currency/export', 'fr')).body, ';');
    expect(headers).toContain('Statut');
    expect(new Set(rows.map((r) => r.Statut))).toEqual(new Set(['Actif', 'Inactif']));
    expect(rows.some((r) => r.Symbole === '£' || Object.values(r).includes('£'))).toBe(true);
  });

  it('answers an agency user their own agency only', async () => {
    // No demo agency role may list agencies: a session of user 1 as agency 3 with the list's permission.
    const token = await issueAccessToken(t.db, secretKey(JWT_SECRET), {
      id: 1,
      fullname: 'Agency Viewer',
      agencyId: 3,
      permissions: ['Infrastructure.Agencies.ViewList'],
    });
    const { rows } = readCsv((await get(token, '/api/agencymanagement/agency/export?search=')).body);
    expect(rows.map((r) => r.ID)).toEqual(['3']);
  });

  it('refuses a bad filter with the list’s 400 and a caller without the view permission', async () => {
    const bad = await t.call(admin, { method: 'GET', url: '/api/finance/paymentaccount/export?isActive=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('isActive');
    const refused = await t.call(agent, { method: 'GET', url: '/api/finance/paymentaccount/export' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the reservation listing', () => {
  const url = '/api/reservation/request';

  async function listAll(token: string, body: Listed): Promise<Listed[]> {
    const rows: Listed[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const page = (await post(token, `${url}/get`, { ...body, pageIndex, pageSize: 100 })).json().requests as Listed[];
      rows.push(...page);
      if (page.length < 100) return rows;
    }
  }

  it('exports every request of the listing in its order (sorted by first check-in)', async () => {
    const body = { sort: 'firstCheckIn', order: 'ASC' };
    const listed = await listAll(admin, body);
    expect(listed.length).toBeGreaterThan(10);
    const { headers, rows } = readCsv((await post(admin, `${url}/export`, body)).body);
    expect(headers).toEqual([
      'Reference', 'Status', 'Agency', 'Agency ref. no.', 'Type', 'First check-in', 'Destinations', 'Passenger',
      'Pax', 'Infants', 'Created',
    ]); // prettier-ignore
    expect(rows.map((r) => r.Reference)).toEqual(
      listed.map((r) => `${r.supplierInitial ? `${String(r.supplierInitial)}-` : ''}${String(r.requestReference)}`),
    );
    rows.forEach((row, i) => {
      expect(row['First check-in']).toBe(listed[i].firstCheckIn ?? '');
      expect(row.Status).toBe(listed[i].status);
      expect(Number(row.Pax)).toBe(listed[i].pax);
      expect(row.Created).toBe(String(listed[i].dateCreated).replace(/\.\d{3}Z$/, 'Z'));
    });
  });

  it('gives an agency user their agency’s requests, in French', async () => {
    const listed = await listAll(agent, {});
    const { headers, rows } = readCsv((await post(agent, `${url}/export`, { agencyId: 2 }, 'fr')).body, ';');
    expect(headers[0]).toBe('Référence');
    expect(rows).toHaveLength(listed.length);
    expect(new Set(rows.map((r) => r.Agence))).toEqual(new Set(listed.map((r) => r.agencyName)));
  });
});
