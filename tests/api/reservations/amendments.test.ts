/**
 * A request's activity and amendments on a real database through real HTTP (inject):
 * /api/reservation/requestactivity/ get, add, getbyid, update. An agent submits an amended
 * request (pending, the request untouched, the diff in `changes`), the provider approves it
 * (the request replaced in one transaction) or rejects it; agency isolation, cancelled
 * requests, validation keyed by field path, atomicity of an approval.
 */
import { dereference } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '@schema/ajv.js';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { token } from '../kit/harness.js';
import { findRefs, requestBody, room, type Refs } from './fixture.js';

const REQUEST = '/api/reservation/request';
const ACTIVITY = '/api/reservation/requestactivity';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  refs = await findRefs(t.db);
});
afterAll(() => t?.close());

const getRequest = async (bearer: string, guid: string) =>
  (await t.call(bearer, { method: 'GET', url: `${REQUEST}/getbyid?requestGuid=${guid}` })).json<Json>();
/** A new request of agency 1 (or the given one), as getbyid answers it. */
async function newRequest(agencyId = 1): Promise<Json> {
  const res = await t.call(admin, { method: 'POST', url: `${REQUEST}/add`, payload: requestBody(refs, { agencyId }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}
const amend = (bearer: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(bearer, { method: 'POST', url: `${ACTIVITY}/add`, payload: payload as object, headers });
const list = (bearer: string, requestGuid: string, pageIndex = 1, pageSize = 10) =>
  t.call(bearer, { method: 'POST', url: `${ACTIVITY}/get`, payload: { requestGuid, pageIndex, pageSize } });
const entry = (bearer: string, id: number | string) =>
  t.call(bearer, { method: 'GET', url: `${ACTIVITY}/getbyid?id=${id}` });
const decide = (
  bearer: string,
  id: number,
  statusId: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => t.call(bearer, { method: 'PUT', url: `${ACTIVITY}/update`, payload: { id, statusId, ...extra }, headers });

/** The detail edited as the amendment form would: the second passenger renamed, one adult less in the room, a second transfer. */
function edited(detail: Json): Json {
  const copy = structuredClone(detail);
  copy.requestPassengers[1].firstName = 'Charlie';
  copy.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].adultCount = 1;
  copy.requestTransportations.push({
    ...copy.requestTransportations[0],
    refNumber: 'AF1235',
    departureDate: '2027-03-08',
    arrivalDate: '2027-03-08',
  });
  return copy;
}

/** Everything of the request but what an amendment's own bookkeeping changes. */
const content = ({ requestActivityId: _i, requestActivityStatusId: _s, requestActivityStatus: _n, ...rest }: Json) =>
  rest;
const auditCount = async (guid: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries WHERE entity_id = $1', [guid]))[0].n;

describe('submitting an amendment', () => {
  it('stores a pending amendment with its diff and leaves the request as it was', async () => {
    const detail = await newRequest();
    expect(detail).toMatchObject({
      requestActivityId: null,
      requestActivityStatusId: null,
      requestActivityStatus: null,
    });
    const audits = await auditCount(detail.requestGuid);
    const res = await amend(agent, edited(detail));
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json<Json>();
    expect(submitted).toMatchObject({
      requestGuid: detail.requestGuid,
      activityType: 'amendment',
      statusId: 3,
      status: 'Pending',
      createdByName: 'Adam Agent',
      description: 'Amendment submitted',
      decidedByName: null,
      dateDecided: null,
    });
    expect(submitted.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(submitted.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].adultCount',
          before: 2,
          after: 1,
        },
        { field: 'requestPassengers[1].firstName', before: 'Charles', after: 'Charlie' },
        { field: 'requestTransportations[1].refNumber', before: null, after: 'AF1235' },
      ]),
    );
    // Ids are shown with their names.
    expect(submitted.changes).toContainEqual({
      field: 'requestTransportations[1].transportationTypeId',
      before: null,
      after: expect.stringMatching(new RegExp(`\\(#${refs.transportTypeId}\\)$`)),
    });

    const after = await getRequest(agent, detail.requestGuid);
    expect(content(after)).toEqual(content(detail));
    expect(after).toMatchObject({
      requestActivityId: submitted.id,
      requestActivityStatusId: 3,
      requestActivityStatus: 'Pending',
    });
    expect(await auditCount(detail.requestGuid)).toBe(audits + 1);
  });

  it('answers the amendment by id with the amended request, read-only keys dropped', async () => {
    const detail = await newRequest();
    // The amendment form carries no remarks: the request's are kept.
    const { remarks: _r, ...body } = edited(detail);
    const { id } = (await amend(agent, body)).json<Json>();
    const res = await entry(agent, id);
    expect(res.statusCode).toBe(200);
    const { amendedRequest } = res.json<Json>();
    expect(amendedRequest).toMatchObject({
      requestGuid: detail.requestGuid,
      agencyId: 1,
      requestType: 1,
      remarks: 'Honeymoon',
    });
    expect(amendedRequest.requestPassengers[1]).toEqual({
      firstName: 'Charlie',
      lastName: 'Babbage',
      gender: 1,
      ageGroup: 1,
      roomNo: 1,
    });
    expect(amendedRequest.requestTransportations).toHaveLength(2);
    expect(JSON.stringify(amendedRequest)).not.toMatch(/passengerGuid|hotelName|requestReference|"statusId"/);
  });

  it("starts a new request's activity log with its creation, by whom and when it was created", async () => {
    const detail = await newRequest();
    const res = await list(agent, detail.requestGuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>().activity).toEqual([
      expect.objectContaining({
        activityType: 'create',
        statusId: 1,
        createdByName: 'Alice Admin',
        dateCreated: detail.dateCreated,
        changes: [],
      }),
    ]);
    expect(res.json<Json>().paginationModel.totalRecords).toBe(1);
  });

  it('lists the activity newest first, paged, back to the creation; a newer amendment archives the pending one', async () => {
    const detail = await newRequest();
    const ids: number[] = [];
    for (const name of ['Charlie', 'Carl', 'Chuck']) {
      const body = edited(detail);
      body.requestPassengers[1].firstName = name;
      const res = await amend(agent, body);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<Json>().id);
    }
    const first = await list(agent, detail.requestGuid, 1, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json<Json>().activity.map((a: Json) => a.id)).toEqual([ids[2], ids[1]]);
    expect(first.json<Json>().paginationModel).toMatchObject({
      pageIndex: 1,
      pageSize: 2,
      totalRecords: 4,
      currentPageRecords: 2,
    });
    const second = (await list(agent, detail.requestGuid, 2, 2)).json<Json>();
    expect(second.activity.map((a: Json) => a.activityType)).toEqual(['amendment', 'create']);
    expect(second.activity[0].id).toBe(ids[0]);
    const statuses = [second.activity[0], ...first.json<Json>().activity].map((a: Json) => [
      a.id,
      a.statusId,
      a.status,
    ]);
    expect(statuses).toEqual([
      [ids[0], 4, 'Archive'],
      [ids[2], 3, 'Pending'],
      [ids[1], 4, 'Archive'],
    ]);
    expect((await getRequest(agent, detail.requestGuid)).requestActivityId).toBe(ids[2]);
  });

  it('refuses an amended request that breaks a rule of add, keyed by field path (en/fr), and stores nothing', async () => {
    const detail = await newRequest();
    const body = edited(detail);
    body.requestDestinations[0].checkOutDate = '2027-02-01';
    body.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].roomTypeId = 999999;
    const res = await amend(agent, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().errors).toEqual({
      'requestDestinations[0].checkOutDate': ['Check-out date must be after the check-in date.'],
      'requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].roomTypeId': ['Room Type is not valid.'],
    });
    const { requestGuid: _g, ...noGuid } = edited(detail);
    const fr = await amend(agent, noGuid, { 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json<Json>().errors).toEqual({ requestGuid: ['Le champ « Guid de la demande » est obligatoire.'] });
    expect((await list(agent, detail.requestGuid)).json<Json>().paginationModel.totalRecords).toBe(1); // its creation only
  });

  it('refuses an amendment that changes nothing', async () => {
    const detail = await newRequest();
    const res = await amend(agent, detail);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().errors).toEqual({ body: ['The amendment changes nothing.'] });
    expect((await amend(agent, detail, { 'accept-language': 'fr' })).json<Json>().errors).toEqual({
      body: ['La modification demandée ne change rien.'],
    });
  });

  it('honours the version it was made from (409 stale-version)', async () => {
    const detail = await newRequest();
    await t.db.query('UPDATE reservation_requests SET version = version + 1 WHERE request_guid = $1', [
      detail.requestGuid,
    ]);
    const res = await amend(agent, edited(detail));
    expect(res.statusCode).toBe(409);
    expect(res.json<Json>().code).toBe('stale-version');
    expect((await amend(agent, { ...edited(detail), version: 0 })).json<Json>().errors).toEqual({
      version: ['Version must be at least 1.'],
    });
    expect((await list(agent, detail.requestGuid)).json<Json>().paginationModel.totalRecords).toBe(1); // its creation only
  });
});

