/**
 * Every id of a request body must name a live row that fits where it is used: the city, a
 * hotel in that city, a room type of that hotel (within its guest limits), a providing policy
 * offered for that room type, an excursion of the city, a tour service, a transportation type
 * (infra type group 13), a provider, a station in its city, the agency. One query per table
 * (ids collected first), run inside the write's transaction: the rows are locked FOR SHARE, so
 * none can be deleted before the request commits (the foreign keys guard hard deletes too).
 */
import type { RequestBody } from '@domain/reservations/request-schema.js';
import type { Queryable } from '../db/types.js';
import type { Problems } from './input.js';

/** Infra type group of transportation types (schemas/infrastructure/transportation-provider.json). */
const TRANSPORTATION_TYPE_GROUP = 13;

type Rows<T> = Map<number, T>;

async function live<T extends { id: number }>(
  tx: Queryable,
  sql: string,
  ids: Iterable<number>,
  extra: unknown[] = [],
): Promise<Rows<T>> {
  const list = [...new Set(ids)];
  if (!list.length) return new Map();
  const rows = await tx.query<T>(sql, [list, ...extra]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function agencyExists(tx: Queryable, agencyId: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM agency WHERE id = $1 AND NOT is_deleted FOR SHARE', [agencyId]);
  return rows.length > 0;
}

type Transportation = NonNullable<RequestBody['requestTransportations']>[number];

/** Excursions by id: live, and offered in the city where they are booked (`path` names each one). */
export async function checkExcursions(
  tx: Queryable,
  items: { excursionId: number; cityId: number; path: string }[],
  p: Problems,
): Promise<void> {
  const excursions = await live<{ id: number; city_id: number | null }>(
    tx,
    'SELECT id, city_id FROM excursion WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    items.map((e) => e.excursionId),
  );
  for (const e of items) {
    const excursion = excursions.get(e.excursionId);
    if (!excursion) p.add(e.path, 'invalid');
    else if (excursion.city_id !== null && excursion.city_id !== e.cityId) p.add(e.path, 'excursionNotInCity');
  }
}

/** Tour services by id: live (`path` names each one). */
export async function checkTourServices(
  tx: Queryable,
  items: { tourServiceId: number; path: string }[],
  p: Problems,
): Promise<void> {
  const tours = await live<{ id: number }>(
    tx,
    'SELECT id FROM tour_service WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    items.map((t) => t.tourServiceId),
  );
  for (const t of items) if (!tours.has(t.tourServiceId)) p.add(t.path, 'invalid');
}

/** Transportations: the type (infra type group 13), provider, cities and stations in their cities (`at` names each one). */
export async function checkTransportations(
  tx: Queryable,
  items: { t: Transportation; at: string }[],
  p: Problems,
): Promise<void> {
  const transports = items.map((x) => x.t);
  const cities = await live<{ id: number }>(
    tx,
    'SELECT id FROM city WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    transports.flatMap((t) => [t.originCityId, t.destinationCityId].filter((c): c is number => !!c)),
  );
  const types = await live<{ id: number }>(
    tx,
    'SELECT id FROM infra_type WHERE id = ANY($1::int[]) AND type_group_id = $2 AND NOT is_deleted FOR SHARE',
    transports.map((t) => t.transportationTypeId),
    [TRANSPORTATION_TYPE_GROUP],
  );
  const providers = await live<{ id: number }>(
    tx,
    'SELECT id FROM transportation_provider WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    transports.flatMap((t) => (t.transportationProviderId ? [t.transportationProviderId] : [])),
  );
  const stations = await live<{ id: number; city_id: number | null }>(
    tx,
    'SELECT id, city_id FROM station WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    transports.flatMap((t) => [t.originStationId, t.destinationStationId].filter((s): s is number => !!s)),
  );

  for (const { t, at } of items) {
    if (!types.has(t.transportationTypeId)) p.add(`${at}.transportationTypeId`, 'invalid');
    if (t.transportationProviderId && !providers.has(t.transportationProviderId))
      p.add(`${at}.transportationProviderId`, 'invalid');
    for (const [cityField, stationField] of [
      ['originCityId', 'originStationId'],
      ['destinationCityId', 'destinationStationId'],
    ] as const) {
      const cityId = t[cityField];
      const stationId = t[stationField];
      if (cityId && !cities.has(cityId)) p.add(`${at}.${cityField}`, 'invalid');
      if (!stationId) continue;
      const station = stations.get(stationId);
      if (!station) p.add(`${at}.${stationField}`, 'invalid');
      else if (cityId && station.city_id !== null && station.city_id !== cityId)
        p.add(`${at}.${stationField}`, 'stationNotInCity');
    }
  }
}

export async function checkReferences(tx: Queryable, body: RequestBody, p: Problems): Promise<void> {
  const destinations = body.requestDestinations;
  const hotels = destinations.flatMap((d) => d.destinationHotels ?? []);
  const rooms = hotels.flatMap((h) => h.destinationHotelRoomPax);

  const cities = await live<{ id: number }>(
    tx,
    'SELECT id FROM city WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    destinations.map((d) => d.cityId),
  );
  const hotelRows = await live<{ id: number; city_id: number }>(
    tx,
    'SELECT id, city_id FROM hotel WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    hotels.map((h) => h.hotelId),
  );
  const roomTypes = await live<{
    id: number;
    hotel_id: number;
    max_adults: number | null;
    max_children: number | null;
  }>(
    tx,
    'SELECT id, hotel_id, max_adults, max_children FROM room_type WHERE id = ANY($1::int[]) AND NOT is_deleted FOR SHARE',
    rooms.map((r) => r.roomTypeId),
  );
  const policies = await tx.query<{ room_type_id: number; providing_policy_id: number }>(
    `SELECT p.room_type_id, p.providing_policy_id FROM room_type_providing_policy p
      JOIN infra_type t ON t.id = p.providing_policy_id AND NOT t.is_deleted
      WHERE p.room_type_id = ANY($1::int[]) AND NOT p.is_deleted FOR SHARE OF p, t`,
    [[...new Set(rooms.map((r) => r.roomTypeId))]],
  );
  const offered = new Set(policies.map((r) => `${r.room_type_id}:${r.providing_policy_id}`));

  destinations.forEach((d, i) => {
    const at = `requestDestinations[${i}]`;
    if (!cities.has(d.cityId)) p.add(`${at}.cityId`, 'invalid');
    (d.destinationHotels ?? []).forEach((h, j) => {
      const hotelAt = `${at}.destinationHotels[${j}]`;
      const hotel = hotelRows.get(h.hotelId);
      if (!hotel) p.add(`${hotelAt}.hotelId`, 'invalid');
      else if (hotel.city_id !== d.cityId) p.add(`${hotelAt}.hotelId`, 'hotelNotInCity');
      h.destinationHotelRoomPax.forEach((r, k) => {
        const roomAt = `${hotelAt}.destinationHotelRoomPax[${k}]`;
        const roomType = roomTypes.get(r.roomTypeId);
        if (!roomType) p.add(`${roomAt}.roomTypeId`, 'invalid');
        else if (roomType.hotel_id !== h.hotelId) p.add(`${roomAt}.roomTypeId`, 'roomTypeNotOfHotel');
        else {
          if (!offered.has(`${r.roomTypeId}:${r.providingPolicyId}`))
            p.add(`${roomAt}.providingPolicyId`, 'policyNotOfRoomType');
          if (roomType.max_adults !== null && r.adultCount > roomType.max_adults) {
            p.add(`${roomAt}.adultCount`, 'tooManyAdults', { limit: roomType.max_adults });
          }
          const children = (r.childWithBedCount ?? 0) + (r.childWithNoBedCount ?? 0);
          if (roomType.max_children !== null && children > roomType.max_children) {
            p.add(`${roomAt}.childWithBedCount`, 'tooManyChildren', { limit: roomType.max_children });
          }
        }
      });
    });
  });

  await checkExcursions(
    tx,
    destinations.flatMap((d, i) =>
      (d.destinationExcursions ?? []).map((e, j) => ({
        excursionId: e.excursionId,
        cityId: d.cityId,
        path: `requestDestinations[${i}].destinationExcursions[${j}].excursionId`,
      })),
    ),
    p,
  );
  await checkTourServices(
    tx,
    destinations.flatMap((d, i) =>
      (d.destinationTourServices ?? []).map((t, j) => ({
        tourServiceId: t.tourServiceId,
        path: `requestDestinations[${i}].destinationTourServices[${j}].tourServiceId`,
      })),
    ),
    p,
  );
  await checkTransportations(
    tx,
    (body.requestTransportations ?? []).map((t, i) => ({ t, at: `requestTransportations[${i}]` })),
    p,
  );
}
