/**
 * The reservation requests listing (`POST /api/reservation/request/get`): paging, search
 * (reference, agency reference number, passenger), filters, sort, agency isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { token } from '../kit/harness.js';
import { findRefs, requestBody, type Refs } from './fixture.js';

const URL = '/api/reservation/request';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

const list = async (bearer: string, payload: Record<string, unknown>, lang = 'en') => {
  const res = await t.call(bearer, {
    method: 'POST',
    url: `${URL}/get`,
    payload,
    headers: { 'accept-language': lang },
  });
  return res;
};
const rowsOf = async (bearer: string, payload: Record<string, unknown>) => {
  const res = await list(bearer, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ requests: Row[]; paginationModel: Row }>();
};

/** Request i: checks in on day 10 - i of March, so the check-in order is the reverse of the creation order. */
async function submit(
  bearer: string,
  i: number,
  options: { agencyId?: number; requestType?: number; lastName?: string } = {},
) {
  const body = requestBody(refs, { agencyId: options.agencyId, requestType: options.requestType });
  body.requestDestinations[1].checkInDate = `2027-03-${String(10 - i).padStart(2, '0')}`;
  body.requestDestinations[1].checkOutDate = '2027-03-20';
  body.requestDestinations[0].checkInDate = '2027-03-20';
  body.requestDestinations[0].checkOutDate = '2027-03-25';
  body.requestPassengers[0].lastName = options.lastName ?? `Traveller${i}`;
  const res = await t.call(bearer, { method: 'POST', url: `${URL}/add`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}

let made: Row[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  refs = await findRefs(t.db);
  // The demo requests of the seed out of the way (deleted, so the list leaves them out; their invoices
  // stay, written in the append-only receivables ledger): these assertions count and order their own.
  await t.db.query('UPDATE reservation_requests SET is_deleted = true, deleted_at = now()');
  made = [];
  for (let i = 0; i < 5; i++) made.push(await submit(agent, i));
  made.push(await submit(admin, 5, { agencyId: refs.otherAgencyId, requestType: 2, lastName: 'Zweistein' }));
});
afterAll(() => t?.close());

describe('POST get', () => {
  it('pages newest first with the rows a list shows', async () => {
    const page = await rowsOf(admin, { pageIndex: 1, pageSize: 4 });
    expect(page.paginationModel).toEqual({
      pageIndex: 1,
      pageSize: 4,
      currentPageRecords: 4,
      startIndex: 1,
      endIndex: 4,
      totalRecords: 6,
    });
    expect(page.requests.map((r) => r.requestGuid)).toEqual(
      [...made]
        .reverse()
        .slice(0, 4)
        .map((r) => r.requestGuid),
    );
    const row = page.requests[1];
    expect(row).toMatchObject({
      requestReference: made[4].requestReference,
      supplierInitial: 'ORS',
      agencyId: 1,
      agencyName: expect.any(String),
      requestType: 1,
      requestTypeName: 'FIT',
      statusId: 3,
      status: 'Pending',
      firstCheckIn: '2027-03-06',
      passengerName: 'Ada Traveller4',
      pax: 2,
      infants: 0,
    });
    expect(row.destinations).toMatch(/, /);
    const second = await rowsOf(admin, { pageIndex: 2, pageSize: 4 });
    expect(second.paginationModel).toMatchObject({ currentPageRecords: 2, startIndex: 5, endIndex: 6 });
  });

  it('sorts by first check-in', async () => {
    const page = await rowsOf(admin, { sort: 'firstCheckIn', pageSize: 10 });
    expect(page.requests.map((r) => r.firstCheckIn)).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
    const reversed = await rowsOf(admin, { sort: 'firstCheckIn', order: 'DESC' });
    expect(reversed.requests[0].firstCheckIn).toBe('2027-03-10');
  });

  it('searches the reference, the agency reference number and passenger names', async () => {
    expect((await rowsOf(admin, { search: made[2].requestReference })).requests.map((r) => r.requestGuid)).toEqual([
      made[2].requestGuid,
    ]);
    // The reference as the screens show it, with the supplier initial and a dash (copied from a screen).
    expect(
      (await rowsOf(admin, { search: `ORS-${made[2].requestReference}` })).requests.map((r) => r.requestGuid),
    ).toEqual([made[2].requestGuid]);
    expect((await rowsOf(admin, { search: 'zWEIst' })).requests.map((r) => r.requestGuid)).toEqual([
      made[5].requestGuid,
    ]);
    await t.call(agent, {
      method: 'POST',
      url: `${URL}/complete`,
      payload: { requestGuid: made[1].requestGuid, reference: 'AGY_50%' },
    });
    expect((await rowsOf(admin, { search: 'agy_50%' })).requests.map((r) => r.requestGuid)).toEqual([
      made[1].requestGuid,
    ]);
    expect((await rowsOf(admin, { search: '%' })).requests.map((r) => r.requestGuid)).toEqual([made[1].requestGuid]);
    expect((await rowsOf(admin, { search: 'nobody-at-all' })).paginationModel.totalRecords).toBe(0);
  });

  it('filters by agency, type, status, check-in and creation dates', async () => {
    expect((await rowsOf(admin, { agencyId: refs.otherAgencyId })).requests.map((r) => r.requestGuid)).toEqual([
      made[5].requestGuid,
    ]);
    expect((await rowsOf(admin, { requestType: 2 })).paginationModel.totalRecords).toBe(1);
    expect((await rowsOf(admin, { statusId: 3 })).paginationModel.totalRecords).toBe(6);
    expect((await rowsOf(admin, { statusId: 5 })).paginationModel.totalRecords).toBe(0);
    expect(
      (await rowsOf(admin, { checkInFrom: '2027-03-06', checkInTo: '2027-03-08' })).requests
        .map((r) => r.firstCheckIn)
        .sort(),
    ).toEqual(['2027-03-06', '2027-03-07', '2027-03-08']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await rowsOf(admin, { createdFrom: today, createdTo: today })).paginationModel.totalRecords).toBe(6);
    expect((await rowsOf(admin, { createdTo: '2020-01-01' })).paginationModel.totalRecords).toBe(0);
  });

  it("agency users see only their agency's requests, whatever the filter says", async () => {
    const page = await rowsOf(agent, { pageSize: 100, agencyId: refs.otherAgencyId });
    expect(page.paginationModel.totalRecords).toBe(5);
    expect(page.requests.every((r) => r.agencyId === 1)).toBe(true);
  });

  it('deleted requests leave the list', async () => {
    const deleter = await token(t, ['Reservations.Reservation.Delete']);
    await t.call(deleter, { method: 'DELETE', url: `${URL}/delete?requestGuid=${made[0].requestGuid}` });
    const page = await rowsOf(admin, { pageSize: 100 });
    expect(page.requests.map((r) => r.requestGuid)).not.toContain(made[0].requestGuid);
    expect(page.paginationModel.totalRecords).toBe(5);
  });

  it('needs ViewList; bad paging, sort and dates are 400s by field; page size capped at 1000', async () => {
    const adder = await token(t, ['Reservations.Reservation.Add']);
    expect((await list(adder, {})).statusCode).toBe(403);
    const res = await list(admin, { pageIndex: 0, pageSize: 'ten', sort: 'title', checkInFrom: '2027-13-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Row>().errors).toEqual({
      pageIndex: ['pageIndex must be at least 1.'],
      pageSize: ['pageSize is not valid.'],
      sort: ['sort is not valid.'],
      checkInFrom: ['Check-in from is not valid.'],
    });
    expect((await list(admin, { pageIndex: 2147483648 })).json<Row>().errors).toEqual({
      pageIndex: ['pageIndex cannot exceed 2147483647.'],
    });
    expect((await rowsOf(admin, { pageSize: 5000 })).paginationModel.pageSize).toBe(1000);
    expect((await rowsOf(admin, { pageIndex: 2147483647, pageSize: 1000 })).requests).toEqual([]);
  });
});

