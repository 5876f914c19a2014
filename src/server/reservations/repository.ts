/**
 * SQL of the reservation requests: writing one whole request (a few set-based inserts, one per
 * table, whatever the number of rooms), reading its detail as `getbyid` answers it, step 5's
 * notes and reference, the soft delete. Every value is a parameter; arrays go through unnest.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SUPPLIER_INITIAL,
  PENDING_STATUS,
  REQUEST_STATUSES,
  REQUEST_TYPE_NAMES,
  type DestinationDetail,
  type PassengerDetail,
  type RequestBody,
  type RequestDetail,
  type TransportationDetail,
} from '@domain/reservations/request-schema.js';
import { ACTIVITY_STATUS_NAMES } from '@domain/reservations/activity-schema.js';
import { ACTIVITY_STATUS } from '@domain/reservations/statuses.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';

/** Who may see a request: an agency user only its agency's (`request.agencyScope`). */
export type RequestScope = AgencyScope;

export type RequestHead = {
  id: number;
  agencyId: number;
  version: number;
  isDeleted: boolean;
};

/** The request of a guid, deleted ones included (`isDeleted`), within the scope; null when none. */
export async function headOf(
  tx: Queryable,
  guid: string,
  scope: RequestScope,
  lock = false,
): Promise<RequestHead | null> {
  const [row] = await tx.query<RequestHead>(
    `SELECT id, agency_id AS "agencyId", version, is_deleted AS "isDeleted" FROM reservation_requests
      WHERE request_guid = $1::uuid AND ($2::int IS NULL OR agency_id = $2) ${lock ? 'FOR UPDATE' : ''}`,
    [guid, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** The guid is taken (by any request, any agency, deleted or not). */
export async function guidTaken(tx: Queryable, guid: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM reservation_requests WHERE request_guid = $1::uuid', [guid])).length > 0;
}

const SEQUENCES: Record<number, string> = {
  1: 'reservation_request_fit_seq',
  2: 'reservation_request_git_seq',
  3: 'reservation_request_ota_seq',
  4: 'reservation_request_tis_seq',
};
const PREFIX_COLUMNS: Record<number, string> = { 1: 'fit_ref', 2: 'git_ref', 3: 'ota_ref', 4: 'tis_ref' };

/**
 * The next reference of a type: the tenant's prefix (tenancy settings `fitRef`, ... or the type's
 * name) and the type's sequence, six digits at least: `FIT-000123`. A sequence never hands out a
 * value twice; if the tenant's prefixes make a reference that exists already (two types given
 * the same prefix), the next value is taken.
 */
export async function nextReference(
  tx: Queryable,
  requestType: number,
): Promise<{ reference: string; sequence: number }> {
  const [settings] = await tx.query<{ prefix: string | null }>(
    `SELECT ${PREFIX_COLUMNS[requestType]} AS prefix FROM saas_tenancy_settings WHERE id = 1 AND NOT is_deleted`,
  );
  const prefix = settings?.prefix?.trim() || REQUEST_TYPE_NAMES[requestType];
  for (;;) {
    const [{ value }] = await tx.query<{ value: number }>('SELECT nextval($1::regclass)::int AS value', [
      SEQUENCES[requestType],
    ]);
    const reference = `${prefix}-${String(value).padStart(6, '0')}`;
    const [taken] = await tx.query('SELECT 1 FROM reservation_requests WHERE request_reference = $1', [reference]);
    if (!taken) return { reference, sequence: value };
  }
}

interface NewRequest {
  guid: string;
  agencyId: number;
  userId: number | null;
  reference: string;
  sequence: number;
}

/**
 * What the listing's search looks in beside the agency's and the cities' names (list.ts reads
 * those from their tables): the reference as shown (`ORS-AZV-FIT-000012`, so a reference copied
 * from a screen is found, and so is `FIT-000012`), the agency's reference number, the passengers'
 * names; stored through `search_fold` (lowercase, no accents; engine migration 013).
 * SEARCH_TEXT_SQL below is the same in SQL.
 */
const searchTextOf = (
  supplierInitial: string,
  reference: string,
  referenceNumber: string | null | undefined,
  body: RequestBody,
) =>
  [
    `${supplierInitial}-${reference}`,
    referenceNumber ?? '',
    ...(body.requestPassengers ?? []).map((p) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()),
  ].join('\n');

const firstCheckInOf = (body: RequestBody): string | null =>
  body.requestDestinations.map((d) => d.checkInDate).sort()[0] ?? null;

/**
 * Inserts the request row and the first entry of its activity log, its creation (type `create`,
 * by the creator, at the request's creation time); null when a request with this guid was
 * committed meanwhile (the unique guid makes a concurrent twin wait for this one and then insert nothing).
 */
export async function insertHead(tx: Queryable, body: RequestBody, r: NewRequest): Promise<number | null> {
  const firstCheckIn = firstCheckInOf(body);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, supplier_initial,
       agency_id, status_id, remarks, reference_number, created_by, first_check_in, search_text)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, search_fold($12))
     ON CONFLICT (request_guid) DO NOTHING RETURNING id`,
    [
      r.guid,
      body.requestType,
      r.sequence,
      r.reference,
      DEFAULT_SUPPLIER_INITIAL,
      r.agencyId,
      PENDING_STATUS,
      body.remarks ?? null,
      body.referenceNumber ?? null,
      r.userId,
      firstCheckIn,
      searchTextOf(DEFAULT_SUPPLIER_INITIAL, r.reference, body.referenceNumber, body),
    ],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO reservation_request_activity (request_id, activity_type, status_id, created_by, created_at)
     SELECT id, 'create', $2, created_by, created_at FROM reservation_requests WHERE id = $1`,
    [row.id, ACTIVITY_STATUS.Approved],
  );
  return row.id;
}

