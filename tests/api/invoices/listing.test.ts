/**
 * `POST get`: the invoice list with the search model of §3, each filter one by one (agency -1 and
 * status -1 mean none; request ref as shown or bare; TR reference; number; document type; first
 * check-in and request date ranges, ends included), newest first, paged with the total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from '../reservations/fixture.js';
import { call, invoiceOf, issue, REQUESTS, setUp, submit, today, type Ctx, type Json } from './fixture.js';

let c: Ctx;
let a: Json; // agency 1, issued, TR reference set
let b: Json; // the other agency, draft, travelling in 2028
let aRequest: Json;
let bRequest: Json;

const ids = async (search: Json, bearer = c.admin) => {
  const res = await call(c, bearer, 'POST', 'get', { pageSize: 100, ...search });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().invoices as Json[]).map((r) => r.id as number);
};

beforeAll(async () => {
  c = await setUp();
  aRequest = await submit(c);
  const completed = await c.t.call(c.admin, {
    method: 'POST',
    url: `${REQUESTS}/complete`,
    payload: { requestGuid: aRequest.requestGuid, reference: 'TR-ZEBRA-77' },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  a = await issue(c, await invoiceOf(c, aRequest.requestGuid));
  const body = requestBody(c.refs, { agencyId: c.refs.otherAgencyId });
  for (const d of body.requestDestinations) {
    d.checkInDate = d.checkInDate.replace('2027', '2028');
    d.checkOutDate = d.checkOutDate.replace('2027', '2028');
  }
  body.requestTransportations[0]!.departureDate = '2028-03-01';
  body.requestTransportations[0]!.arrivalDate = '2028-03-01';
  bRequest = await submit(c, { body });
  b = await invoiceOf(c, bRequest.requestGuid);
});
afterAll(() => c?.t.close());

describe('the invoice list', () => {
  it('answers the §3 row with number, type, dates, paid and balance, newest first, paged', async () => {
    const res = await call(c, c.admin, 'POST', 'get', { pageIndex: 1, pageSize: 2 });
    const page = res.json();
    expect(page.invoices.map((r: Json) => r.id)).toEqual([b.id, a.id]);
    expect(page.paginationModel).toMatchObject({ pageIndex: 1, pageSize: 2 });
    expect(page.paginationModel.totalRecords).toBeGreaterThanOrEqual(2);
    const row = page.invoices[1];
    expect(row).toMatchObject({
      id: a.id,
      number: a.number,
      documentType: 'invoice',
      statusString: 'Waiting For Payment',
      issueDate: today(),
      dueDate: a.dueDate,
      requestReference: aRequest.requestReference,
      supplierInitial: 'ORS',
      agencyReference: 'TR-ZEBRA-77',
      firstCheckInDate: '2027-03-01',
      passengerName: 'Ada Lovelace',
      pax: 2,
      system: a.systemTotal,
      grandTotal: a.grandTotal,
      paidTotal: 0,
      balanceDue: a.grandTotal,
    });
    expect(row.destinations).toContain('01/03/2027 → 05/03/2027');
  });

  it('filters by agency (-1 and empty: none)', async () => {
    expect(await ids({ agencyId: c.refs.otherAgencyId })).toContain(b.id);
    expect(await ids({ agencyId: c.refs.otherAgencyId })).not.toContain(a.id);
    expect(await ids({ agencyId: '1' })).not.toContain(b.id);
    for (const none of [-1, '-1', '', null])
      expect(await ids({ agencyId: none })).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('filters by status (-1: none)', async () => {
    expect(await ids({ invoiceStatus: 1 })).toContain(a.id);
    expect(await ids({ invoiceStatus: 1 })).not.toContain(b.id);
    expect(await ids({ invoiceStatus: 0 })).toContain(b.id);
    expect(await ids({ invoiceStatus: -1 })).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('filters by request reference, as shown or bare', async () => {
    expect(await ids({ requestRef: `ORS-${aRequest.requestReference}` })).toEqual([a.id]);
    expect(await ids({ requestRef: aRequest.requestReference.toLowerCase() })).toEqual([a.id]);
    expect(await ids({ requestRef: 'no-such-reference' })).toEqual([]);
  });

  it('filters by TR reference (the agency reference number) and by number', async () => {
    expect(await ids({ trRef: 'zebra-7' })).toEqual([a.id]);
    expect(await ids({ number: a.number.slice(-5) })).toContain(a.id);
    expect(await ids({ number: a.number })).toEqual([a.id]);
    expect(await ids({ number: 'INV-1999' })).toEqual([]);
  });

  it('filters by first check-in range, both ends included', async () => {
    const range = { firstCheckInFrom: '2028-03-01', firstCheckInTo: '2028-03-01' };
    expect(await ids(range)).toContain(b.id);
    expect(await ids(range)).not.toContain(a.id);
    expect(await ids({ firstCheckInTo: '2027-03-01', requestRef: aRequest.requestReference })).toEqual([a.id]);
    expect(await ids({ firstCheckInFrom: '2027-03-02', requestRef: aRequest.requestReference })).toEqual([]);
  });

  it('filters by request date range, both ends included', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await ids({ requestDateFrom: today(), requestDateTo: today() })).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids({ requestDateFrom: tomorrow })).toEqual([]);
    expect(await ids({ requestDateTo: '2000-01-01' })).toEqual([]);
  });

  it('filters by document type', async () => {
    expect(await ids({ documentType: 'creditNote', agencyId: 1, requestRef: aRequest.requestReference })).toEqual([]);
    expect(await ids({ documentType: 'invoice', requestRef: aRequest.requestReference })).toEqual([a.id]);
  });

  it("shows an agency user its agency's invoices only, whatever the agency filter says", async () => {
    const mine = await ids({ agencyId: c.refs.otherAgencyId }, c.agent);
    expect(mine).toContain(a.id);
    expect(mine).not.toContain(b.id);
  });

  it('refuses a page size beyond 100 and a malformed date (400)', async () => {
    expect((await call(c, c.admin, 'POST', 'get', { pageSize: 101 })).statusCode).toBe(400);
    const res = await call(c, c.admin, 'POST', 'get', { requestDateFrom: '2027-13-45' }, 'fr');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['requestDateFrom']);
  });
});
