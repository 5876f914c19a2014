/**
 * The PATCH updates of a submitted request on a real database through real HTTP (inject): each
 * one answers the updated detail and writes one activity entry (its field diffs, read from the
 * table here) and one audit entry in its transaction; validation 400 keyed by field (en/fr),
 * permissions, agency isolation, cancelled requests, stale versions, a failure injected halfway.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { token } from '../kit/harness.js';
import { findRefs, requestBody, type Refs } from './fixture.js';

const URL = '/api/reservation/request';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;
let adminId: number;
let agentId: number;
let supplierId: number;

type Detail = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions
type Activity = {
  activity_type: string;
  status_id: number;
  description: string;
  changes: { field: string; before: unknown; after: unknown }[];
  created_by: number;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  refs = await findRefs(t.db);
  const ids = await t.db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE email = ANY($1::text[])',
    [[ADMIN.email, AGENT.email]],
  );
  adminId = ids.find((u) => u.email === ADMIN.email)!.id;
  agentId = ids.find((u) => u.email === AGENT.email)!.id;
  supplierId = (await t.db.query<{ id: number }>('SELECT id FROM supplier WHERE NOT is_deleted ORDER BY id LIMIT 1'))[0]
    .id;
});
afterAll(() => t?.close());

const patch = (bearer: string, name: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(bearer, { method: 'PATCH', url: `${URL}/${name}`, payload: payload as object, headers });
const getById = async (guid: string) =>
  (await t.call(admin, { method: 'GET', url: `${URL}/getbyid?requestGuid=${guid}` })).json<Detail>();

/** A fresh request of agency 1 (or `agencyId`), as getbyid answers it. */
async function newRequest(agencyId = 1): Promise<Detail> {
  const res = await t.call(admin, { method: 'POST', url: `${URL}/add`, payload: requestBody(refs, { agencyId }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

/** The entries the edits wrote, oldest first (the creation's entry, first of all, is amendments.test.ts's). */
const activityOf = (guid: string) =>
  t.db.query<Activity>(
    `SELECT a.activity_type, a.status_id, a.description, a.changes, a.created_by FROM reservation_request_activity a
     JOIN reservation_requests r ON r.id = a.request_id WHERE r.request_guid = $1 AND a.activity_type <> 'create' ORDER BY a.id`,
    [guid],
  );
const auditOf = (guid: string) =>
  t.db.query<{ operation: string; changes: { field: string; before: unknown; after: unknown }[]; agency_id: number }>(
    "SELECT operation, changes, agency_id FROM audit_entries WHERE entity = 'reservation-request' AND entity_id = $1 ORDER BY id",
    [guid],
  );

/** A snapshot of what a request is made of, to show a refused update changed nothing. */
async function stateOf(guid: string) {
  const [row] = await t.db.query<{ state: string }>(
    `SELECT json_build_object(
       'request', (SELECT row_to_json(r) FROM reservation_requests r WHERE r.request_guid = $1::uuid),
       'passengers', (SELECT json_agg(p ORDER BY p.id) FROM reservation_passengers p JOIN reservation_requests r ON r.id = p.request_id WHERE r.request_guid = $1::uuid),
       'transports', (SELECT json_agg(x ORDER BY x.id) FROM reservation_transportations x JOIN reservation_requests r ON r.id = x.request_id WHERE r.request_guid = $1::uuid),
       'hotels', (SELECT json_agg(h ORDER BY h.id) FROM reservation_destination_hotels h JOIN reservation_destinations d ON d.id = h.destination_id
                   JOIN reservation_requests r ON r.id = d.request_id WHERE r.request_guid = $1::uuid),
       'excursions', (SELECT json_agg(e ORDER BY e.id) FROM reservation_destination_excursions e JOIN reservation_destinations d ON d.id = e.destination_id
                   JOIN reservation_requests r ON r.id = d.request_id WHERE r.request_guid = $1::uuid),
       'tours', (SELECT json_agg(e ORDER BY e.id) FROM reservation_destination_tour_services e JOIN reservation_destinations d ON d.id = e.destination_id
                   JOIN reservation_requests r ON r.id = d.request_id WHERE r.request_guid = $1::uuid),
       'activity', (SELECT count(*) FROM reservation_request_activity a JOIN reservation_requests r ON r.id = a.request_id WHERE r.request_guid = $1::uuid),
       'audit', (SELECT count(*) FROM audit_entries WHERE entity_id = $1::text))::text AS state`,
    [guid],
  );
  return row.state;
}

/** The update is refused with `status`, and the request is exactly as it was. */
async function refused(
  bearer: string,
  name: string,
  payload: Record<string, unknown>,
  status: number,
  headers: Record<string, string> = {},
) {
  const guid = String(payload.requestGuid);
  const before = await stateOf(guid);
  const res = await patch(bearer, name, payload, headers);
  expect(res.statusCode, res.body).toBe(status);
  expect(await stateOf(guid)).toBe(before);
  return res.json<Detail>();
}

/** One valid body of each update for request `d` (agency-user-safe where the update allows agency users). */
function validBodies(d: Detail): Record<string, Record<string, unknown>> {
  const hotelDestination = d.requestDestinations[0];
  const serviceDestination = d.requestDestinations[1];
  return {
    updatereferencenumber: { requestGuid: d.requestGuid, referenceNumber: 'AG-1' },
    updatecounter: { requestGuid: d.requestGuid, counterId: adminId },
    updateagency: { requestGuid: d.requestGuid, agencyId: refs.otherAgencyId },
    updatepassenger: {
      requestGuid: d.requestGuid,
      requestPassengers: [{ ...d.requestPassengers[1], firstName: 'Charlie' }],
    },
    updatestatus: { requestGuid: d.requestGuid, statusId: 5 },
    updateservices: {
      requestGuid: d.requestGuid,
      destinationService: { destinationId: serviceDestination.id, tourServiceIds: [] },
    },
    updateexcursions: {
      requestGuid: d.requestGuid,
      destinationsExcursion: { destinationId: serviceDestination.id, excursionIds: [] },
    },
    updatetransportation: {
      requestGuid: d.requestGuid,
      requestTransportation: { ...d.requestTransportations[0], refNumber: 'LH400' },
    },
    updatehotel: {
      requestGuid: d.requestGuid,
      destinationHotelRequest: {
        destinationId: hotelDestination.id,
        hotelId: hotelDestination.destinationHotels[0].hotelId,
        statusId: 1,
      },
    },
    updaterequestremarks: { requestGuid: d.requestGuid, remarks: 'Sea view please' },
  };
}
const UPDATES = [
  'updatereferencenumber',
  'updatecounter',
  'updateagency',
  'updatepassenger',
  'updatestatus',
  'updateservices',
  'updateexcursions',
  'updatetransportation',
  'updatehotel',
  'updaterequestremarks',
];

describe('updatereferencenumber', () => {
  it("changes the agency's reference only, answers the detail, writes one activity and one audit entry", async () => {
    const d = await newRequest();
    const res = await patch(agent, 'updatereferencenumber', {
      requestGuid: d.requestGuid,
      referenceNumber: ' AG-2027 ',
      requestReference: 'HACK-1',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Detail>();
    expect(after).toMatchObject({ referenceNumber: 'AG-2027', requestReference: d.requestReference, version: 2 });
    expect(res.headers.etag).toBe('"2"');
    expect(await getById(d.requestGuid)).toEqual(after);

    const [entry] = await activityOf(d.requestGuid);
    expect(entry).toMatchObject({
      activity_type: 'edit',
      status_id: 1,
      description: 'Reference number updated',
      created_by: agentId,
    });
    expect(entry.changes).toEqual([{ field: 'referenceNumber', before: null, after: 'AG-2027' }]);
    const audit = await auditOf(d.requestGuid);
    expect(audit.map((a) => a.operation)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      agency_id: 1,
      changes: [{ field: 'referenceNumber', before: null, after: 'AG-2027' }],
    });

    // the listing finds the request by its new reference
    const list = await t.call(admin, { method: 'POST', url: `${URL}/get`, payload: { search: 'ag-2027' } });
    expect(list.json<Detail>().requests.map((r: Detail) => r.requestGuid)).toContain(d.requestGuid);
  });

  it('the same value again writes nothing', async () => {
    const d = await newRequest();
    await patch(admin, 'updatereferencenumber', { requestGuid: d.requestGuid, referenceNumber: 'SAME' });
    const before = await stateOf(d.requestGuid);
    const res = await patch(admin, 'updatereferencenumber', { requestGuid: d.requestGuid, referenceNumber: 'SAME' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Detail>().version).toBe(2);
    expect(await stateOf(d.requestGuid)).toBe(before);
  });

  it('checks its input (400 keyed by field, en and fr)', async () => {
    const d = await newRequest();
    const long = await refused(
      admin,
      'updatereferencenumber',
      { requestGuid: d.requestGuid, referenceNumber: 'x'.repeat(101) },
      400,
    );
    expect(long.errors).toEqual({ referenceNumber: ['Reference Number cannot exceed 100 characters.'] });
    const fr = await refused(
      admin,
      'updatereferencenumber',
      { requestGuid: d.requestGuid, referenceNumber: 'x'.repeat(101) },
      400,
      { 'accept-language': 'fr' },
    );
    expect(fr.errors).toEqual({
      referenceNumber: ['Le champ « Numéro de référence » ne peut pas dépasser 100 caractères.'],
    });
    const missing = await patch(admin, 'updatereferencenumber', { referenceNumber: 'A' });
    expect(missing.json<Detail>().errors).toEqual({ requestGuid: ['Request Guid is required.'] });
    expect(
      (await patch(admin, 'updatereferencenumber', { requestGuid: randomUUID(), referenceNumber: 'A' })).statusCode,
    ).toBe(404);
  });
});

describe('updatecounter', () => {
  it('sets an unlocked company user as the counter (with its name), and clears it', async () => {
    const d = await newRequest();
    const res = await patch(admin, 'updatecounter', { requestGuid: d.requestGuid, counterId: adminId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>()).toMatchObject({ counterId: adminId, counterName: 'Alice Admin' });
    const cleared = await patch(admin, 'updatecounter', { requestGuid: d.requestGuid, counterId: null });
    expect(cleared.json<Detail>().counterId).toBeUndefined();
    const activity = await activityOf(d.requestGuid);
    expect(activity.map((a) => a.description)).toEqual(['Counter updated', 'Counter removed']);
    expect(activity[0].changes).toEqual([
      { field: 'counterId', before: null, after: adminId },
      { field: 'counterName', before: null, after: 'Alice Admin' },
    ]);
  });

  it('refuses an agency user, a locked or unknown user as counter (400), and agency callers (403)', async () => {
    const d = await newRequest();
    const [locked] = await t.db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, full_name, is_locked) VALUES ('locked.counter@example.com', 'x', 'Locked Counter', true) RETURNING id",
    );
    for (const counterId of [agentId, locked.id, 999999]) {
      const res = await refused(admin, 'updatecounter', { requestGuid: d.requestGuid, counterId }, 400);
      expect(res.errors).toEqual({ counterId: ['Counter is not valid.'] });
    }
    expect(
      (await refused(admin, 'updatecounter', { requestGuid: d.requestGuid, counterId: 2147483648 }, 400)).errors,
    ).toEqual({ counterId: ['Counter cannot exceed 2147483647.'] });
    const forbidden = await refused(agent, 'updatecounter', { requestGuid: d.requestGuid, counterId: adminId }, 403);
    expect(forbidden.detail).toBe('Only company users can do this.');
  });
});

describe('updateagency', () => {
  it('moves the request to another agency (company users only)', async () => {
    const d = await newRequest();
    await refused(agent, 'updateagency', { requestGuid: d.requestGuid, agencyId: refs.otherAgencyId }, 403);
    const bad = await refused(admin, 'updateagency', { requestGuid: d.requestGuid, agencyId: 999999 }, 400);
    expect(bad.errors).toEqual({ agencyId: ['Agency is not valid.'] });
    expect((await refused(admin, 'updateagency', { requestGuid: d.requestGuid }, 400)).errors).toEqual({
      agencyId: ['Agency is required.'],
    });
    const res = await patch(admin, 'updateagency', { requestGuid: d.requestGuid, agencyId: refs.otherAgencyId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>().agencyId).toBe(refs.otherAgencyId);
    expect(res.json<Detail>().agencyName).not.toBe(d.agencyName);
    // the audit entry follows the request to its new agency; agency 1's users no longer reach it
    expect((await auditOf(d.requestGuid)).at(-1)!.agency_id).toBe(refs.otherAgencyId);
    expect(
      (await t.call(agent, { method: 'GET', url: `${URL}/getbyid?requestGuid=${d.requestGuid}` })).statusCode,
    ).toBe(404);
  });
});

describe('updatepassenger', () => {
  it('merges by passengerGuid: a known guid is updated, no guid adds one, the others stay', async () => {
    const d = await newRequest();
    const [ada, charles] = d.requestPassengers;
    const res = await patch(agent, 'updatepassenger', {
      requestGuid: d.requestGuid,
      requestPassengers: [
        { ...charles, firstName: 'Charlie', passportNumber: 'C-9' },
        { firstName: 'Grace', lastName: 'Hopper', gender: 2, ageGroup: 1, roomNo: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const passengers = res.json<Detail>().requestPassengers;
    expect(passengers).toHaveLength(3);
    expect(passengers[0]).toEqual(ada);
    expect(passengers[1]).toMatchObject({
      passengerGuid: charles.passengerGuid,
      firstName: 'Charlie',
      lastName: 'Babbage',
      passportNumber: 'C-9',
    });
    expect(passengers[2]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', roomNo: 1 });
    expect(passengers[2].passengerGuid).toMatch(/^[0-9a-f-]{36}$/);

    const [entry] = await activityOf(d.requestGuid);
    expect(entry.description).toBe('Passengers updated');
    expect(entry.changes).toEqual([
      { field: 'requestPassengers[1].firstName', before: 'Charles', after: 'Charlie' },
      { field: 'requestPassengers[1].passportNumber', before: null, after: 'C-9' },
      { field: 'requestPassengers[2]', before: null, after: passengers[2] },
    ]);
    const [row] = await t.db.query<{ search_text: string }>(
      'SELECT search_text FROM reservation_requests WHERE request_guid = $1',
      [d.requestGuid],
    );
    expect(row.search_text).toContain('grace hopper');
  });

  it('holds the merged list to the rules of add', async () => {
    const d = await newRequest();
    const [ada, charles] = d.requestPassengers;
    const send = (requestPassengers: unknown[], lang = 'en') =>
      refused(admin, 'updatepassenger', { requestGuid: d.requestGuid, requestPassengers }, 400, {
        'accept-language': lang,
      });
    expect((await send([{ ...ada, firstName: ' ' }])).errors).toEqual({
      'requestPassengers[0].firstName': ['First Name is required.'],
    });
    expect((await send([{ ...charles, roomNo: 2 }])).errors).toEqual({
      'requestPassengers[0].roomNo': ['Room 2 is not reserved.'],
    });
    expect((await send([{ ...charles, dateOfBirth: '2999-01-01' }], 'fr')).errors).toEqual({
      'requestPassengers[0].dateOfBirth': ['La date de naissance ne peut pas être dans le futur.'],
    });
    expect((await send([{ ...charles, passengerGuid: randomUUID() }])).errors).toEqual({
      'requestPassengers[0].passengerGuid': ['This passenger is not part of the request.'],
    });
    expect((await send([charles, charles])).errors).toEqual({
      'requestPassengers[1].passengerGuid': ['Passenger is listed twice.'],
    });
    expect((await send([{ ...charles, gender: 3, firstName: 'x'.repeat(101) }])).errors).toEqual({
      'requestPassengers[0].gender': ['Gender is not valid.'],
      'requestPassengers[0].firstName': ['First Name cannot exceed 100 characters.'],
    });
    expect((await send([])).errors).toEqual({ requestPassengers: ['Passengers: at least 1.'] });
    // another request's passenger is not one of this request's
    const other = await newRequest();
    expect((await send([{ ...other.requestPassengers[0] }])).errors).toEqual({
      'requestPassengers[0].passengerGuid': ['This passenger is not part of the request.'],
    });
  });
});

describe('updatestatus', () => {
  it('agency users may only cancel; a cancelled request refuses every update with 409', async () => {
    const d = await newRequest();
    const confirm = await refused(agent, 'updatestatus', { requestGuid: d.requestGuid, statusId: 1 }, 403);
    expect(confirm.detail).toBe('Agency users can only cancel a request.');
    expect((await refused(agent, 'updatestatus', { requestGuid: d.requestGuid, statusId: 7 }, 400)).errors).toEqual({
      statusId: ['Status cannot exceed 6.'],
    });
    const res = await patch(agent, 'updatestatus', { requestGuid: d.requestGuid, statusId: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>()).toMatchObject({ statusId: 5, status: 'Canceled' });
    const [entry] = await activityOf(d.requestGuid);
    expect(entry).toMatchObject({ activity_type: 'status', status_id: 1, description: 'Request canceled' });
    expect(entry.changes).toEqual([
      { field: 'statusId', before: 3, after: 5 },
      { field: 'status', before: 'Pending', after: 'Canceled' },
    ]);

    const bodies = validBodies(d);
    for (const name of UPDATES) {
      const answer = await refused(admin, name, bodies[name], 409);
      expect(answer.detail, name).toBe('This request is cancelled: it cannot be changed.');
    }
    const fr = await refused(admin, 'updaterequestremarks', bodies.updaterequestremarks, 409, {
      'accept-language': 'fr',
    });
    expect(fr.detail).toBe('Cette demande est annulée : elle ne peut plus être modifiée.');
    // comments are still taken: people explain a cancellation
    const comment = await t.call(agent, {
      method: 'POST',
      url: `${URL}/addcomments`,
      payload: { requestGuid: d.requestGuid, message: 'Client fell ill' },
    });
    expect(comment.statusCode).toBe(200);
  });

  it("company users set any status; the detail answers it in the caller's language", async () => {
    const d = await newRequest();
    const res = await patch(
      admin,
      'updatestatus',
      { requestGuid: d.requestGuid, statusId: 1 },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>()).toMatchObject({ statusId: 1, status: 'Confirmée' });
    expect((await getById(d.requestGuid)).status).toBe('Confirmed');
    expect((await activityOf(d.requestGuid))[0].description).toBe('Status changed to Confirmed');
    const fr = { 'accept-language': 'fr' };
    expect(
      (
        await t.call(admin, { method: 'GET', url: `${URL}/getbyid?requestGuid=${d.requestGuid}`, headers: fr })
      ).json<Detail>(),
    ).toMatchObject({
      status: 'Confirmée',
      requestDestinations: [{ destinationHotels: [{ status: 'En attente' }] }, {}],
    });
    const list = await t.call(admin, {
      method: 'POST',
      url: `${URL}/get`,
      payload: { search: d.requestReference.toLowerCase() },
      headers: fr,
    });
    expect(list.json<Detail>().requests.find((r: Detail) => r.requestGuid === d.requestGuid)?.status).toBe('Confirmée');
  });
});

describe('updateservices and updateexcursions', () => {
  it('replace the tour services or excursions of one destination', async () => {
    const d = await newRequest();
    const destination = d.requestDestinations[1];
    const none = await patch(admin, 'updateservices', {
      requestGuid: d.requestGuid,
      destinationService: { destinationId: destination.id, tourServiceIds: [] },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<Detail>().requestDestinations[1].destinationTourServices).toEqual([]);
    const back = await patch(admin, 'updateservices', {
      requestGuid: d.requestGuid,
      destinationService: { destinationId: destination.id, tourServiceIds: [refs.tourId, refs.tourId] },
    });
    expect(back.json<Detail>().requestDestinations[1].destinationTourServices).toEqual([
      expect.objectContaining({ tourServiceId: refs.tourId }),
    ]);
    const [removed, added] = await activityOf(d.requestGuid);
    expect(removed.description).toBe('Tour services updated');
    expect(removed.changes).toEqual([
      {
        field: 'requestDestinations[1].destinationTourServices[0]',
        before: destination.destinationTourServices[0],
        after: null,
      },
    ]);
    expect(added.changes).toEqual([
      {
        field: 'requestDestinations[1].destinationTourServices[0]',
        before: null,
        after: expect.objectContaining({ tourServiceId: refs.tourId }),
      },
    ]);
  });

  it('keep the destination non-empty, and check the ids like add', async () => {
    const d = await newRequest();
    const destination = d.requestDestinations[1];
    const excursions = (excursionIds: unknown[]) => ({
      requestGuid: d.requestGuid,
      destinationsExcursion: { destinationId: destination.id, excursionIds },
    });
    const services = (tourServiceIds: unknown[], destinationId = destination.id) => ({
      requestGuid: d.requestGuid,
      destinationService: { destinationId, tourServiceIds },
    });
    const res = await patch(admin, 'updateexcursions', excursions([]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await activityOf(d.requestGuid))[0]).toMatchObject({ description: 'Excursions updated' });
    const empty = await refused(admin, 'updateservices', services([]), 400);
    expect(empty.errors).toEqual({
      'destinationService.tourServiceIds': [
        'Add an excursion, a tour service or a hotel with a room to this destination.',
      ],
    });
    expect((await refused(admin, 'updateservices', services([999999]), 400)).errors).toEqual({
      'destinationService.tourServiceIds[0]': ['Tour Service is not valid.'],
    });
    expect((await refused(admin, 'updateexcursions', excursions([refs.excursionId, 999999]), 400)).errors).toEqual({
      'destinationsExcursion.excursionIds[1]': ['Excursion is not valid.'],
    });
    const [elsewhere] = await t.db.query<{ id: number }>(
      'SELECT id FROM excursion WHERE NOT is_deleted AND city_id IS NOT NULL AND city_id <> $1 ORDER BY id LIMIT 1',
      [destination.cityId],
    );
    if (elsewhere) {
      expect((await refused(admin, 'updateexcursions', excursions([elsewhere.id]), 400)).errors).toEqual({
        'destinationsExcursion.excursionIds[0]': ['The excursion is not offered in the city of this destination.'],
      });
    }
    const other = await newRequest();
    expect(
      (await refused(admin, 'updateservices', services([refs.tourId], other.requestDestinations[1].id), 400)).errors,
    ).toEqual({ 'destinationService.destinationId': ['This destination is not part of the request.'] });
    expect((await refused(admin, 'updateservices', { requestGuid: d.requestGuid }, 400)).errors).toEqual({
      destinationService: ['Tour Services is required.'],
    });
    // a hotel destination may lose all its excursions and tours: its rooms keep it
    const hotelDestination = d.requestDestinations[0];
    expect(
      (
        await patch(admin, 'updateexcursions', {
          requestGuid: d.requestGuid,
          destinationsExcursion: { destinationId: hotelDestination.id, excursionIds: [] },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('updatetransportation', () => {
  it('replaces one transportation by guid, adds one without a guid', async () => {
    const d = await newRequest();
    const [first] = d.requestTransportations;
    const res = await patch(agent, 'updatetransportation', {
      requestGuid: d.requestGuid,
      requestTransportation: { ...first, refNumber: 'LH400', departureTime: '09:15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>().requestTransportations).toEqual([
      { ...first, refNumber: 'LH400', departureTime: '09:15' },
    ]);
    expect((await activityOf(d.requestGuid))[0]).toMatchObject({
      description: 'Transportation updated',
      changes: [
        { field: 'requestTransportations[0].refNumber', before: 'AF1234', after: 'LH400' },
        { field: 'requestTransportations[0].departureTime', before: '08:30', after: '09:15' },
      ],
    });
    const { transportationGuid: _g, ...values } = first;
    const added = await patch(agent, 'updatetransportation', {
      requestGuid: d.requestGuid,
      requestTransportation: { ...values, refNumber: 'BACK-1', departureDate: '2027-03-08', arrivalDate: '2027-03-08' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const list = added.json<Detail>().requestTransportations;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ refNumber: 'BACK-1', departureDate: '2027-03-08' });
    expect(list[1].transportationGuid).not.toBe(first.transportationGuid);
    expect((await activityOf(d.requestGuid))[1]).toMatchObject({ description: 'Transportation added' });
  });

  it('checks like add; an unknown guid is a 404', async () => {
    const d = await newRequest();
    const [first] = d.requestTransportations;
    const send = (extra: Record<string, unknown>, status = 400) =>
      refused(
        admin,
        'updatetransportation',
        { requestGuid: d.requestGuid, requestTransportation: { ...first, ...extra } },
        status,
      );
    expect((await send({ departureTime: '8:30' })).errors).toEqual({
      'requestTransportation.departureTime': ['Arrival and departure times must be in "HH:mm" format.'],
    });
    expect((await send({ arrivalTime: '07:00' })).errors).toEqual({
      'requestTransportation.arrivalDate': ['Arrival must not be before departure.'],
    });
    expect(
      (await send({ transportationTypeId: 999999, originStationId: refs.destinationStationId })).errors,
    ).toMatchObject({
      'requestTransportation.transportationTypeId': ['Transportation Type is not valid.'],
    });
    expect((await send({ adultCount: 40000 })).errors).toEqual({
      'requestTransportation.adultCount': ['Adults cannot exceed 999.'],
    });
    const unknown = await send({ transportationGuid: randomUUID() }, 404);
    expect(unknown.detail).toBe('This transportation is not part of the request.');
  });
});

describe('updatehotel (hotel processing)', () => {
  it('sets supplier, operator, notes and status of one destination hotel (company users)', async () => {
    const d = await newRequest();
    const destination = d.requestDestinations[0];
    const hotelId = destination.destinationHotels[0].hotelId;
    const body = {
      requestGuid: d.requestGuid,
      destinationHotelRequest: {
        destinationId: destination.id,
        hotelId,
        supplierId,
        operatorId: adminId,
        notes: 'Late check-in',
        statusId: 1,
      },
    };
    await refused(agent, 'updatehotel', body, 403);
    const res = await patch(admin, 'updatehotel', body, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const hotel = res.json<Detail>().requestDestinations[0].destinationHotels[0];
    expect(hotel).toMatchObject({
      supplierId,
      operatorId: adminId,
      operatorName: 'Alice Admin',
      notes: 'Late check-in',
      statusId: 1,
      status: 'Confirmée',
    });
    expect(hotel.supplierName).toEqual(expect.any(String));
    const [entry] = await activityOf(d.requestGuid);
    expect(entry.description).toBe('Hotel processing updated');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'requestDestinations[0].destinationHotels[0].statusId', before: 3, after: 1 },
        { field: 'requestDestinations[0].destinationHotels[0].operatorName', before: null, after: 'Alice Admin' },
        { field: 'requestDestinations[0].destinationHotels[0].notes', before: null, after: 'Late check-in' },
      ]),
    );
  });

  it('checks the destination, the hotel, the supplier, the operator and the status', async () => {
    const d = await newRequest();
    const destination = d.requestDestinations[0];
    const hotelId = destination.destinationHotels[0].hotelId;
    const send = (h: Record<string, unknown>) =>
      refused(
        admin,
        'updatehotel',
        {
          requestGuid: d.requestGuid,
          destinationHotelRequest: { destinationId: destination.id, hotelId, statusId: 2, ...h },
        },
        400,
      );
    expect((await send({ supplierId: 999999, operatorId: agentId })).errors).toEqual({
      'destinationHotelRequest.supplierId': ['Supplier is not valid.'],
      'destinationHotelRequest.operatorId': ['Operator is not valid.'],
    });
    expect((await send({ hotelId: refs.otherHotelId })).errors).toEqual({
      'destinationHotelRequest.hotelId': ['This hotel is not booked in this destination.'],
    });
    expect((await send({ destinationId: d.requestDestinations[1].id })).errors).toEqual({
      'destinationHotelRequest.hotelId': ['This hotel is not booked in this destination.'],
    });
    expect((await send({ statusId: 9, notes: 'x'.repeat(2001) })).errors).toEqual({
      'destinationHotelRequest.statusId': ['Status cannot exceed 6.'],
      'destinationHotelRequest.notes': ['Notes cannot exceed 2000 characters.'],
    });
  });
});

describe('hotel status list and TempRequest', () => {
  it("serves the hotel status list of hotel processing in the caller's language", async () => {
    const list = (lang: string) =>
      t.call(agent, { method: 'GET', url: `${URL}/gethotelstatuses`, headers: { 'accept-language': lang } });
    const en = await list('en');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual([
      { id: 0, name: 'TempRequest' },
      { id: 1, name: 'Confirmed' },
      { id: 2, name: 'Processing' },
      { id: 3, name: 'Pending' },
      { id: 4, name: 'Completed' },
      { id: 5, name: 'Canceled' },
      { id: 6, name: 'Rejected' },
    ]);
    const fr = (await list('fr')).json<{ id: number; name: string }[]>();
    expect(fr.find((s) => s.id === 3)?.name).toBe('En attente');
    expect(fr.find((s) => s.id === 0)?.name).toBe('Demande temporaire');
    const nobody = await token(t, []);
    expect((await t.call(nobody, { method: 'GET', url: `${URL}/gethotelstatuses` })).statusCode).toBe(403);
  });

  it('refuses to set a processed hotel back to TempRequest (400 on the field, en and fr), keeps one at TempRequest', async () => {
    const d = await newRequest();
    const destination = d.requestDestinations[0];
    const hotelId = destination.destinationHotels[0].hotelId;
    const body = (statusId: number, notes?: string) => ({
      requestGuid: d.requestGuid,
      destinationHotelRequest: { destinationId: destination.id, hotelId, statusId, notes },
    });
    // A new hotel is Pending (3): processed, so TempRequest is refused.
    expect((await refused(admin, 'updatehotel', body(0), 400)).errors).toEqual({
      'destinationHotelRequest.statusId': ['A processed hotel cannot go back to TempRequest.'],
    });
    expect((await refused(admin, 'updatehotel', body(0), 400, { 'accept-language': 'fr' })).errors).toEqual({
      'destinationHotelRequest.statusId': ['Un hôtel déjà traité ne peut pas revenir en demande temporaire.'],
    });
    // A hotel still at TempRequest (stored before this rule, or by the seed) may stay there and be processed.
    await t.db.query(
      'UPDATE reservation_destination_hotels SET status_id = 0 WHERE destination_id = $1 AND hotel_id = $2',
      [destination.id, hotelId],
    );
    expect((await patch(admin, 'updatehotel', body(0, 'Waiting for the hotel'))).statusCode).toBe(200);
    expect((await patch(admin, 'updatehotel', body(2))).statusCode).toBe(200);
    expect((await refused(admin, 'updatehotel', body(0), 400)).errors).toHaveProperty([
      'destinationHotelRequest.statusId',
    ]);
  });
});

describe('updaterequestremarks', () => {
  it('changes the remarks', async () => {
    const d = await newRequest();
    const res = await patch(agent, 'updaterequestremarks', { requestGuid: d.requestGuid, remarks: 'Sea view please' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>().remarks).toBe('Sea view please');
    expect((await activityOf(d.requestGuid))[0].changes).toEqual([
      { field: 'remarks', before: 'Honeymoon', after: 'Sea view please' },
    ]);
    expect(
      (await refused(agent, 'updaterequestremarks', { requestGuid: d.requestGuid, remarks: 'x'.repeat(4001) }, 400))
        .errors,
    ).toEqual({ remarks: ['Notes cannot exceed 4000 characters.'] });
  });
});

describe('every update', () => {
  it('a stale version (body or If-Match) is a 409 and changes nothing', async () => {
    const d = await newRequest();
    await patch(admin, 'updaterequestremarks', { requestGuid: d.requestGuid, remarks: 'v2' });
    const bodies = validBodies(d);
    for (const name of UPDATES) {
      const stale = await refused(admin, name, { ...bodies[name], version: 1 }, 409);
      expect(stale.code, name).toBe('stale-version');
    }
    await refused(admin, 'updatereferencenumber', bodies.updatereferencenumber, 409, { 'if-match': '"1"' });
    expect(
      (await patch(admin, 'updatereferencenumber', { ...bodies.updatereferencenumber, version: 2 })).statusCode,
    ).toBe(200);
  });

  it("another agency's request answers 404 on every update, and nothing changes", async () => {
    const theirs = await newRequest(refs.otherAgencyId);
    const agencyAdder = await token(t, ['Reservations.Reservation.Add'], 1);
    const bodies = validBodies(theirs);
    for (const name of UPDATES) await refused(agencyAdder, name, bodies[name], 404);
  });

  it('needs Reservations.Reservation.Add (403) and a token (401)', async () => {
    const d = await newRequest();
    const viewer = await token(t, ['Reservations.Reservation.ViewList']);
    const bodies = validBodies(d);
    for (const name of UPDATES) {
      await refused(viewer, name, bodies[name], 403);
      await refused('', name, bodies[name], 401);
    }
  });

  it('each valid body applies with one activity entry and one audit entry (the control of the refusals above)', async () => {
    for (const name of UPDATES) {
      const d = await newRequest();
      const res = await patch(admin, name, validBodies(d)[name]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json<Detail>().version, name).toBe(2);
      const activity = await activityOf(d.requestGuid);
      expect(activity, name).toHaveLength(1);
      expect(activity[0].changes.length, name).toBeGreaterThan(0);
      expect(
        (await auditOf(d.requestGuid)).map((a) => a.operation),
        name,
      ).toEqual(['create', 'update']);
    }
  });

  it('concurrent updates of one request are applied one after the other', async () => {
    const d = await newRequest();
    const { transportationGuid: _g, ...values } = d.requestTransportations[0];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        patch(admin, 'updatetransportation', {
          requestGuid: d.requestGuid,
          requestTransportation: { ...values, refNumber: `C-${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await getById(d.requestGuid);
    expect(after.version).toBe(6);
    expect(after.requestTransportations.map((x: Detail) => x.refNumber).sort()).toEqual([
      'AF1234',
      'C-0',
      'C-1',
      'C-2',
      'C-3',
      'C-4',
    ]);
    expect(await activityOf(d.requestGuid)).toHaveLength(5);
  });

  it('a failure in the middle of the transaction leaves the request as it was', async () => {
    const d = await newRequest();
    await t.db.exec(`CREATE FUNCTION reservation_activity_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER reservation_activity_test_fail BEFORE INSERT ON reservation_request_activity FOR EACH ROW EXECUTE FUNCTION reservation_activity_test_fail()`);
    try {
      const bodies = validBodies(d);
      for (const name of UPDATES) {
        const res = await refused(admin, name, bodies[name], 500);
        expect(res.detail).toBe('Something went wrong! Please try again later.');
      }
    } finally {
      await t.db.exec(
        'DROP TRIGGER reservation_activity_test_fail ON reservation_request_activity; DROP FUNCTION reservation_activity_test_fail()',
      );
    }
    expect(
      (await patch(admin, 'updatereferencenumber', { requestGuid: d.requestGuid, referenceNumber: 'AFTER' }))
        .statusCode,
    ).toBe(200);
  });

  it('a deleted request answers 404', async () => {
    const d = await newRequest();
    await t.call(admin, { method: 'DELETE', url: `${URL}/delete?requestGuid=${d.requestGuid}` });
    await refused(admin, 'updaterequestremarks', { requestGuid: d.requestGuid, remarks: 'x' }, 404);
  });
});
