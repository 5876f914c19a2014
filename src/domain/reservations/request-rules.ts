/**
 * The rules of a submitted reservation request that need no database (issue 10, spec §5, §9),
 * on a body already valid against `requestBodySchema`. Each problem names the field path it
 * belongs to and a message key; the server turns them into its 400 (src/server/reservations),
 * the wizard may show the same. Ids that must exist are the server's (references.ts).
 */
import type { RequestBody } from './request-schema.js';
import { REQUEST_TYPE, REQUEST_TYPE_NAMES } from './request-types.js';
import { maxRoomsPerDestination } from './room-limit.js';
import { checkOutAfterCheckIn } from './stay-dates.js';

export type RuleKey =
  | 'otaNotOffered' | 'checkOutAfterCheckIn' | 'emptyDestination' | 'roomLimit' | 'noRoom'
  | 'firstPassenger' | 'required' | 'roomNotReserved' | 'futureBirth' | 'arrivalAfterDeparture';

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

export function requestProblems(body: RequestBody, today: string): RuleProblem[] {
  const out: RuleProblem[] = [];
  if (body.requestType === REQUEST_TYPE.OTA) out.push({ path: 'requestType', key: 'otaNotOffered' });

  const limit = maxRoomsPerDestination(body.requestType);
  let mostRooms = 0;
  body.requestDestinations.forEach((destination, i) => {
    const at = `requestDestinations[${i}]`;
    if (!checkOutAfterCheckIn(destination)) out.push({ path: `${at}.checkOutDate`, key: 'checkOutAfterCheckIn' });
    const rooms = roomsOf(destination);
    mostRooms = Math.max(mostRooms, rooms);
    if (!rooms && !destination.destinationExcursions?.length && !destination.destinationTourServices?.length) {
      out.push({ path: at, key: 'emptyDestination' });
    }
    if (rooms > limit) out.push({ path: at, key: 'roomLimit', values: { limit: REQUEST_TYPE_NAMES[body.requestType], count: limit } });
  });
  if (mostRooms === 0) out.push({ path: 'requestDestinations', key: 'noRoom' });

  // Passengers are the same across destinations: room positions are those of the destination
  // with the most rooms, and the first passenger of the first room must be named.
  const passengers = body.requestPassengers ?? [];
  const first = passengers.findIndex((p) => p.roomNo === 1);
  if (first < 0) {
    if (mostRooms > 0) out.push({ path: 'requestPassengers', key: 'firstPassenger' });
  } else {
    if (!passengers[first].firstName) out.push({ path: `requestPassengers[${first}].firstName`, key: 'required' });
    if (!passengers[first].lastName) out.push({ path: `requestPassengers[${first}].lastName`, key: 'required' });
  }
  passengers.forEach((passenger, i) => {
    if (mostRooms > 0 && passenger.roomNo > mostRooms) {
      out.push({ path: `requestPassengers[${i}].roomNo`, key: 'roomNotReserved', values: { limit: passenger.roomNo } });
    }
    if (passenger.dateOfBirth && passenger.dateOfBirth > today) out.push({ path: `requestPassengers[${i}].dateOfBirth`, key: 'futureBirth' });
  });

  (body.requestTransportations ?? []).forEach((t, i) => {
    if (t.arrivalDate && moment(t.arrivalDate, t.arrivalTime) < moment(t.departureDate, t.departureTime)) {
      out.push({ path: `requestTransportations[${i}].arrivalDate`, key: 'arrivalAfterDeparture' });
    }
  });
  return out;
}