/** A hotel's processing (spec §3: status, supplier, operator, notes), kept when an approved amendment keeps the hotel. */
export type HotelProcessing = {
  statusId: number;
  notes: string | null;
  supplierId: number | null;
  operatorId: number | null;
};

/**
 * What a rewrite of a request's children keeps of the rows it replaces: the processing of the
 * hotels that stay (the same hotel in a destination of the same city, the n-th such one), the
 * guids of passengers and transportations by position. A new request keeps nothing.
 */
export interface KeptChildren {
  processing: Map<string, HotelProcessing>;
  passengerGuids: string[];
  transportationGuids: string[];
}

const NOTHING_KEPT: KeptChildren = { processing: new Map(), passengerGuids: [], transportationGuids: [] };
const NEW_HOTEL: HotelProcessing = { statusId: PENDING_STATUS, notes: null, supplierId: null, operatorId: null };

/** `cityId:hotelId:n`: the n-th (0-based) booking of that hotel in a destination of that city, in check-in order. */
function hotelKeys(hotels: { cityId: number; hotelId: number }[]): string[] {
  const seen = new Map<string, number>();
  return hotels.map(({ cityId, hotelId }) => {
    const base = `${cityId}:${hotelId}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base}:${n}`;
  });
}

/** Destinations in check-in order (then as sent), with their hotels, rooms, excursions and tours; passengers; transportations. */
export async function insertChildren(
  tx: Queryable,
  requestId: number,
  body: RequestBody,
  kept: KeptChildren = NOTHING_KEPT,
): Promise<void> {
  const destinations = body.requestDestinations
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.checkInDate < b.d.checkInDate ? -1 : a.d.checkInDate > b.d.checkInDate ? 1 : a.i - b.i))
    .map((x) => x.d);
  const destinationIds = await tx.query<{ id: number; position: number }>(
    `INSERT INTO reservation_destinations (request_id, position, city_id, check_in_date, check_out_date)
     SELECT $1, u.position, u.city_id, u.check_in, u.check_out
       FROM unnest($2::int[], $3::int[], $4::date[], $5::date[]) AS u(position, city_id, check_in, check_out)
     RETURNING id, position`,
    [
      requestId,
      destinations.map((_, i) => i + 1),
      destinations.map((d) => d.cityId),
      destinations.map((d) => d.checkInDate),
      destinations.map((d) => d.checkOutDate),
    ],
  );
  const destinationId = new Map(destinationIds.map((r) => [r.position, r.id]));

  const hotels = destinations.flatMap((d, i) =>
    (d.destinationHotels ?? []).map((h, j) => ({
      h,
      cityId: d.cityId,
      destination: destinationId.get(i + 1)!,
      position: j + 1,
    })),
  );
  if (hotels.length) {
    const processing = hotelKeys(hotels.map((x) => ({ cityId: x.cityId, hotelId: x.h.hotelId }))).map(
      (key) => kept.processing.get(key) ?? NEW_HOTEL,
    );
    const hotelIds = await tx.query<{ id: number; destination_id: number; position: number }>(
      `INSERT INTO reservation_destination_hotels (destination_id, position, hotel_id, status_id, notes, supplier_id, operator_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[]) RETURNING id, destination_id, position`,
      [
        hotels.map((x) => x.destination),
        hotels.map((x) => x.position),
        hotels.map((x) => x.h.hotelId),
        processing.map((p) => p.statusId),
        processing.map((p) => p.notes),
        processing.map((p) => p.supplierId),
        processing.map((p) => p.operatorId),
      ],
    );
    const hotelId = new Map(hotelIds.map((r) => [`${r.destination_id}:${r.position}`, r.id]));
    const rooms = hotels.flatMap((x) =>
      x.h.destinationHotelRoomPax.map((room, k) => ({
        room,
        hotel: hotelId.get(`${x.destination}:${x.position}`)!,
        no: k + 1,
      })),
    );
    await tx.query(
      `INSERT INTO reservation_room_pax (destination_hotel_id, room_no, room_type_id, providing_policy_id, adult_count,
         child_with_bed_count, child_with_no_bed_count, infant_count, bed_type, extra_bed, twin_bed, extended_room)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[],
         $10::boolean[], $11::boolean[], $12::boolean[])`,
      [
        rooms.map((x) => x.hotel),
        rooms.map((x) => x.no),
        rooms.map((x) => x.room.roomTypeId),
        rooms.map((x) => x.room.providingPolicyId),
        rooms.map((x) => x.room.adultCount),
        rooms.map((x) => x.room.childWithBedCount ?? 0),
        rooms.map((x) => x.room.childWithNoBedCount ?? 0),
        rooms.map((x) => x.room.infantCount ?? 0),
        rooms.map((x) => x.room.bedType ?? null),
        rooms.map((x) => x.room.extraBed ?? false),
        rooms.map((x) => x.room.twinBed ?? false),
        rooms.map((x) => x.room.extendedRoom ?? false),
      ],
    );
  }

  // The same excursion or tour twice in one destination is one booking.
  const excursions = [
    ...new Set(
      destinations.flatMap((d, i) =>
        (d.destinationExcursions ?? []).map((e) => `${destinationId.get(i + 1)}:${e.excursionId}`),
      ),
    ),
  ];
  if (excursions.length) {
    await tx.query(
      'INSERT INTO reservation_destination_excursions (destination_id, excursion_id) SELECT * FROM unnest($1::int[], $2::int[])',
      [excursions.map((k) => Number(k.split(':')[0])), excursions.map((k) => Number(k.split(':')[1]))],
    );
  }
  const tours = [
    ...new Set(
      destinations.flatMap((d, i) =>
        (d.destinationTourServices ?? []).map((t) => `${destinationId.get(i + 1)}:${t.tourServiceId}`),
      ),
    ),
  ];
  if (tours.length) {
    await tx.query(
      'INSERT INTO reservation_destination_tour_services (destination_id, tour_service_id) SELECT * FROM unnest($1::int[], $2::int[])',
      [tours.map((k) => Number(k.split(':')[0])), tours.map((k) => Number(k.split(':')[1]))],
    );
  }

  const passengers = body.requestPassengers ?? [];
  if (passengers.length) {
    await tx.query(
      `INSERT INTO reservation_passengers (request_id, passenger_guid, position, room_no, first_name, last_name, gender,
         date_of_birth, passport_number, age_group)
       SELECT $1, * FROM unnest($2::uuid[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[], $8::date[], $9::text[], $10::int[])`,
      [
        requestId,
        passengers.map((_, i) => kept.passengerGuids[i] ?? randomUUID()),
        passengers.map((_, i) => i + 1),
        passengers.map((p) => p.roomNo),
        passengers.map((p) => p.firstName ?? null),
        passengers.map((p) => p.lastName ?? null),
        passengers.map((p) => p.gender ?? null),
        passengers.map((p) => p.dateOfBirth ?? null),
        passengers.map((p) => p.passportNumber ?? null),
        passengers.map((p) => p.ageGroup ?? 1),
      ],
    );
  }

  const transports = body.requestTransportations ?? [];
  if (transports.length) {
    await tx.query(
      `INSERT INTO reservation_transportations (request_id, transportation_guid, position, transportation_type_id,
         transportation_provider_id, ref_number, origin_city_id, destination_city_id, origin_station_id, destination_station_id,
         adult_count, child_count, departure_date, departure_time, arrival_date, arrival_time, notes)
       SELECT $1, * FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[],
         $11::int[], $12::int[], $13::date[], $14::time[], $15::date[], $16::time[], $17::text[])`,
      [
        requestId,
        transports.map((_, i) => kept.transportationGuids[i] ?? randomUUID()),
        transports.map((_, i) => i + 1),
        transports.map((t) => t.transportationTypeId),
        transports.map((t) => t.transportationProviderId ?? null),
        transports.map((t) => t.refNumber ?? null),
        transports.map((t) => t.originCityId ?? null),
        transports.map((t) => t.destinationCityId ?? null),
        transports.map((t) => t.originStationId ?? null),
        transports.map((t) => t.destinationStationId ?? null),
        transports.map((t) => t.adultCount ?? 0),
        transports.map((t) => t.childCount ?? 0),
        transports.map((t) => t.departureDate),
        transports.map((t) => t.departureTime ?? null),
        transports.map((t) => t.arrivalDate ?? null),
        transports.map((t) => t.arrivalTime ?? null),
        transports.map((t) => t.notes ?? null),
      ],
    );
  }
}

