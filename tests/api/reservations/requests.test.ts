/**
 * Reservation requests on a real database through real HTTP (inject): submission in one
 * transaction, the rules as 400s keyed by field (en/fr), references, idempotency by guid,
 * concurrency, permissions, agency isolation, complete, getbyid, delete, audit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { token } from '../kit/harness.js';
import { findRefs, requestBody, room, type Refs } from './fixture.js';

const URL = '/api/reservation/request';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;

type Detail = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  refs = await findRefs(t.db);
  // The demo tenant's prefixes are AZV-FIT, ...: plain ones make the references below readable.
  await t.db.query(
    "UPDATE saas_tenancy_settings SET fit_ref = 'FIT', git_ref = 'GIT', tis_ref = 'TIS', ota_ref = 'OTA' WHERE id = 1",
  );
});
afterAll(() => t?.close());

const add = (bearer: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(bearer, { method: 'POST', url: `${URL}/add`, payload: payload as object, headers });
const getById = (bearer: string, guid: string) =>
  t.call(bearer, { method: 'GET', url: `${URL}/getbyid?requestGuid=${guid}` });
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
const TABLES = [
  'reservation_requests',
  'reservation_destinations',
  'reservation_destination_hotels',
  'reservation_room_pax',
  'reservation_destination_excursions',
  'reservation_destination_tour_services',
  'reservation_passengers',
  'reservation_transportations',
];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (name) => [name, await count(name)])));

/** A body that breaks one rule: the mutation gets a fresh valid body. */
async function rejected(mutate: (body: ReturnType<typeof requestBody>) => unknown, lang = 'en') {
  const body = requestBody(refs);
  const payload = mutate(body) ?? body;
  const before = await counts();
  const res = await add(admin, payload, { 'accept-language': lang });
  expect(await counts()).toEqual(before);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ errors: Record<string, string[]> }>().errors;
}

