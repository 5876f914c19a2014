/**
 * SQL of the updates of a submitted request: the request locked for the write, its bookkeeping
 * after a change (version, date, search text), and one small statement per kind of change.
 * Every value is a parameter; lists go through unnest / ANY.
 */
import { randomUUID } from 'node:crypto';
import type { TransportationBody } from '@domain/reservations/request-schema.js';
import type { PassengerUpdateItem } from '@domain/reservations/update-schema.js';
import type { Queryable } from '../../db/types.js';
import { SEARCH_TEXT_SQL, type RequestScope } from '../repository.js';

export type LockedRequest = {
  id: number;
  agencyId: number;
  version: number;
  statusId: number;
};

/** The live request of a guid within the scope, locked FOR UPDATE; null when none. */
export async function lockRequest(tx: Queryable, guid: string, scope: RequestScope): Promise<LockedRequest | null> {
  const [row] = await tx.query<LockedRequest>(
    `SELECT id, agency_id AS "agencyId", version, status_id::int AS "statusId" FROM reservation_requests
      WHERE request_guid = $1::uuid AND NOT is_deleted AND ($2::int IS NULL OR agency_id = $2) FOR UPDATE`,
    [guid, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** After a change: version + 1, the modification date, the listing's search text. */
export async function touchRequest(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE reservation_requests SET version = version + 1, updated_at = now(), search_text = ${SEARCH_TEXT_SQL} WHERE id = $1`,
    [id],
  );
}

export async function setReferenceNumber(tx: Queryable, id: number, value: string | null): Promise<void> {
  await tx.query('UPDATE reservation_requests SET reference_number = $2::text WHERE id = $1', [id, value]);
}

export async function setCounter(tx: Queryable, id: number, counterId: number | null): Promise<void> {
  await tx.query('UPDATE reservation_requests SET counter_id = $2::int WHERE id = $1', [id, counterId]);
}

export async function setAgency(tx: Queryable, id: number, agencyId: number): Promise<void> {
  await tx.query('UPDATE reservation_requests SET agency_id = $2::int WHERE id = $1', [id, agencyId]);
}

export async function setRemarks(tx: Queryable, id: number, remarks: string | null): Promise<void> {
  await tx.query('UPDATE reservation_requests SET remarks = $2::text WHERE id = $1', [id, remarks]);
}

export async function setStatus(tx: Queryable, id: number, statusId: number): Promise<void> {
  await tx.query('UPDATE reservation_requests SET status_id = $2::smallint WHERE id = $1', [id, statusId]);
}

/** An unlocked company user (no agency): a counter or a hotel's operator. */
export async function isActiveCompanyUser(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM users WHERE id = $1 AND agency_id IS NULL AND NOT is_locked FOR SHARE', [
    userId,
  ]);
  return rows.length > 0;
}

export async function supplierExists(tx: Queryable, supplierId: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM supplier WHERE id = $1 AND NOT is_deleted FOR SHARE', [supplierId])).length > 0;
}

// ---- passengers ----

/** The stored passengers' guids. */
export async function passengerGuids(tx: Queryable, requestId: number): Promise<Set<string>> {
  const rows = await tx.query<{ guid: string }>(
    'SELECT passenger_guid::text AS guid FROM reservation_passengers WHERE request_id = $1',
    [requestId],
  );
  return new Set(rows.map((r) => r.guid));
}

const passengerColumns = (list: PassengerUpdateItem[]) => [
  list.map((p) => p.roomNo),
  list.map((p) => p.firstName ?? null),
  list.map((p) => p.lastName ?? null),
  list.map((p) => p.gender ?? null),
  list.map((p) => p.dateOfBirth ?? null),
  list.map((p) => p.passportNumber ?? null),
  list.map((p) => p.ageGroup ?? 1),
];

/** Stored passengers (by guid) take the values sent; new ones are added after the last. */
export async function writePassengers(
  tx: Queryable,
  requestId: number,
  updated: PassengerUpdateItem[],
  added: PassengerUpdateItem[],
): Promise<void> {
  if (updated.length) {
    await tx.query(
      `UPDATE reservation_passengers p SET room_no = u.room_no, first_name = u.first_name, last_name = u.last_name, gender = u.gender,
              date_of_birth = u.date_of_birth, passport_number = u.passport_number, age_group = u.age_group
         FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::int[], $7::date[], $8::text[], $9::int[])
              AS u(guid, room_no, first_name, last_name, gender, date_of_birth, passport_number, age_group)
        WHERE p.request_id = $1 AND p.passenger_guid = u.guid`,
      [requestId, updated.map((p) => p.passengerGuid), ...passengerColumns(updated)],
    );
  }
  if (added.length) {
    await tx.query(
      `INSERT INTO reservation_passengers (request_id, passenger_guid, position, room_no, first_name, last_name, gender,
         date_of_birth, passport_number, age_group)
       SELECT $1, u.guid, (SELECT COALESCE(max(position), 0) FROM reservation_passengers WHERE request_id = $1) + u.n,
              u.room_no, u.first_name, u.last_name, u.gender, u.date_of_birth, u.passport_number, u.age_group
         FROM unnest($2::uuid[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[], $8::date[], $9::text[], $10::int[])
              AS u(guid, n, room_no, first_name, last_name, gender, date_of_birth, passport_number, age_group)`,
      [requestId, added.map(() => randomUUID()), added.map((_, i) => i + 1), ...passengerColumns(added)],
    );
  }
}

// ---- destinations: tour services and excursions ----

export type DestinationRow = {
  id: number;
  cityId: number;
  rooms: number;
  excursions: number;
  tours: number;
};

/** A destination of the request, locked, with how much it holds. */
export async function destinationOf(
  tx: Queryable,
  requestId: number,
  destinationId: number,
): Promise<DestinationRow | null> {
  const [row] = await tx.query<DestinationRow>(
    `SELECT d.id, d.city_id AS "cityId",
            (SELECT count(*)::int FROM reservation_room_pax p JOIN reservation_destination_hotels h ON h.id = p.destination_hotel_id
              WHERE h.destination_id = d.id) AS rooms,
            (SELECT count(*)::int FROM reservation_destination_excursions WHERE destination_id = d.id) AS excursions,
            (SELECT count(*)::int FROM reservation_destination_tour_services WHERE destination_id = d.id) AS tours
       FROM reservation_destinations d WHERE d.id = $1 AND d.request_id = $2 FOR UPDATE`,
    [destinationId, requestId],
  );
  return row ?? null;
}

/** The destination's tour services become exactly `ids` (the kept ones keep their rows). */
export async function replaceTourServices(tx: Queryable, destinationId: number, ids: number[]): Promise<void> {
  await tx.query(
    'DELETE FROM reservation_destination_tour_services WHERE destination_id = $1 AND NOT (tour_service_id = ANY($2::int[]))',
    [destinationId, ids],
  );
  await tx.query(
    `INSERT INTO reservation_destination_tour_services (destination_id, tour_service_id)
     SELECT $1, u.id FROM unnest($2::int[]) WITH ORDINALITY AS u(id, n) ORDER BY u.n
     ON CONFLICT (destination_id, tour_service_id) DO NOTHING`,
    [destinationId, ids],
  );
}

/** The destination's excursions become exactly `ids` (the kept ones keep their rows). */
export async function replaceExcursions(tx: Queryable, destinationId: number, ids: number[]): Promise<void> {
  await tx.query(
    'DELETE FROM reservation_destination_excursions WHERE destination_id = $1 AND NOT (excursion_id = ANY($2::int[]))',
    [destinationId, ids],
  );
  await tx.query(
    `INSERT INTO reservation_destination_excursions (destination_id, excursion_id)
     SELECT $1, u.id FROM unnest($2::int[]) WITH ORDINALITY AS u(id, n) ORDER BY u.n
     ON CONFLICT (destination_id, excursion_id) DO NOTHING`,
    [destinationId, ids],
  );
}

// ---- transportations ----

export async function transportationCount(tx: Queryable, requestId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reservation_transportations WHERE request_id = $1',
    [requestId],
  );
  return row.n;
}

const transportValues = (t: TransportationBody) => [
  t.transportationTypeId,
  t.transportationProviderId ?? null,
  t.refNumber ?? null,
  t.originCityId ?? null,
  t.destinationCityId ?? null,
  t.originStationId ?? null,
  t.destinationStationId ?? null,
  t.adultCount ?? 0,
  t.childCount ?? 0,
  t.departureDate,
  t.departureTime ?? null,
  t.arrivalDate ?? null,
  t.arrivalTime ?? null,
  t.notes ?? null,
];

/** Replaces the values of the request's transportation of that guid; false when there is none. */
export async function replaceTransportation(
  tx: Queryable,
  requestId: number,
  guid: string,
  t: TransportationBody,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE reservation_transportations SET transportation_type_id = $3, transportation_provider_id = $4, ref_number = $5,
            origin_city_id = $6, destination_city_id = $7, origin_station_id = $8, destination_station_id = $9, adult_count = $10,
            child_count = $11, departure_date = $12::date, departure_time = $13::time, arrival_date = $14::date,
            arrival_time = $15::time, notes = $16
      WHERE request_id = $1 AND transportation_guid = $2::uuid RETURNING id`,
    [requestId, guid, ...transportValues(t)],
  );
  return rows.length > 0;
}

/** Adds a transportation after the last one. */
export async function addTransportation(tx: Queryable, requestId: number, t: TransportationBody): Promise<void> {
  await tx.query(
    `INSERT INTO reservation_transportations (request_id, transportation_guid, position, transportation_type_id,
       transportation_provider_id, ref_number, origin_city_id, destination_city_id, origin_station_id, destination_station_id,
       adult_count, child_count, departure_date, departure_time, arrival_date, arrival_time, notes)
     VALUES ($1, $2::uuid, (SELECT COALESCE(max(position), 0) + 1 FROM reservation_transportations WHERE request_id = $1),
       $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13::time, $14::date, $15::time, $16)`,
    [requestId, randomUUID(), ...transportValues(t)],
  );
}

// ---- hotel processing ----

/** The row of hotel `hotelId` in destination `destinationId` of the request (the first, if booked twice), locked, with its status. */
export async function destinationHotelRow(
  tx: Queryable,
  requestId: number,
  destinationId: number,
  hotelId: number,
): Promise<{ id: number; statusId: number } | null> {
  const [row] = await tx.query<{ id: number; statusId: number }>(
    `SELECT h.id, h.status_id::int AS "statusId" FROM reservation_destination_hotels h JOIN reservation_destinations d ON d.id = h.destination_id
      WHERE d.request_id = $1 AND d.id = $2 AND h.hotel_id = $3 ORDER BY h.position LIMIT 1 FOR UPDATE OF h`,
    [requestId, destinationId, hotelId],
  );
  return row ?? null;
}

export interface HotelProcessing {
  supplierId: number | null;
  operatorId: number | null;
  notes: string | null;
  statusId: number;
}

export async function setHotelProcessing(tx: Queryable, rowId: number, p: HotelProcessing): Promise<void> {
  await tx.query(
    'UPDATE reservation_destination_hotels SET supplier_id = $2::int, operator_id = $3::int, notes = $4::text, status_id = $5::smallint WHERE id = $1',
    [rowId, p.supplierId, p.operatorId, p.notes, p.statusId],
  );
}