/** What a rewrite keeps of a request's children (see KeptChildren), read before they are deleted. */
async function keptChildrenOf(tx: Queryable, requestId: number): Promise<KeptChildren> {
  const hotels = await tx.query<{ cityId: number; hotelId: number } & HotelProcessing>(
    `SELECT d.city_id AS "cityId", h.hotel_id AS "hotelId", h.status_id::int AS "statusId", h.notes,
            h.supplier_id AS "supplierId", h.operator_id AS "operatorId"
       FROM reservation_destination_hotels h JOIN reservation_destinations d ON d.id = h.destination_id
      WHERE d.request_id = $1 ORDER BY d.position, h.position`,
    [requestId],
  );
  const keys = hotelKeys(hotels);
  const passengers = await tx.query<{ guid: string }>(
    'SELECT passenger_guid::text AS guid FROM reservation_passengers WHERE request_id = $1 ORDER BY position',
    [requestId],
  );
  const transports = await tx.query<{ guid: string }>(
    'SELECT transportation_guid::text AS guid FROM reservation_transportations WHERE request_id = $1 ORDER BY position',
    [requestId],
  );
  return {
    processing: new Map(hotels.map(({ cityId: _c, hotelId: _h, ...p }, i) => [keys[i], p])),
    passengerGuids: passengers.map((r) => r.guid),
    transportationGuids: transports.map((r) => r.guid),
  };
}