describe('POST add', () => {
  it('stores the whole request and answers its detail, destinations ordered by check-in', async () => {
    const body = requestBody(refs);
    const res = await add(agent, body);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<Detail>();
    expect(d.requestGuid).toBe(body.requestGuid);
    expect(d.requestReference).toMatch(/^FIT-\d{6}$/);
    expect(d).toMatchObject({
      supplierInitial: 'ORS',
      statusId: 3,
      status: 'Pending',
      agencyId: 1,
      requestType: 1,
      requestTypeName: 'FIT',
      remarks: 'Honeymoon',
      version: 1,
    });
    expect(d.agencyName).toEqual(expect.any(String));
    expect(d.requestDestinations.map((x: Detail) => x.checkInDate)).toEqual(['2027-03-01', '2027-03-05']);
    const [first, second] = d.requestDestinations;
    expect(first).toMatchObject({
      cityId: refs.cityId,
      checkOutDate: '2027-03-05',
      destinationExcursions: [],
      destinationTourServices: [],
    });
    expect(first.cityName).toEqual(expect.any(String));
    expect(first.destinationHotels).toHaveLength(1);
    expect(first.destinationHotels[0]).toMatchObject({ hotelId: refs.hotelId, statusId: 3, checkInDate: '2027-03-01' });
    expect(first.destinationHotels[0].destinationHotelRoomPax).toEqual([
      expect.objectContaining({
        roomNo: 1,
        roomLabel: 'Room 1',
        roomTypeId: refs.roomTypeId,
        providingPolicyId: refs.policyId,
        adultCount: 2,
        childWithBedCount: 0,
        childWithNoBedCount: 0,
        infantCount: 0,
        extraBed: false,
        twinBed: false,
        extendedRoom: false,
      }),
    ]);
    expect(second.destinationExcursions).toEqual([
      expect.objectContaining({ excursionId: refs.excursionId, excursionName: expect.any(String) }),
    ]);
    expect(second.destinationTourServices).toEqual([expect.objectContaining({ tourServiceId: refs.tourId })]);
    expect(d.requestPassengers).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 2,
        dateOfBirth: '1990-12-10',
        passportNumber: 'P123',
        roomNo: 1,
        ageGroup: 1,
      }),
      expect.objectContaining({ firstName: 'Charles', roomNo: 1 }),
    ]);
    expect(d.requestPassengers[0].passengerGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.requestTransportations).toEqual([
      expect.objectContaining({
        transportationTypeId: refs.transportTypeId,
        refNumber: 'AF1234',
        departureTime: '08:30',
        arrivalTime: '11:05',
        departureDate: '2027-03-01',
        adultCount: 2,
        transportationTypeName: expect.any(String),
      }),
    ]);
    // getbyid answers the same
    const again = await getById(agent, body.requestGuid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(d);
  });

  it('ignores read-only and unknown keys, so a getbyid answer can be sent back as a new request', async () => {
    const first = (await add(admin, requestBody(refs))).json<Detail>();
    const copy = {
      ...first,
      requestGuid: randomUUID(),
      requestReference: 'HACKED-1',
      statusId: 1,
      agencyName: 'X',
      hacker: true,
    };
    const res = await add(admin, copy);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<Detail>();
    expect(d.requestReference).not.toBe('HACKED-1');
    expect(d.requestReference).not.toBe(first.requestReference);
    expect(d.statusId).toBe(3);
    expect(d.requestPassengers[0].passengerGuid).not.toBe(first.requestPassengers[0].passengerGuid);
    expect(d.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax).toHaveLength(1);
  });

  it('makes the guid when none is sent', async () => {
    const { requestGuid: _g, ...body } = requestBody(refs);
    const res = await add(admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json<Detail>().requestGuid).toMatch(/^[0-9a-f]{8}-/);
  });

  it("uses the tenant's prefix of the type, and GIT/TIS have their own sequences", async () => {
    // The next value of a type's sequence (the demo requests of the seed used the first ones).
    const next = async (type: string) => {
      const [{ value }] = await t.db.query<{ value: number }>(
        `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::int AS value FROM reservation_request_${type}_seq`,
      );
      return String(value).padStart(6, '0');
    };
    await t.db.query("UPDATE saas_tenancy_settings SET git_ref = 'GRP' WHERE id = 1");
    const gitNumber = await next('git');
    const git = (await add(admin, requestBody(refs, { requestType: 2, rooms: 12 }))).json<Detail>();
    expect(git.requestReference).toBe(`GRP-${gitNumber}`);
    const tisNumber = await next('tis');
    const tis = (await add(admin, requestBody(refs, { requestType: 4 }))).json<Detail>();
    expect(tis.requestReference).toBe(`TIS-${tisNumber}`);
  });

  it('the same requestGuid twice makes one request and answers the stored one', async () => {
    const body = requestBody(refs);
    const a = await add(agent, body);
    const before = await counts();
    const b = await add(agent, { ...body, remarks: 'changed on retry' });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await counts()).toEqual(before);
  });

  it('the same requestGuid sent 5 times at once makes one request', async () => {
    const body = requestBody(refs);
    const before = await count('reservation_requests');
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(admin, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<Detail>().requestReference)).size).toBe(1);
    expect(await count('reservation_requests')).toBe(before + 1);
  });

  it('20 concurrent submissions get 20 distinct references', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(admin, requestBody(refs))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const references = answers.map((r) => r.json<Detail>().requestReference);
    expect(new Set(references).size).toBe(20);
  });

  it('a failure in the middle of the transaction leaves nothing half-written', async () => {
    await t.db.exec(`CREATE FUNCTION reservation_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER reservation_test_fail BEFORE INSERT ON reservation_passengers FOR EACH ROW EXECUTE FUNCTION reservation_test_fail()`);
    try {
      const body = requestBody(refs);
      body.requestPassengers[1].firstName = 'Explode';
      const before = await counts();
      const audits = await count('audit_entries');
      const res = await add(admin, body);
      expect(res.statusCode).toBe(500);
      expect(res.json<Detail>().detail).toBe('Something went wrong! Please try again later.');
      expect(await counts()).toEqual(before);
      expect(await count('audit_entries')).toBe(audits);
      expect((await getById(admin, body.requestGuid)).statusCode).toBe(404);
      // the retry after the failure succeeds with the same guid
      body.requestPassengers[1].firstName = 'Charles';
      expect((await add(admin, body)).statusCode).toBe(200);
    } finally {
      await t.db.exec(
        'DROP TRIGGER reservation_test_fail ON reservation_passengers; DROP FUNCTION reservation_test_fail()',
      );
    }
  });

  it("records an audit entry with the request's agency", async () => {
    const body = requestBody(refs);
    await add(agent, body);
    const [entry] = await t.db.query<{ operation: string; agency_id: number; user_name: string }>(
      "SELECT operation, agency_id, user_name FROM audit_entries WHERE entity = 'reservation-request' AND entity_id = $1",
      [body.requestGuid],
    );
    expect(entry).toMatchObject({ operation: 'create', agency_id: 1 });
    expect(entry.user_name).toEqual(expect.any(String));
  });
});

