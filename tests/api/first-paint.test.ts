/**
 * The list's first page in the server's first paint (src/server/routes/first-paint-rows.ts): a
 * signed-in request of a schema list (its token in the `access-token` cookie, as the SPA mirrors
 * it) gets the rows the list endpoint would answer it, HTML-escaped, `private, no-store`; an agency
 * user only its agency's rows; no token, a revoked or forged one, a user without the list's
 * permission or an address with a query get the page without rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { tokenCookiePieces } from '@domain/token-cookie.js';
import { ADMIN, AGENT, VIEWER, startTestApp, type TestApp } from './helpers.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Travel Back Office</title></head>' +
  '<body><div id="root"></div><!--first-paint--></body></html>';
const PAYMENT_ACCOUNTS = '/finance/payment-account';
const AGENCIES = '/agency-management/agency';
const HOSTILE = `<img src=x onerror="alert('x')">&"Caisse"`;

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await startTestApp({ spaIndexHtml: INDEX_HTML });
  // The agency user's role may view agencies here (an agency-scoped list: agencyScope 'id').
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission)
     SELECT id, 'Infrastructure.Agencies.ViewList' FROM roles WHERE name = 'agency user'`,
  );
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  const added = await t.call(admin, {
    method: 'POST',
    url: '/api/finance/paymentaccount/add',
    payload: { id: null, title: HOSTILE, ref: 'HTML01', infraTypeId: 10, isActive: true },
  });
  expect(added.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** The `Cookie` header a browser sends after the SPA mirrored `token` (in pieces) and maybe the language. */
function cookies(token: string | null, lang?: string): string {
  const pieces = token ? tokenCookiePieces(encodeURIComponent(token)).map(([name, value]) => `${name}=${value}`) : [];
  return [...pieces, ...(lang ? [`lang=${lang}`] : [])].join('; ');
}

const page = (url: string, token: string | null, lang?: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies(token, lang) } });

/** The first paint's rows: each row's cells' text, as written (entities left as sent). */
function rowsOf(res: LightMyRequestResponse): string[][] {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(res.body)?.[1] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1].matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => cell[1]),
  );
}

async function listOf(token: string, url: string) {
  return (await t.call(token, { method: 'GET', url })).json();
}

describe('the first paint of a list page', () => {
  it("writes the list's first page for a signed-in administrator, as the list endpoint answers it, with its total", async () => {
    const res = await page(PAYMENT_ACCOUNTS, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const api = await listOf(admin, '/api/finance/paymentaccount/get');
    const expected = api.financeListing.paymentAccounts as { id: number }[];
    const rows = rowsOf(res);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((cells) => Number(cells[0]))).toEqual(expected.map((r) => r.id));
    // The column headers in English, the status as the shell's chip says it, the footer's total.
    expect(res.body).toContain('<th>Payment Account Category</th>');
    expect(rows[0].at(-1)).toBe('Active');
    const total = api.paginationModel.totalRecords as number;
    expect(res.body).toContain(`Showing 1 to ${expected.length} of ${total} results`);
  });

  it("escapes a row's text: HTML in a title is shown as text", async () => {
    const res = await page(PAYMENT_ACCOUNTS, admin);
    const titles = rowsOf(res).map((cells) => cells[1]);
    expect(titles[0]).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;&quot;Caisse&quot;');
    expect(res.body).not.toContain('<img');
  });

  it('writes the column labels in the language of the `lang` cookie', async () => {
    const res = await page(PAYMENT_ACCOUNTS, admin, 'fr');
    expect(res.body).toContain('<th>Catégorie du compte</th>');
    expect(rowsOf(res)[0].at(-1)).toBe('Actif');
    expect(res.body).toMatch(/Affichage de 1 à 10 sur \d+/);
  });

  it("shows an agency user only its agency's rows", async () => {
    const res = await page(AGENCIES, agent);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const own = (await listOf(agent, '/api/agencymanagement/agency/get')).agencies as { id: number }[];
    expect(own.map((a) => a.id)).toEqual([1]);
    expect(rowsOf(res).map((cells) => Number(cells[0]))).toEqual([1]);
    // The administrator sees them all, "Aegean Escapes" among them, which the agent must not.
    const all = rowsOf(await page(AGENCIES, admin));
    expect(all.length).toBeGreaterThan(1);
    const others = all.filter((cells) => cells[0] !== '1').map((cells) => cells[1]);
    for (const title of others) expect(res.body).not.toContain(`>${title}<`);
  });

  it('writes no rows without a token, and the page stays no-cache', async () => {
    const res = await page(PAYMENT_ACCOUNTS, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Payment Accounts</h1>');
    expect(res.body).not.toContain('<table');
  });

  it('writes no rows for a forged token, nor for a user without the list permission', async () => {
    const [header, payload] = admin.split('.');
    expect((await page(PAYMENT_ACCOUNTS, `${header}.${payload}.forged-signature`)).body).not.toContain('<table');
    const viewer = await t.login(VIEWER);
    // The viewer may view the lists; the agency user may not view payment accounts.
    expect((await page(PAYMENT_ACCOUNTS, viewer)).body).toContain('<table');
    const refused = await t.call(agent, { method: 'GET', url: '/api/finance/paymentaccount/get' });
    expect(refused.statusCode).toBe(403);
    expect((await page(PAYMENT_ACCOUNTS, agent)).body).not.toContain('<table');
  });

  it('writes no rows once the session is revoked (logout)', async () => {
    const token = await t.login(ADMIN);
    expect((await page(PAYMENT_ACCOUNTS, token)).body).toContain('<table');
    expect((await t.call(token, { method: 'POST', url: '/api/Auth/logout' })).statusCode).toBe(204);
    const res = await page(PAYMENT_ACCOUNTS, token);
    expect(res.body).not.toContain('<table');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('writes no rows for an address with a query (another page, sort or search than the first)', async () => {
    expect((await page(`${PAYMENT_ACCOUNTS}?page=2`, admin)).body).not.toContain('<table');
  });
});
