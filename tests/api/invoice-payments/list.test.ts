/**
 * The payment list (`POST get` with the search model) filter by filter, its paging, an invoice's
 * payments newest first, and what an agency user reaches: its agency's payments to read (another
 * agency's answer 404), none to write (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayment,
  AGENT,
  body,
  draftInvoice,
  pay,
  paymentRefs,
  setUp,
  type Ctx,
  type Json,
  type Refs,
} from './fixture.js';
import { allPermissions, token } from '../kit/harness.js';

let c: Ctx;
let r: Refs;
let agent: string;
/** An agency user (agency 1) holding every permission, delete included (the demo agent holds no delete). */
let agencyAll: string;
let mine: Json; // agency 1's invoice (the agent's)
let theirs: Json; // another agency's
const p: Record<string, Json> = {};

beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
  agent = await c.t.login(AGENT);
  const kit = { app: c.t.app, db: c.t.db, schemas: c.t.schemas };
  agencyAll = await token(kit, allPermissions(kit), 1);
  mine = await draftInvoice(c, 1);
  const [other] = await c.t.db.query<{ id: number }>('SELECT id FROM agency WHERE id <> 1 ORDER BY id LIMIT 1');
  theirs = await draftInvoice(c, other.id);
  p.a = await addPayment(c, r, mine.id, { amount: 10, paymentDate: '2021-01-10' });
  p.b = await addPayment(c, r, mine.id, {
    amount: 20,
    paymentDate: '2021-01-20',
    paymentAccountId: r.otherAccountId,
    ref: 'B-REF',
  });
  p.c = await addPayment(c, r, theirs.id, { amount: 30, paymentDate: '2021-01-30', paymentTypeId: r.otherTypeId });
});
afterAll(async () => {
  await c.t.close();
});

async function search(criteria: Json, bearer = c.admin): Promise<{ rows: Json[]; model: Json }> {
  const res = await pay(c, bearer, 'POST', 'get', { pageIndex: 1, pageSize: 100, ...criteria });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json().invoicePayments, model: res.json().paginationModel };
}

/** Which of a, b, c a search finds (other payments of the demo data may be found too). */
const found = (rows: Json[]) =>
  Object.entries(p)
    .filter(([, payment]) => rows.some((row) => row.id === payment.id))
    .map(([name]) => name);