describe('rules of add (400 keyed by field)', () => {
  it('agency and type are required', async () => {
    expect((await rejected((b) => ({ ...b, requestType: undefined }))).requestType).toEqual([
      'Request Type is required.',
    ]);
    expect((await rejected((b) => ({ ...b, agencyId: null }))).agencyId).toEqual(['Agency is required.']);
    expect((await rejected((b) => ({ ...b, agencyId: null }), 'fr')).agencyId).toEqual([
      'Le champ « Agence » est obligatoire.',
    ]);
  });

  it('an agency that does not exist', async () => {
    expect((await rejected((b) => ({ ...b, agencyId: 999999 }))).agencyId).toEqual(['Agency is not valid.']);
  });

  it('OTA is not offered', async () => {
    expect((await rejected((b) => ({ ...b, requestType: 3 }))).requestType).toEqual([
      'OTA requests are not offered: choose FIT, GIT or TIS.',
    ]);
    expect((await rejected((b) => ({ ...b, requestType: 7 }))).requestType).toEqual(['Request Type is not valid.']);
  });

  it('every destination needs an excursion, a tour or a hotel with a room', async () => {
    const errors = await rejected((b) => {
      b.requestDestinations[0].destinationExcursions = [];
      b.requestDestinations[0].destinationTourServices = [];
    });
    expect(errors['requestDestinations[0]']).toEqual([
      'Add an excursion, a tour service or a hotel with a room to this destination.',
    ]);
    const noRooms = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].destinationHotelRoomPax = [];
    });
    expect(noRooms['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax']).toEqual([
      'Rooms: at least 1.',
    ]);
  });

  it('at least one room', async () => {
    const errors = await rejected((b) => {
      b.requestDestinations.pop();
    });
    expect(errors.requestDestinations).toEqual(['Reserve at least one room.']);
    expect((await rejected((b) => ({ ...b, requestDestinations: [] }))).requestDestinations).toEqual([
      'Destinations: at least 1.',
    ]);
  });

  it('the first passenger of the first room is named', async () => {
    const errors = await rejected((b) => {
      b.requestPassengers[0].firstName = '  ';
      b.requestPassengers[0].lastName = '';
    });
    expect(errors['requestPassengers[0].firstName']).toEqual(['First Name is required.']);
    expect(errors['requestPassengers[0].lastName']).toEqual(['Last Name is required.']);
    expect((await rejected((b) => ({ ...b, requestPassengers: [] }))).requestPassengers).toEqual([
      'The first passenger of the first room needs a first and a last name.',
    ]);
  });

  it('rooms per destination: at most 9 for FIT, 50 otherwise', async () => {
    const fit = await add(admin, requestBody(refs, { rooms: 9 }));
    expect(fit.statusCode, fit.body).toBe(200);
    const errors = await rejected(() => requestBody(refs, { rooms: 10 }));
    expect(errors['requestDestinations[1]']).toEqual(['A FIT request can hold at most 9 rooms per destination.']);
    expect((await add(admin, requestBody(refs, { rooms: 50, requestType: 2 }))).statusCode).toBe(200);
    const git = await rejected(() => requestBody(refs, { rooms: 51, requestType: 2 }));
    expect(git['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax']).toEqual(['Rooms: at most 50.']);
  });

  it('check-out after check-in', async () => {
    const errors = await rejected((b) => {
      b.requestDestinations[1].checkOutDate = '2027-03-01';
    });
    expect(errors['requestDestinations[1].checkOutDate']).toEqual(['Check-out date must be after the check-in date.']);
    const fr = await rejected((b) => {
      b.requestDestinations[1].checkOutDate = '2027-02-01';
    }, 'fr');
    expect(fr['requestDestinations[1].checkOutDate']).toEqual(["La date de départ doit suivre la date d'arrivée."]);
    expect(
      (
        await rejected((b) => {
          b.requestDestinations[1].checkInDate = '2027-02-30';
        })
      )['requestDestinations[1].checkInDate'],
    ).toEqual(['Check-in Date is not valid.']);
  });

  it('times are HH:mm (en and fr)', async () => {
    for (const bad of ['8:30', '24:00', '08:60', '0830', '08:30:00']) {
      const errors = await rejected((b) => {
        b.requestTransportations[0].departureTime = bad;
      });
      expect(errors['requestTransportations[0].departureTime']).toEqual([
        'Arrival and departure times must be in "HH:mm" format.',
      ]);
    }
    const fr = await rejected((b) => {
      b.requestTransportations[0].arrivalTime = '7h';
    }, 'fr');
    expect(fr['requestTransportations[0].arrivalTime']).toEqual([
      "Les heures d'arrivée et de départ doivent être au format « HH:mm ».",
    ]);
  });

  it('arrival not before departure', async () => {
    const errors = await rejected((b) => {
      b.requestTransportations[0].arrivalTime = '07:00';
    });
    expect(errors['requestTransportations[0].arrivalDate']).toEqual(['Arrival must not be before departure.']);
  });

  it('every id exists and fits where it is used', async () => {
    const errors = await rejected((b) => {
      b.requestDestinations[0].cityId = 999999;
      b.requestDestinations[0].destinationExcursions![0].excursionId = 999999;
      b.requestDestinations[0].destinationTourServices![0].tourServiceId = 999999;
      b.requestTransportations[0].transportationTypeId = 999999;
      b.requestTransportations[0].transportationProviderId = 999999;
      b.requestTransportations[0].originStationId = 999999;
    });
    expect(errors).toMatchObject({
      'requestDestinations[0].cityId': ['City is not valid.'],
      'requestDestinations[0].destinationExcursions[0].excursionId': ['Excursion is not valid.'],
      'requestDestinations[0].destinationTourServices[0].tourServiceId': ['Tour Service is not valid.'],
      'requestTransportations[0].transportationTypeId': ['Transportation Type is not valid.'],
      'requestTransportations[0].transportationProviderId': ['Transportation Provider is not valid.'],
      'requestTransportations[0].originStationId': ['Origin Station is not valid.'],
    });
    const hotel = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].hotelId = refs.otherHotelId;
    });
    expect(
      hotel['requestDestinations[1].destinationHotels[0].hotelId'] ??
        hotel['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].roomTypeId'],
    ).toBeDefined();
    const roomType = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].destinationHotelRoomPax[0] = room(refs, {
        roomTypeId: refs.otherRoomTypeId,
      });
    });
    expect(roomType['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].roomTypeId']).toEqual([
      'The room type is not a room type of this hotel.',
    ]);
    const policy = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].destinationHotelRoomPax[0] = room(refs, {
        providingPolicyId: 999999,
      });
    });
    expect(policy['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].providingPolicyId']).toEqual([
      'The providing policy is not offered for this room type.',
    ]);
    const station = await rejected((b) => {
      b.requestTransportations[0].originStationId = refs.destinationStationId;
    });
    if (refs.originCityId !== refs.destinationCityId) {
      expect(station['requestTransportations[0].originStationId']).toEqual(['The station is not in the chosen city.']);
    }
  });

  it('room guests within the room type and the columns', async () => {
    const errors = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].destinationHotelRoomPax[0] = room(refs, {
        adultCount: refs.maxAdults + 1,
      });
    });
    expect(errors['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].adultCount']).toEqual([
      `This room type takes at most ${refs.maxAdults} adults.`,
    ]);
    const zero = await rejected((b) => {
      b.requestDestinations[1].destinationHotels![0].destinationHotelRoomPax[0] = room(refs, {
        adultCount: 0,
        infantCount: 40000,
      });
    });
    expect(zero['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].adultCount']).toEqual([
      'Adults must be at least 1.',
    ]);
    expect(zero['requestDestinations[1].destinationHotels[0].destinationHotelRoomPax[0].infantCount']).toEqual([
      'Infants cannot exceed 20.',
    ]);
    const big = await rejected((b) => ({ ...b, agencyId: 2147483648 }));
    expect(big.agencyId).toEqual(['Agency cannot exceed 2147483647.']);
  });

  it('strings are bounded and passengers sit in reserved rooms', async () => {
    expect(
      (
        await rejected((b) => {
          b.remarks = 'x'.repeat(4001);
        })
      ).remarks,
    ).toEqual(['Notes cannot exceed 4000 characters.']);
    const errors = await rejected((b) => {
      b.requestPassengers[1].roomNo = 2;
      b.requestPassengers[1].dateOfBirth = '2999-01-01';
    });
    expect(errors['requestPassengers[1].roomNo']).toEqual(['Room 2 is not reserved.']);
    expect(errors['requestPassengers[1].dateOfBirth']).toEqual(['Date of Birth cannot be in the future.']);
  });

  it('a body that is not an object', async () => {
    const res = await add(admin, [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Detail>().errors).toBeDefined();
  });
});