/**
 * An approved amendment: the request's destinations (hotels, rooms, excursions, tours),
 * passengers and transportations become the body's, inserted by the same code as a new
 * request's; the type, remarks and agency reference number follow the body. The guid,
 * reference, agency, creation and the processing of the hotels that stay are kept; the first
 * check-in and the search text are recomputed; the version moves on. Run inside the caller's
 * transaction, with the request row locked.
 */
export async function replaceRequest(tx: Queryable, requestId: number, body: RequestBody): Promise<void> {
  const kept = await keptChildrenOf(tx, requestId);
  // Hotels, rooms, excursions and tours go with their destination (ON DELETE CASCADE).
  await tx.query('DELETE FROM reservation_destinations WHERE request_id = $1', [requestId]);
  await tx.query('DELETE FROM reservation_passengers WHERE request_id = $1', [requestId]);
  await tx.query('DELETE FROM reservation_transportations WHERE request_id = $1', [requestId]);
  await insertChildren(tx, requestId, body, kept);
  const [{ initial, reference }] = await tx.query<{ initial: string; reference: string }>(
    'SELECT supplier_initial AS initial, request_reference AS reference FROM reservation_requests WHERE id = $1',
    [requestId],
  );
  await tx.query(
    `UPDATE reservation_requests SET request_type = $2, remarks = $3::text, reference_number = $4::text, first_check_in = $5::date,
       search_text = search_fold($6), version = version + 1, updated_at = now() WHERE id = $1`,
    [
      requestId,
      body.requestType,
      body.remarks ?? null,
      body.referenceNumber ?? null,
      firstCheckInOf(body),
      searchTextOf(initial, reference, body.referenceNumber, body),
    ],
  );
}

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Drops null values: the detail answers a missing optional field as absent rather than null. */
function present<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;
}