describe('the payment list', () => {
  it('answers rows with the names a screen shows, newest first', async () => {
    const { rows, model } = await search({});
    expect(found(rows)).toEqual(['a', 'b', 'c']);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((x, y) => y - x));
    const row = rows.find((x) => x.id === p.b.id)!;
    expect(row).toMatchObject({
      invoiceId: mine.id,
      amount: 20,
      ref: 'B-REF',
      requestReference: mine.requestReference,
      supplierInitial: mine.supplierInitial,
      currencyInitial: mine.currencyInitial,
      paymentAccountName: p.b.paymentAccountName,
      paymentTypeName: p.b.paymentTypeName,
      agencyId: 1,
    });
    expect(model.totalRecords).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'requestRef (contains, any case, with the supplier initial)',
      () => ({ requestRef: mine.requestReference.slice(-6).toLowerCase() }),
      ['a', 'b'],
    ],
    ['requestRef as shown', () => ({ requestRef: `${theirs.supplierInitial}-${theirs.requestReference}` }), ['c']],
    ['paymentAccountId', () => ({ paymentAccountId: r.otherAccountId }), ['b']],
    ['paymentAccountId as text', () => ({ paymentAccountId: String(r.otherAccountId) }), ['b']],
    ['paymentTypeId', () => ({ paymentTypeId: r.otherTypeId }), ['c']],
    ['invoiceId', () => ({ invoiceId: mine.id }), ['a', 'b']],
    ['fromDate (inclusive)', () => ({ fromDate: '2021-01-20' }), ['b', 'c']],
    ['toDate (inclusive)', () => ({ toDate: '2021-01-20', invoiceId: mine.id }), ['a', 'b']],
    ['fromDate and toDate', () => ({ fromDate: '2021-01-11', toDate: '2021-01-29' }), ['b']],
    [
      '-1, 0 and empty values: no filter',
      () => ({ paymentAccountId: -1, paymentTypeId: '', invoiceId: 0, fromDate: null }),
      ['a', 'b', 'c'],
    ],
  ])('filters by %s', async (_name, criteria, expected) => {
    const { rows } = await search(criteria());
    expect(found(rows)).toEqual(expected);
  });

  it('pages: one row a page, the paginationModel of every list', async () => {
    const { rows, model } = await search({ invoiceId: mine.id, pageIndex: 2, pageSize: 1 });
    expect(found(rows)).toEqual(['a']);
    expect(model).toEqual({
      pageIndex: 2,
      pageSize: 1,
      currentPageRecords: 1,
      startIndex: 2,
      endIndex: 2,
      totalRecords: 2,
    });
  });

  it('refuses a filter it cannot read (400 keyed by field)', async () => {
    const date = await pay(c, c.admin, 'POST', 'get', { fromDate: '31/01/2021' });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors).toEqual({ fromDate: ['Payment From is not valid.'] });
    const type = await pay(c, c.admin, 'POST', 'get', { paymentTypeId: 'cash' });
    expect(type.json().errors).toEqual({ paymentTypeId: ['Payment Type is not valid.'] });
  });

  it("answers an invoice's payments newest first, with their attachments", async () => {
    const res = await pay(c, c.admin, 'GET', `getpaymentsbyinvoiceid?invoiceId=${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: Json) => x.id)).toEqual([p.b.id, p.a.id]);
    expect(res.json()[0]).toMatchObject({ attachments: [], attachmentsFullPaths: [] });
    expect((await pay(c, c.admin, 'GET', 'getpaymentsbyinvoiceid?invoiceId=999999')).statusCode).toBe(404);
  });
});

describe('an agency user', () => {
  it("reads its agency's payments only", async () => {
    const { rows } = await search({}, agent);
    expect(found(rows)).toEqual(['a', 'b']);
    expect(rows.every((row) => row.agencyId === 1)).toBe(true);
    expect((await pay(c, agent, 'GET', `getbyid?id=${p.a.id}`)).statusCode).toBe(200);
    expect((await pay(c, agent, 'GET', `getbyid?id=${p.c.id}`)).statusCode).toBe(404);
    expect((await pay(c, agent, 'GET', `getpaymentsbyinvoiceid?invoiceId=${mine.id}`)).json()).toHaveLength(2);
    expect((await pay(c, agent, 'GET', `getpaymentsbyinvoiceid?invoiceId=${theirs.id}`)).statusCode).toBe(404);
  });

  it("writes no payment (403), and another agency's are not found (404); nothing changes", async () => {
    const before = await c.t.db.query('SELECT id, amount::text, version, is_deleted FROM invoice_payments ORDER BY id');
    const refused = [
      await pay(c, agent, 'POST', 'add', body(r, mine.id, { amount: 1 })),
      await pay(c, agent, 'PUT', 'update', { ...p.a, amount: 11 }),
      await pay(c, agencyAll, 'DELETE', `delete?id=${p.a.id}`),
      await pay(c, agent, 'POST', 'deleteinvoicepaymentattachments', {
        invoicePaymentId: p.a.id,
        attachments: ['x.pdf'],
      }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    // Refused as an agency user, not for a missing permission.
    expect(new Set(refused.map((res) => res.json().detail))).toEqual(
      new Set(['Only company users can record, change or delete payments.']),
    );
    const fr = await pay(c, agent, 'PUT', 'update', { ...p.a, amount: 11 }, { 'accept-language': 'fr' });
    expect(fr.json().detail).toBe(
      'Seuls les utilisateurs de la société peuvent enregistrer, modifier ou supprimer des paiements.',
    );
    const hidden = [
      await pay(c, agent, 'POST', 'add', body(r, theirs.id, { amount: 1 })),
      await pay(c, agent, 'PUT', 'update', { ...p.c, amount: 31 }),
      await pay(c, agencyAll, 'DELETE', `delete?id=${p.c.id}`),
      await pay(c, agent, 'POST', 'deleteinvoicepaymentattachments', {
        invoicePaymentId: p.c.id,
        attachments: ['x.pdf'],
      }),
    ];
    expect(hidden.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect(
      await c.t.db.query('SELECT id, amount::text, version, is_deleted FROM invoice_payments ORDER BY id'),
    ).toEqual(before);
  });
});