describe('agencies', () => {
  it('an agency user always submits for its own agency', async () => {
    const res = await add(agent, requestBody(refs, { agencyId: refs.otherAgencyId }));
    expect(res.statusCode).toBe(200);
    expect(res.json<Detail>().agencyId).toBe(1);
  });

  it("another agency's request answers 404 everywhere, and its guid cannot be reused", async () => {
    const theirs = requestBody(refs, { agencyId: refs.otherAgencyId });
    expect((await add(admin, theirs)).statusCode).toBe(200);
    const before = await counts();
    expect((await getById(agent, theirs.requestGuid)).statusCode).toBe(404);
    const complete = await t.call(agent, {
      method: 'POST',
      url: `${URL}/complete`,
      payload: { requestGuid: theirs.requestGuid, notes: 'x', reference: 'y' },
    });
    expect(complete.statusCode).toBe(404);
    const agencyDeleter = await token(t, ['Reservations.Reservation.Delete'], 1);
    expect(
      (await t.call(agencyDeleter, { method: 'DELETE', url: `${URL}/delete?requestGuid=${theirs.requestGuid}` }))
        .statusCode,
    ).toBe(404);
    const reuse = await add(agent, theirs);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json<Detail>().errors.requestGuid).toEqual(['This request guid belongs to another request.']);
    expect(await counts()).toEqual(before);
    expect((await getById(admin, theirs.requestGuid)).json<Detail>().remarks).toBe('Honeymoon');
  });
});