type HeadRow = Omit<
  RequestDetail,
  'dateCreated' | 'lastModifiedDate' | 'requestDestinations' | 'requestPassengers' | 'requestTransportations'
> & { id: number; created_at: unknown; updated_at: unknown };

/** The detail of a live request as `getbyid` answers it; null when missing, deleted or outside the scope. */
export async function readDetail(db: Queryable, guid: string, scope: RequestScope): Promise<RequestDetail | null> {
  const [head] = await db.query<HeadRow>(
    `SELECT r.id, r.request_guid::text AS "requestGuid", r.request_reference AS "requestReference",
            r.supplier_initial AS "supplierInitial", r.reference_number AS "referenceNumber", r.agency_id AS "agencyId",
            a.title AS "agencyName", r.counter_id AS "counterId", cu.full_name AS "counterName", r.remarks, r.request_type::int AS "requestType",
            r.status_id::int AS "statusId", r.version, r.created_at, r.updated_at,
            am.id AS "requestActivityId", am.status_id::int AS "requestActivityStatusId"
       FROM reservation_requests r JOIN agency a ON a.id = r.agency_id LEFT JOIN users cu ON cu.id = r.counter_id
       LEFT JOIN LATERAL (SELECT x.id, x.status_id FROM reservation_request_activity x
                           WHERE x.request_id = r.id AND x.activity_type = 'amendment'
                           ORDER BY x.created_at DESC, x.id DESC LIMIT 1) am ON true
      WHERE r.request_guid = $1::uuid AND NOT r.is_deleted AND ($2::int IS NULL OR r.agency_id = $2)`,
    [guid, scope.agencyId ?? null],
  );
  if (!head) return null;
  const requestId = head.id;

  const destinations = await db.query<
    Omit<DestinationDetail, 'destinationHotels' | 'destinationExcursions' | 'destinationTourServices'>
  >(
    `SELECT d.id, d.city_id AS "cityId", c.title AS "cityName", c.country_id AS "countryId", k.title AS "countryName",
            d.check_in_date::text AS "checkInDate", d.check_out_date::text AS "checkOutDate"
       FROM reservation_destinations d JOIN city c ON c.id = d.city_id LEFT JOIN country k ON k.id = c.country_id
      WHERE d.request_id = $1 ORDER BY d.position`,
    [requestId],
  );
  const hotels = await db.query<{ destinationId: number } & DestinationDetail['destinationHotels'][number]>(
    `SELECT h.destination_id AS "destinationId", h.id, h.hotel_id AS "hotelId", o.title AS "hotelName", o.city_id AS "cityId",
            o.country_id AS "countryId", d.check_in_date::text AS "checkInDate", d.check_out_date::text AS "checkOutDate",
            h.status_id::int AS "statusId", h.notes, h.supplier_id AS "supplierId", s.title AS "supplierName",
            h.operator_id AS "operatorId", u.full_name AS "operatorName", o.main_image AS "mainImageFullPath"
       FROM reservation_destination_hotels h JOIN reservation_destinations d ON d.id = h.destination_id
       JOIN hotel o ON o.id = h.hotel_id LEFT JOIN supplier s ON s.id = h.supplier_id LEFT JOIN users u ON u.id = h.operator_id
      WHERE d.request_id = $1 ORDER BY d.position, h.position`,
    [requestId],
  );
  const rooms = await db.query<
    { hotelRowId: number } & DestinationDetail['destinationHotels'][number]['destinationHotelRoomPax'][number]
  >(
    `SELECT p.destination_hotel_id AS "hotelRowId", p.id, p.room_no::int AS "roomNo", p.room_type_id AS "roomTypeId",
            COALESCE(t.title, 'Unknown Room Type') AS "roomTypeName", p.providing_policy_id AS "providingPolicyId",
            i.title AS "providingPolicyName", p.adult_count::int AS "adultCount", p.child_with_bed_count::int AS "childWithBedCount",
            p.child_with_no_bed_count::int AS "childWithNoBedCount", p.infant_count::int AS "infantCount", p.bed_type::int AS "bedType",
            p.extra_bed AS "extraBed", p.twin_bed AS "twinBed", p.extended_room AS "extendedRoom"
       FROM reservation_room_pax p JOIN reservation_destination_hotels h ON h.id = p.destination_hotel_id
       JOIN reservation_destinations d ON d.id = h.destination_id
       LEFT JOIN room_type t ON t.id = p.room_type_id LEFT JOIN infra_type i ON i.id = p.providing_policy_id
      WHERE d.request_id = $1 ORDER BY p.destination_hotel_id, p.room_no`,
    [requestId],
  );
  const excursions = await db.query<{
    destinationId: number;
    id: number;
    excursionId: number;
    excursionName: string | null;
  }>(
    `SELECT e.destination_id AS "destinationId", e.id, e.excursion_id AS "excursionId", x.title AS "excursionName"
       FROM reservation_destination_excursions e JOIN reservation_destinations d ON d.id = e.destination_id
       JOIN excursion x ON x.id = e.excursion_id WHERE d.request_id = $1 ORDER BY e.id`,
    [requestId],
  );
  const tours = await db.query<{
    destinationId: number;
    id: number;
    tourServiceId: number;
    tourServiceName: string | null;
  }>(
    `SELECT e.destination_id AS "destinationId", e.id, e.tour_service_id AS "tourServiceId", x.title AS "tourServiceName"
       FROM reservation_destination_tour_services e JOIN reservation_destinations d ON d.id = e.destination_id
       JOIN tour_service x ON x.id = e.tour_service_id WHERE d.request_id = $1 ORDER BY e.id`,
    [requestId],
  );
  const passengers = await db.query<PassengerDetail>(
    `SELECT passenger_guid::text AS "passengerGuid", first_name AS "firstName", last_name AS "lastName", gender::int AS gender,
            date_of_birth::text AS "dateOfBirth", passport_number AS "passportNumber", age_group::int AS "ageGroup", room_no::int AS "roomNo"
       FROM reservation_passengers WHERE request_id = $1 ORDER BY position`,
    [requestId],
  );
  const transports = await db.query<TransportationDetail>(
    `SELECT t.transportation_guid::text AS "transportationGuid", t.transportation_type_id AS "transportationTypeId",
            ty.title AS "transportationTypeName", t.transportation_provider_id AS "transportationProviderId",
            pr.title AS "transportationProviderName", t.ref_number AS "refNumber",
            t.origin_city_id AS "originCityId", oc.title AS "originCityName", t.destination_city_id AS "destinationCityId",
            dc.title AS "destinationCityName", t.origin_station_id AS "originStationId", os.title AS "originStationName",
            t.destination_station_id AS "destinationStationId", ds.title AS "destinationStationName",
            t.adult_count::int AS "adultCount", t.child_count::int AS "childCount", t.departure_date::text AS "departureDate",
            to_char(t.departure_time, 'HH24:MI') AS "departureTime", t.arrival_date::text AS "arrivalDate",
            to_char(t.arrival_time, 'HH24:MI') AS "arrivalTime", t.notes
       FROM reservation_transportations t JOIN infra_type ty ON ty.id = t.transportation_type_id
       LEFT JOIN transportation_provider pr ON pr.id = t.transportation_provider_id
       LEFT JOIN city oc ON oc.id = t.origin_city_id LEFT JOIN city dc ON dc.id = t.destination_city_id
       LEFT JOIN station os ON os.id = t.origin_station_id LEFT JOIN station ds ON ds.id = t.destination_station_id
      WHERE t.request_id = $1 ORDER BY t.position`,
    [requestId],
  );

  const { id: _id, created_at: createdAt, updated_at: updatedAt, ...fields } = head;
  return {
    ...present(fields),
    requestTypeName: REQUEST_TYPE_NAMES[head.requestType] ?? String(head.requestType),
    status: REQUEST_STATUSES[head.statusId] ?? null,
    // The latest amendment: null (not absent) when there is none.
    requestActivityId: head.requestActivityId ?? null,
    requestActivityStatusId: head.requestActivityStatusId ?? null,
    requestActivityStatus: head.requestActivityStatusId
      ? (ACTIVITY_STATUS_NAMES[head.requestActivityStatusId] ?? null)
      : null,
    dateCreated: iso(createdAt),
    lastModifiedDate: iso(updatedAt),
    requestDestinations: destinations.map((d) => ({
      ...present(d),
      destinationHotels: hotels
        .filter((h) => h.destinationId === d.id)
        .map(({ destinationId: _d, ...h }) => ({
          ...present(h),
          status: REQUEST_STATUSES[h.statusId] ?? null,
          destinationHotelRoomPax: rooms
            .filter((r) => r.hotelRowId === h.id)
            .map(({ hotelRowId: _h, ...r }) => ({ ...present(r), roomLabel: `Room ${r.roomNo}` })),
        })),
      destinationExcursions: excursions
        .filter((e) => e.destinationId === d.id)
        .map(({ destinationId: _d, ...e }) => present(e)),
      destinationTourServices: tours
        .filter((t) => t.destinationId === d.id)
        .map(({ destinationId: _d, ...t }) => present(t)),
    })),
    requestPassengers: passengers.map(present),
    requestTransportations: transports.map(present),
  };
}

