/**
 * Valid ids of the demo reference data for reservation request bodies, and a body builder:
 * a hotel with a room type and a providing policy it offers, an excursion and a tour, a
 * transportation type (infra type group 13), a provider and two stations with their cities.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/types.js';

export interface Refs {
  cityId: number;
  hotelId: number;
  otherHotelId: number;
  roomTypeId: number;
  otherRoomTypeId: number;
  policyId: number;
  maxAdults: number;
  excursionCityId: number;
  excursionId: number;
  tourId: number;
  transportTypeId: number;
  providerId: number;
  originCityId: number;
  originStationId: number;
  destinationCityId: number;
  destinationStationId: number;
  otherAgencyId: number;
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T & Record<string, unknown>>(sql, params);
  if (!row) throw new Error(`fixture: nothing for ${sql}`);
  return row;
}

export async function findRefs(db: Db): Promise<Refs> {
  const room = await one<{
    hotel_id: number;
    city_id: number;
    room_type_id: number;
    policy_id: number;
    max_adults: number;
  }>(
    db,
    `SELECT h.id AS hotel_id, h.city_id, t.id AS room_type_id, p.providing_policy_id AS policy_id, t.max_adults
       FROM hotel h JOIN room_type t ON t.hotel_id = h.id AND NOT t.is_deleted
       JOIN room_type_providing_policy p ON p.room_type_id = t.id AND NOT p.is_deleted
      WHERE NOT h.is_deleted AND t.max_adults >= 2 ORDER BY h.id, t.id LIMIT 1`,
  );
  const other = await one<{ hotel_id: number; room_type_id: number }>(
    db,
    `SELECT h.id AS hotel_id, t.id AS room_type_id FROM hotel h JOIN room_type t ON t.hotel_id = h.id
      WHERE h.id <> $1 AND NOT h.is_deleted AND NOT t.is_deleted ORDER BY h.id LIMIT 1`,
    [room.hotel_id],
  );
  const excursion = await one<{ id: number; city_id: number }>(
    db,
    'SELECT id, city_id FROM excursion WHERE NOT is_deleted AND city_id IS NOT NULL ORDER BY id LIMIT 1',
  );
  const tour = await one<{ id: number }>(db, 'SELECT id FROM tour_service WHERE NOT is_deleted ORDER BY id LIMIT 1');
  const type = await one<{ id: number }>(
    db,
    'SELECT id FROM infra_type WHERE type_group_id = 13 AND NOT is_deleted ORDER BY id LIMIT 1',
  );
  const provider = await one<{ id: number }>(
    db,
    'SELECT id FROM transportation_provider WHERE NOT is_deleted ORDER BY id LIMIT 1',
  );
  const a = await one<{ id: number; city_id: number }>(
    db,
    'SELECT id, city_id FROM station WHERE NOT is_deleted AND city_id IS NOT NULL ORDER BY id LIMIT 1',
  );
  const b = await one<{ id: number; city_id: number }>(
    db,
    'SELECT id, city_id FROM station WHERE NOT is_deleted AND city_id IS NOT NULL AND city_id <> $1 ORDER BY id LIMIT 1',
    [a.city_id],
  );
  const agency = await one<{ id: number }>(
    db,
    'SELECT id FROM agency WHERE id <> 1 AND NOT is_deleted ORDER BY id LIMIT 1',
  );
  return {
    cityId: room.city_id,
    hotelId: room.hotel_id,
    roomTypeId: room.room_type_id,
    policyId: room.policy_id,
    maxAdults: room.max_adults,
    otherHotelId: other.hotel_id,
    otherRoomTypeId: other.room_type_id,
    excursionCityId: excursion.city_id,
    excursionId: excursion.id,
    tourId: tour.id,
    transportTypeId: type.id,
    providerId: provider.id,
    originCityId: a.city_id,
    originStationId: a.id,
    destinationCityId: b.city_id,
    destinationStationId: b.id,
    otherAgencyId: agency.id,
  };
}

export const room = (r: Refs, extra: Record<string, unknown> = {}) => ({
  roomTypeId: r.roomTypeId,
  providingPolicyId: r.policyId,
  adultCount: 2,
  ...extra,
});

/** A valid FIT request: a hotel destination with `rooms` rooms, an excursion-and-tour destination, one transfer, two passengers. */
export function requestBody(r: Refs, options: { rooms?: number; requestType?: number; agencyId?: number } = {}) {
  return {
    requestGuid: randomUUID(),
    agencyId: options.agencyId ?? 1,
    requestType: options.requestType ?? 1,
    remarks: 'Honeymoon',
    requestDestinations: [
      // Sent second by check-in: the server orders destinations by check-in.
      {
        cityId: r.excursionCityId,
        checkInDate: '2027-03-05',
        checkOutDate: '2027-03-08',
        destinationExcursions: [{ excursionId: r.excursionId }],
        destinationTourServices: [{ tourServiceId: r.tourId }],
      },
      {
        cityId: r.cityId,
        checkInDate: '2027-03-01',
        checkOutDate: '2027-03-05',
        destinationHotels: [
          { hotelId: r.hotelId, destinationHotelRoomPax: Array.from({ length: options.rooms ?? 1 }, () => room(r)) },
        ],
      },
    ],
    requestPassengers: [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 2,
        ageGroup: 1,
        roomNo: 1,
        passportNumber: 'P123',
        dateOfBirth: '1990-12-10',
      },
      { firstName: 'Charles', lastName: 'Babbage', gender: 1, ageGroup: 1, roomNo: 1 },
    ],
    requestTransportations: [
      {
        transportationTypeId: r.transportTypeId,
        transportationProviderId: r.providerId,
        refNumber: 'AF1234',
        originCityId: r.originCityId,
        originStationId: r.originStationId,
        destinationCityId: r.destinationCityId,
        destinationStationId: r.destinationStationId,
        adultCount: 2,
        childCount: 0,
        departureDate: '2027-03-01',
        departureTime: '08:30',
        arrivalDate: '2027-03-01',
        arrivalTime: '11:05',
      },
    ],
  };
}
