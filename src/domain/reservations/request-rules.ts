/**
 * The rules of a submitted reservation request that need no database (spec §5, §9),
 * on a body already valid against `requestBodySchema`. Each problem names the field path it
 * belongs to and a message key; the server turns them into its 400 (src/server/reservations),
 * the wizard may show the same. Ids that must exist are the server's (references.ts).
 */
import type { RequestBody } from './request-schema.js';
import { REQUEST_TYPE, REQUEST_TYPE_NAMES } from './request-types.js';
import { maxRoomsPerDestination } from './room-limit.js';
import { checkOutAfterCheckIn } from './stay-dates.js';

export type RuleKey =
  | 'otaNotOffered'
  | 'checkOutAfterCheckIn'
  | 'emptyDestination'
  | 'roomLimit'
  | 'noRoom'
  | 'firstPassenger'
  | 'required'
  | 'roomNotReserved'
  | 'futureBirth'
  | 'arrivalAfterDeparture';

export interface RuleProblem {
  path: string;
  key: RuleKey;
  values?: { limit?: string | number; count?: number };
}

/** Rooms reserved in a destination, over its hotels. */
export function roomsOf(destination: RequestBody['requestDestinations'][number]): number {
  return (destination.destinationHotels ?? []).reduce((sum, hotel) => sum + hotel.destinationHotelRoomPax.length, 0);
}

/** `yyyy-mm-dd` + optional `HH:mm`, comparable as text. */
const moment = (date: string, time: string | null | undefined) => `${date}T${time ?? '00:00'}`;

type Passenger = NonNullable<RequestBody['requestPassengers']>[number];
type Transportation = NonNullable<RequestBody['requestTransportations']>[number];
type Destination = RequestBody['requestDestinations'][number];

/** A destination holds an excursion, a tour service or a hotel with a room (an update must keep it so). */
export function isEmptyDestination(
  destination: Pick<Destination, 'destinationHotels' | 'destinationExcursions' | 'destinationTourServices'>,
): boolean {
  return (
    !roomsOf(destination as Destination) &&
    !destination.destinationExcursions?.length &&
    !destination.destinationTourServices?.length
  );
}

/**
 * The passengers' rules: the first passenger of room 1 is named, every passenger sits in a room
 * position of the destination with the most rooms (`mostRooms`), no birth date after `today`.
 * `pathOf(i)` names passenger i (`requestPassengers[i]` in a whole request).
 */
export function passengerProblems(
  passengers: readonly Passenger[],
  mostRooms: number,
  today: string,
  pathOf: (i: number) => string = (i) => `requestPassengers[${i}]`,
  listPath = 'requestPassengers',
): RuleProblem[] {
  const out: RuleProblem[] = [];
  // Passengers are the same across destinations: room positions are those of the destination
  // with the most rooms, and the first passenger of the first room must be named.
  const first = passengers.findIndex((p) => p.roomNo === 1);
  if (first < 0) {
    if (mostRooms > 0) out.push({ path: listPath, key: 'firstPassenger' });
  } else {
    if (!passengers[first].firstName) out.push({ path: `${pathOf(first)}.firstName`, key: 'required' });
    if (!passengers[first].lastName) out.push({ path: `${pathOf(first)}.lastName`, key: 'required' });
  }
  passengers.forEach((passenger, i) => {
    if (mostRooms > 0 && passenger.roomNo > mostRooms) {
      out.push({ path: `${pathOf(i)}.roomNo`, key: 'roomNotReserved', values: { limit: passenger.roomNo } });
    }
    if (passenger.dateOfBirth && passenger.dateOfBirth > today)
      out.push({ path: `${pathOf(i)}.dateOfBirth`, key: 'futureBirth' });
  });
  return out;
}

/** A transportation's arrival is not before its departure; `at` names it. */
export function transportationProblems(t: Transportation, at: string): RuleProblem[] {
  return t.arrivalDate && moment(t.arrivalDate, t.arrivalTime) < moment(t.departureDate, t.departureTime)
    ? [{ path: `${at}.arrivalDate`, key: 'arrivalAfterDeparture' }]
    : [];
}

/** Rooms of the destination with the most rooms: it gives the passengers' room positions. */
export function mostRoomsOf(destinations: readonly Destination[]): number {
  return destinations.reduce((most, d) => Math.max(most, roomsOf(d)), 0);
}

export function requestProblems(body: RequestBody, today: string): RuleProblem[] {
  const out: RuleProblem[] = [];
  if (body.requestType === REQUEST_TYPE.OTA) out.push({ path: 'requestType', key: 'otaNotOffered' });

  const limit = maxRoomsPerDestination(body.requestType);
  body.requestDestinations.forEach((destination, i) => {
    const at = `requestDestinations[${i}]`;
    if (!checkOutAfterCheckIn(destination)) out.push({ path: `${at}.checkOutDate`, key: 'checkOutAfterCheckIn' });
    const rooms = roomsOf(destination);
    if (isEmptyDestination(destination)) out.push({ path: at, key: 'emptyDestination' });
    if (rooms > limit)
      out.push({ path: at, key: 'roomLimit', values: { limit: REQUEST_TYPE_NAMES[body.requestType], count: limit } });
  });
  const mostRooms = mostRoomsOf(body.requestDestinations);
  if (mostRooms === 0) out.push({ path: 'requestDestinations', key: 'noRoom' });

  out.push(...passengerProblems(body.requestPassengers ?? [], mostRooms, today));
  (body.requestTransportations ?? []).forEach((t, i) =>
    out.push(...transportationProblems(t, `requestTransportations[${i}]`)),
  );
  return out;
}