describe('POST get: the search finds what the rows show', () => {
  const guids = async (bearer: string, search: string) =>
    (await rowsOf(bearer, { search, pageSize: 100 })).requests.map((r) => r.requestGuid).sort();
  const all = (rows: Row[]) => rows.map((r) => r.requestGuid).sort();
  /** The caller's requests whose destinations column shows the renamed city. */
  const inCity = async (bearer: string) =>
    (await rowsOf(bearer, { pageSize: 100 })).requests.filter((r) => String(r.destinations).includes('Kyōto-Süd'));

  it("finds a request by its agency's name and by a destination city, without regard to case or accents", async () => {
    const other = (await rowsOf(admin, { agencyId: refs.otherAgencyId })).requests[0];
    expect(await guids(admin, String(other.agencyName).toUpperCase())).toEqual([made[5].requestGuid]);
    // A city with accents, as its row shows it ('Kyōto-Süd'), found as typed on any keyboard.
    await t.db.query("UPDATE city SET title = 'Kyōto-Süd' WHERE id = $1", [refs.cityId]);
    const going = all(await inCity(admin));
    expect(going.length).toBeGreaterThan(1);
    expect(await guids(admin, 'kyoto-sud')).toEqual(going);
    expect(await guids(admin, 'KYŌTO')).toEqual(going);
  });

  it("finds a passenger typed without accents or capitals ('emilie' finds 'Émilie')", async () => {
    const emilie = await submit(admin, 6, { lastName: 'Émilie Brontë' });
    try {
      for (const text of ['emilie', 'EMILIE BRONTE', 'Émilie', 'ada émilie'])
        expect(await guids(admin, text), text).toEqual([emilie.requestGuid]);
    } finally {
      await t.db.query(
        'DELETE FROM invoices WHERE request_id = (SELECT id FROM reservation_requests WHERE request_guid = $1)',
        [emilie.requestGuid],
      );
      await t.db.query('DELETE FROM reservation_requests WHERE request_guid = $1', [emilie.requestGuid]);
    }
  });

  it("holds an agency user to its agency: another agency's name or city finds none of its requests", async () => {
    const other = (await rowsOf(admin, { agencyId: refs.otherAgencyId })).requests[0];
    expect(await guids(agent, String(other.agencyName))).toEqual([]);
    const going = all(await inCity(agent));
    expect(going.length).toBeGreaterThan(0);
    expect(going.length).toBeLessThan(all(await inCity(admin)).length);
    expect(await guids(agent, 'kyoto-sud')).toEqual(going);
  });
});
