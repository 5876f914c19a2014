/**
 * What tests/api/ledger/one-amount-owed.test.ts reads of the API, each answer as a screen, an
 * export or a document shows it: the invoice list, its CSV, an invoice's detail, CII XML and PDF,
 * the agency's balance, statement and dashboard. Money compared in cents.
 */
import { expect } from 'vitest';
import { formatMoney } from '@server/pdf/index.js';
import { pdfText } from '@tests/support/pdf-text.js';
import { readCsv } from '../csv/parse.js';
import { SYSTEM_TOTAL, type Ctx, type Json, type Refs } from '../invoice-payments/fixture.js';
import { call } from '../invoices/fixture.js';

export let c: Ctx;
export let r: Refs;

/** The app and reference data the runs call (the test file's). */
export function useApp(ctx: Ctx, refs: Refs): void {
  c = ctx;
  r = refs;
}

// ---------------------------------------------------------------------------------------------
// Money in cents.

export const cents = (value: number | string) => Math.round(Number(value) * 100) || 0;
export const text = (valueInCents: number) => (valueInCents / 100).toFixed(2);
export const TOTAL = cents(SYSTEM_TOTAL);

// ---------------------------------------------------------------------------------------------
// Reading what the API shows.

export const get = (bearer: string, url: string) =>
  c.t.call(bearer, { method: 'GET', url, headers: { 'accept-language': 'en' } });
export const post = (url: string, payload: object) =>
  c.t.call(c.admin, { method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

export async function ok(res: { statusCode: number; body: string }, what: string): Promise<Json> {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return JSON.parse(res.body) as Json;
}

/** Every document of the agency as the list answers it (one page: a run makes a handful). */
export async function listOf(agencyId: number): Promise<Json[]> {
  const answer = await ok(
    await post('/api/finance/invoice/get', { agencyId, pageIndex: 1, pageSize: 100 }),
    'invoice/get',
  );
  expect(answer.paginationModel.totalRecords ?? answer.invoices.length).toBeLessThan(100);
  return answer.invoices as Json[];
}

export async function csvOf(agencyId: number): Promise<Map<number, Record<string, string>>> {
  const res = await post('/api/finance/invoice/export', { agencyId });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(readCsv(res.body).rows.map((row) => [Number(row.Id), row]));
}

export const balanceOf = async (agencyId: number) =>
  ok(await get(c.admin, `/api/finance/agency/balance?agencyId=${agencyId}`), 'balance');
export const statementOf = async (agencyId: number) =>
  (await ok(await post('/api/finance/report/getstatement', { agencyId }), 'statement')).reservationStatementSummary;
export const dashboardOf = async (token: string) => (await ok(await get(token, '/api/dashboard'), 'dashboard')).cards;
export const detailOf = async (id: number) => ok(await call(c, c.admin, 'GET', `getbyid?id=${id}`), 'getbyid');

export async function duePayable(id: number): Promise<string> {
  const res = await call(c, c.admin, 'GET', `cii?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const due = /<ram:DuePayableAmount[^>]*>([^<]*)<\/ram:DuePayableAmount>/.exec(res.body)?.[1];
  expect(due, 'DuePayableAmount in the CII').toBeDefined();
  return due!;
}

export async function pdfBalanceDue(id: number): Promise<string> {
  const res = await call(c, c.admin, 'GET', `pdf?id=${id}`);
  expect(res.statusCode).toBe(200);
  const found = /Balance due (\S+)/.exec(await pdfText(new Uint8Array(res.rawPayload)));
  expect(found, 'a Balance due line').not.toBeNull();
  return found![1]!;
}

export const issuedInvoice = (row: Json) => row.documentType === 'invoice' && row.number !== null;

/** An amount as the English PDF prints it. */
export const printed = (valueInCents: number, currency: string | null) =>
  formatMoney(text(valueInCents), currency ?? 'EUR', 'en').replace(/\s+/g, ' ');