describe('permissions', () => {
  it('add needs .Add, getbyid .ViewList, delete .Delete; no token is a 401', async () => {
    const viewer = await token(t, ['Reservations.Reservation.ViewList']);
    const adder = await token(t, ['Reservations.Reservation.Add']);
    const before = await counts();
    expect((await add(viewer, requestBody(refs))).statusCode).toBe(403);
    expect((await add('', requestBody(refs))).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    const body = requestBody(refs);
    expect((await add(adder, body)).statusCode).toBe(200);
    expect((await getById(adder, body.requestGuid)).statusCode).toBe(403);
    expect((await getById(viewer, body.requestGuid)).statusCode).toBe(200);
    expect(
      (await t.call(viewer, { method: 'DELETE', url: `${URL}/delete?requestGuid=${body.requestGuid}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(adder, { method: 'POST', url: `${URL}/complete`, payload: { requestGuid: body.requestGuid } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(viewer, { method: 'POST', url: `${URL}/complete`, payload: { requestGuid: body.requestGuid } }))
        .statusCode,
    ).toBe(403);
  });

  it('administrators and agency users hold the reservation permissions', async () => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
        WHERE r.name = 'administrator' AND rp.permission LIKE 'Reservations.Reservation.%'`,
    );
    expect(row.n).toBe(3);
    const catalogue = await t.call(admin, { method: 'GET', url: '/api/authorization/user/permissions' });
    expect(catalogue.body).toContain('Reservations.Reservation.Delete');
  });
});

describe('complete, getbyid, delete', () => {
  it('complete stores notes as remarks and the agency reference; version checked; searchable', async () => {
    const body = requestBody(refs);
    await add(agent, body);
    const res = await t.call(agent, {
      method: 'POST',
      url: `${URL}/complete`,
      payload: { requestGuid: body.requestGuid, notes: ' Late arrival ', reference: 'AG-77', version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>()).toMatchObject({ remarks: 'Late arrival', referenceNumber: 'AG-77', version: 2 });
    expect((await getById(agent, body.requestGuid)).json<Detail>()).toMatchObject({
      remarks: 'Late arrival',
      referenceNumber: 'AG-77',
    });
    const stale = await t.call(agent, {
      method: 'POST',
      url: `${URL}/complete`,
      payload: { requestGuid: body.requestGuid, notes: 'x', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Detail>().code).toBe('stale-version');
    const [row] = await t.db.query<{ search_text: string }>(
      'SELECT search_text FROM reservation_requests WHERE request_guid = $1',
      [body.requestGuid],
    );
    expect(row.search_text).toContain('ag-77');
    expect(row.search_text).toContain('ada lovelace');
    const audit = await t.db.query<{ operation: string }>(
      "SELECT operation FROM audit_entries WHERE entity = 'reservation-request' AND entity_id = $1 ORDER BY id",
      [body.requestGuid],
    );
    expect(audit.map((a) => a.operation)).toEqual(['create', 'update']);
  });

  it('complete and getbyid check their input', async () => {
    const missing = await t.call(admin, {
      method: 'POST',
      url: `${URL}/complete`,
      payload: { notes: 'x', reference: 'r'.repeat(101) },
    });
    expect(missing.json<Detail>().errors).toEqual({
      requestGuid: ['Request Guid is required.'],
      reference: ['Reference Number cannot exceed 100 characters.'],
    });
    expect(
      (await t.call(admin, { method: 'GET', url: `${URL}/getbyid?requestGuid=nope` })).json<Detail>().errors,
    ).toEqual({ requestGuid: ['Request Guid is not valid.'] });
    expect((await getById(admin, randomUUID())).statusCode).toBe(404);
  });

  it('delete removes the request from getbyid; the guid is not revived by a retry', async () => {
    const body = requestBody(refs);
    await add(admin, body);
    const res = await t.call(admin, { method: 'DELETE', url: `${URL}/delete?requestGuid=${body.requestGuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requestGuid: body.requestGuid });
    expect((await getById(admin, body.requestGuid)).statusCode).toBe(404);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `${URL}/delete?requestGuid=${body.requestGuid}` })).statusCode,
    ).toBe(404);
    const retry = await add(admin, body);
    expect(retry.statusCode).toBe(409);
  });
});