describe('deciding an amendment', () => {
  it("an agency user cannot approve or reject (403), even its own agency's", async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    const res = await decide(agent, id, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json<Json>().detail).toBe('Only company users can approve or reject an amendment.');
    expect((await decide(agent, id, 2)).statusCode).toBe(403);
    expect((await entry(agent, id)).json<Json>().statusId).toBe(3);
    expect(content(await getRequest(agent, detail.requestGuid))).toEqual(content(detail));
  });

  it('approved: the amended request replaces the request; guid, reference, agency, creation and hotel processing kept', async () => {
    const detail = await newRequest();
    const [supplier] = await t.db.query<{ id: number }>('SELECT id FROM supplier ORDER BY id LIMIT 1');
    await t.db.query(
      `UPDATE reservation_destination_hotels SET status_id = 1, notes = 'Confirmed by phone', supplier_id = $2, operator_id = 1
        WHERE id = $1`,
      [detail.requestDestinations[0].destinationHotels[0].id, supplier.id],
    );
    const body = edited(detail);
    body.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax.push(room(refs, { adultCount: 1 }));
    const { id } = (await amend(agent, body)).json<Json>();

    const res = await decide(admin, id, 1, { description: 'Fine by us' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      id,
      statusId: 1,
      status: 'Approved',
      decidedByName: 'Alice Admin',
      description: 'Fine by us',
    });
    expect(res.json<Json>().dateDecided).toMatch(/^\d{4}-/);

    const after = await getRequest(admin, detail.requestGuid);
    expect(after).toMatchObject({
      requestGuid: detail.requestGuid,
      requestReference: detail.requestReference,
      agencyId: 1,
      dateCreated: detail.dateCreated,
      remarks: 'Honeymoon',
      version: detail.version + 1,
      requestActivityId: id,
      requestActivityStatusId: 1,
      requestActivityStatus: 'Approved',
    });
    expect(after.requestPassengers.map((p: Json) => p.firstName)).toEqual(['Ada', 'Charlie']);
    expect(after.requestPassengers.map((p: Json) => p.passengerGuid)).toEqual(
      detail.requestPassengers.map((p: Json) => p.passengerGuid),
    );
    const hotel = after.requestDestinations[0].destinationHotels[0];
    expect(hotel).toMatchObject({
      hotelId: refs.hotelId,
      statusId: 1,
      status: 'Confirmed',
      notes: 'Confirmed by phone',
      supplierId: supplier.id,
      operatorId: 1,
    });
    expect(hotel.destinationHotelRoomPax.map((r: Json) => [r.roomNo, r.adultCount])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(after.requestTransportations.map((x: Json) => x.refNumber)).toEqual(['AF1234', 'AF1235']);
    expect(after.requestTransportations[0].transportationGuid).toBe(
      detail.requestTransportations[0].transportationGuid,
    );
    expect(after.requestDestinations[1].destinationExcursions).toEqual([
      expect.objectContaining({ excursionId: refs.excursionId }),
    ]);
    // The listing finds it by the new name.
    const found = await t.call(admin, {
      method: 'POST',
      url: `${REQUEST}/get`,
      payload: { search: 'charlie babbage' },
    });
    expect(found.json<Json>().requests.map((r: Json) => r.requestGuid)).toContain(detail.requestGuid);
    const [audit] = await t.db.query<{ operation: string; changes: Json[] }>(
      'SELECT operation, changes FROM audit_entries WHERE entity_id = $1 ORDER BY id DESC LIMIT 1',
      [detail.requestGuid],
    );
    expect(audit.operation).toBe('update');
  });

  it('rejected: the request stays as it was', async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    const res = await decide(admin, id, 2, { description: 'No room left' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      statusId: 2,
      status: 'Rejected',
      description: 'No room left',
      decidedByName: 'Alice Admin',
    });
    const after = await getRequest(admin, detail.requestGuid);
    expect(content(after)).toEqual(content(detail));
    expect(after).toMatchObject({
      requestActivityId: id,
      requestActivityStatusId: 2,
      requestActivityStatus: 'Rejected',
    });
  });

  it('a reason is optional plain text of at most 2000 characters, shown in the log as the entry description', async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    const tooLong = await decide(admin, id, 2, { description: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<Json>().errors).toEqual({ description: ['Description cannot exceed 2000 characters.'] });
    const fr = await decide(admin, id, 2, { description: 'x'.repeat(2001) }, { 'accept-language': 'fr' });
    expect(Object.keys(fr.json<Json>().errors)).toEqual(['description']);
    // A blank reason is no reason: the entry keeps its own description.
    expect((await decide(admin, id, 2, { description: '   ' })).json<Json>().description).toBe('Amendment submitted');
    const other = (await amend(agent, edited(await getRequest(admin, detail.requestGuid)))).json<Json>();
    const markup = '<b>No</b> room left';
    expect((await decide(admin, other.id, 2, { description: `  ${markup} ` })).json<Json>().description).toBe(markup);
    const [logged] = (await list(admin, detail.requestGuid)).json<Json>().activity;
    expect(logged).toMatchObject({ id: other.id, status: 'Rejected', description: markup });
  });

  it('a decision made from a request that has changed since is refused (409 stale-version) and changes nothing', async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    // Someone edits the request after the approver read it.
    const edit = await t.call(admin, {
      method: 'PATCH',
      url: `${REQUEST}/updaterequestremarks`,
      payload: { requestGuid: detail.requestGuid, remarks: 'Edited meanwhile', version: detail.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await decide(admin, id, 1, { version: detail.version });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<Json>().code).toBe('stale-version');
    const current = await getRequest(admin, detail.requestGuid);
    expect(current.remarks).toBe('Edited meanwhile');
    expect((await entry(admin, id)).json<Json>()).toMatchObject({ statusId: 3 }); // still pending
    expect((await decide(admin, id, 2, { version: current.version })).statusCode).toBe(200);
  });

  it('an amendment made before a later change of the request cannot be approved (409, en/fr): it would undo that change', async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    const edit = await t.call(admin, {
      method: 'PATCH',
      url: `${REQUEST}/updaterequestremarks`,
      payload: { requestGuid: detail.requestGuid, remarks: 'Edited after the amendment' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const current = await getRequest(admin, detail.requestGuid);
    const refused = await decide(admin, id, 1, { version: current.version });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<Json>().detail).toBe(
      'The request has changed since this amendment was submitted: approving it would undo ' +
        'that change. Reject it and ask for a new amendment.',
    );
    expect((await decide(admin, id, 1, {}, { 'accept-language': 'fr' })).json<Json>().detail).toMatch(
      /^La demande a changé depuis/,
    );
    expect(content(await getRequest(admin, detail.requestGuid))).toEqual(content(current));
    expect((await entry(admin, id)).json<Json>()).toMatchObject({ statusId: 3 });
    // Rejecting it is still possible; a new amendment, made from the current request, can be approved.
    expect((await decide(admin, id, 2)).statusCode).toBe(200);
    const again = (await amend(agent, edited(current))).json<Json>().id;
    expect((await decide(admin, again, 1)).statusCode).toBe(200);
    expect((await getRequest(admin, detail.requestGuid)).remarks).toBe('Edited after the amendment');
  });

  it('only a pending amendment can be processed (409)', async () => {
    const detail = await newRequest();
    const older = (await amend(agent, edited(detail))).json<Json>().id;
    const body = edited(detail);
    body.remarks = 'Late arrival';
    const newer = (await amend(agent, body)).json<Json>().id;
    expect((await decide(admin, older, 1)).statusCode).toBe(409); // archived
    expect((await decide(admin, newer, 2)).statusCode).toBe(200);
    const again = await decide(admin, newer, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().detail).toBe('Only a pending amendment can be approved or rejected.');
    expect((await decide(admin, 999999, 1)).statusCode).toBe(404);
    expect(content(await getRequest(admin, detail.requestGuid))).toEqual(content(detail));
  });

  it('concurrent submissions leave exactly one pending amendment; a concurrent approval and rejection, one decision', async () => {
    const detail = await newRequest();
    const bodies = ['Carl', 'Chuck', 'Cole', 'Cyd'].map((name) => {
      const body = edited(detail);
      body.requestPassengers[1].firstName = name;
      return body;
    });
    const submitted = await Promise.all(bodies.map((body) => amend(agent, body)));
    expect(submitted.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const activity = (await list(agent, detail.requestGuid))
      .json<Json>()
      .activity.filter((a: Json) => a.activityType === 'amendment');
    expect(activity.map((a: Json) => a.statusId).sort()).toEqual([3, 4, 4, 4]);
    const pending = activity.find((a: Json) => a.statusId === 3).id;
    const decisions = await Promise.all([decide(admin, pending, 1), decide(admin, pending, 2)]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decided = decisions.find((r) => r.statusCode === 200)!.json<Json>();
    const after = await getRequest(admin, detail.requestGuid);
    expect(after.requestActivityStatusId).toBe(decided.statusId);
    expect(after.version).toBe(decided.statusId === 1 ? detail.version + 1 : detail.version);
  });

  it('an approval that fails halfway leaves the request intact and the amendment pending', async () => {
    const detail = await newRequest();
    const body = edited(detail);
    body.requestPassengers[1].firstName = 'Boom';
    const { id } = (await amend(agent, body)).json<Json>();
    await t.db.exec(`
      CREATE FUNCTION amendment_test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Boom' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER amendment_test_boom BEFORE INSERT ON reservation_passengers FOR EACH ROW EXECUTE FUNCTION amendment_test_boom();`);
    try {
      const res = await decide(admin, id, 1);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.exec(
        'DROP TRIGGER amendment_test_boom ON reservation_passengers; DROP FUNCTION amendment_test_boom();',
      );
    }
    expect(await getRequest(admin, detail.requestGuid)).toEqual({
      ...detail,
      requestActivityId: id,
      requestActivityStatusId: 3,
      requestActivityStatus: 'Pending',
    });
    expect((await entry(admin, id)).json<Json>()).toMatchObject({ statusId: 3, decidedByName: null });
    // Once the failure is gone, the same approval goes through.
    expect((await decide(admin, id, 1)).statusCode).toBe(200);
    expect((await getRequest(admin, detail.requestGuid)).requestPassengers[1].firstName).toBe('Boom');
  });
});

describe('who reaches what', () => {
  it("another agency's request, its activity and amendments answer 404 on every route, and nothing changes", async () => {
    const theirs = await newRequest(refs.otherAgencyId);
    const { id } = (await amend(admin, edited(theirs))).json<Json>();
    expect((await list(agent, theirs.requestGuid)).statusCode).toBe(404);
    expect((await amend(agent, edited(theirs))).statusCode).toBe(404);
    expect((await entry(agent, id)).statusCode).toBe(404);
    // Even for an agency user who could otherwise get as far as the decision.
    const agencyDecider = await token(t, ['Reservations.Amendments.Add'], 1);
    expect((await decide(agencyDecider, id, 2)).statusCode).toBe(404);
    expect((await entry(admin, id)).json<Json>().statusId).toBe(3);
    expect((await list(admin, theirs.requestGuid)).json<Json>().paginationModel.totalRecords).toBe(2); // its creation and the amendment
  });

  it('a cancelled request takes no amendment and no decision (409, en/fr)', async () => {
    const detail = await newRequest();
    const { id } = (await amend(agent, edited(detail))).json<Json>();
    await t.db.query('UPDATE reservation_requests SET status_id = 5 WHERE request_guid = $1', [detail.requestGuid]);
    const body = edited(detail);
    body.remarks = 'After cancellation';
    const res = await amend(agent, body);
    expect(res.statusCode).toBe(409);
    expect(res.json<Json>().detail).toBe('This request is cancelled: it cannot be changed.');
    expect((await amend(agent, body, { 'accept-language': 'fr' })).json<Json>().detail).toBe(
      'Cette demande est annulée : elle ne peut plus être modifiée.',
    );
    expect((await decide(admin, id, 1)).statusCode).toBe(409);
    expect((await decide(admin, id, 2)).statusCode).toBe(409);
    expect((await entry(admin, id)).json<Json>().statusId).toBe(3);
  });

  it('reading needs .ViewList, submitting and deciding Reservations.Amendments.Add; bad ids are 400s', async () => {
    const detail = await newRequest();
    const viewer = await token(t, ['Reservations.Reservation.ViewList']);
    expect((await amend(viewer, edited(detail))).statusCode).toBe(403);
    expect((await list(viewer, detail.requestGuid)).statusCode).toBe(200);
    const amender = await token(t, ['Reservations.Amendments.Add']);
    expect((await list(amender, detail.requestGuid)).statusCode).toBe(403);
    expect((await entry(admin, 'abc')).json<Json>().errors).toEqual({ id: ['Id is not valid.'] });
    expect((await decide(admin, 1, 3)).json<Json>().errors).toEqual({ statusId: ['Status is not valid.'] });
    expect((await list(admin, 'not-a-guid')).statusCode).toBe(400);
  });
});

describe('the published contract', () => {
  it('documents the four routes, and their answers fit the published shapes', async () => {
    const doc = (await dereference((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json())) as Json;
    const ajv = createAjv({ strict: false, allErrors: true });
    const fits = (method: string, path: string, res: { statusCode: number; json: <T>() => T }) => {
      const schema = doc.paths[path][method].responses[String(res.statusCode)].content['application/json'].schema;
      const check = ajv.compile(schema);
      expect(check(res.json()), `${method} ${path}: ${ajv.errorsText(check.errors)}`).toBe(true);
    };
    const detail = await newRequest();
    const submitted = await amend(agent, edited(detail));
    fits('post', `${ACTIVITY}/add`, submitted);
    fits('get', `${ACTIVITY}/getbyid`, await entry(agent, submitted.json<Json>().id));
    fits('put', `${ACTIVITY}/update`, await decide(admin, submitted.json<Json>().id, 1));
    fits('post', `${ACTIVITY}/get`, await list(agent, detail.requestGuid));
    fits(
      'get',
      `${REQUEST}/getbyid`,
      await t.call(agent, { method: 'GET', url: `${REQUEST}/getbyid?requestGuid=${detail.requestGuid}` }),
    );
  });
});