/**
 * The listing's search text of request `$1` from its stored values (reference, the agency's
 * reference number, passenger names), for an UPDATE of reservation_requests.
 */
export const SEARCH_TEXT_SQL = `search_fold(supplier_initial || '-' || request_reference || E'\\n' || COALESCE(reference_number, '') || E'\\n' ||
  COALESCE((SELECT string_agg(trim(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')), E'\\n' ORDER BY position)
              FROM reservation_passengers WHERE request_id = $1), ''))`;

/** Step 5: notes and the agency's reference number; the search text follows the reference. */
export async function completeRequest(
  tx: Queryable,
  id: number,
  notes: string | null,
  reference: string | null,
): Promise<void> {
  await tx.query(
    'UPDATE reservation_requests SET remarks = $2::text, reference_number = $3::text, version = version + 1, updated_at = now() WHERE id = $1',
    [id, notes, reference],
  );
  await tx.query(`UPDATE reservation_requests SET search_text = ${SEARCH_TEXT_SQL} WHERE id = $1`, [id]);
}

/** Soft delete: the request leaves lists and getbyid; its guid stays taken. */
export async function softDelete(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    'UPDATE reservation_requests SET is_deleted = true, deleted_at = now(), version = version + 1, updated_at = now() WHERE id = $1',
    [id],
  );
}
