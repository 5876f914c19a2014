/**
 * Whether steps 1, 2 and 4 of the wizard are valid (spec §5), and where what is missing lies;
 * step 3 (transportations) is optional (done once it holds valid entries) and step 5 is the
 * submission itself.
 */
import { isOfferedRequestType } from './request-types.js';
import { exceedsRoomLimit, reservedRooms } from './room-limit.js';
import { checkOutAfterCheckIn } from './stay-dates.js';
import { badTimes } from './transport-time.js';
import type { Passenger } from './passenger-rooms.js';
import type { PlanDestination } from './travel-plan.js';

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * §5 "Current agency": company users (no agencyId of their own) take it from the form; agency
 * users always act for their own agency, whatever the form holds.
 */
export function currentAgencyId(
  userAgencyId: number | null | undefined,
  formAgencyId: number | null | undefined,
): number | null {
  return userAgencyId ?? formAgencyId ?? null;
}

/** §5 step 1: the agency and the request type are present. OTA cannot be chosen (§2), so it does not pass either. */
export function requestStepValid(general: {
  agencyId: number | null | undefined;
  requestType: number | null | undefined;
}): boolean {
  return general.agencyId !== null && general.agencyId !== undefined && isOfferedRequestType(general.requestType);
}

/** A room's choice the server requires (its field in the body's room). */
export type RoomChoice = 'roomTypeId' | 'providingPolicyId';

/** Why a destination does not pass step 2; `index` is its place in the list, `hotel` and `room` places in it. */
export type TravelPlanProblem =
  | { index: number; rule: 'no-city' | 'no-check-in' | 'no-check-out' }
  | { index: number; rule: 'nothing-booked' }
  | { index: number; rule: 'check-out-not-after-check-in' }
  | { index: number; rule: 'too-many-rooms' }
  | { index: number; rule: 'hotel-without-rooms'; hotel: number }
  | { index: number; rule: 'room-incomplete'; hotel: number; room: number; field: RoomChoice };

/**
 * §5 step 2: every destination has at least one of excursions, tour services, or a hotel with at
 * least one room. A step is complete only when everything it holds is valid, so beside the spec's
 * rule, what the server refuses anyway: a city and both dates, check-out after check-in, the room
 * limit of §9 for the request type, no hotel without a room, and every room with its room type and
 * providing policy (the spec's rule counts complete rooms).
 */
export function travelPlanProblems(
  destinations: readonly PlanDestination[],
  requestType: number | null | undefined,
): TravelPlanProblem[] {
  return destinations.flatMap((d, index): TravelPlanProblem[] => {
    const problems: TravelPlanProblem[] = [];
    if (!d.cityId) problems.push({ index, rule: 'no-city' });
    if (!d.checkInDate) problems.push({ index, rule: 'no-check-in' });
    if (!d.checkOutDate) problems.push({ index, rule: 'no-check-out' });
    const rooms = reservedRooms(d.hotels);
    if (rooms === 0 && d.excursionCount === 0 && d.tourServiceCount === 0)
      problems.push({ index, rule: 'nothing-booked' });
    if (d.checkInDate && d.checkOutDate && !checkOutAfterCheckIn(d))
      problems.push({ index, rule: 'check-out-not-after-check-in' });
    if (exceedsRoomLimit(requestType, rooms)) problems.push({ index, rule: 'too-many-rooms' });
    d.hotels.forEach((h, hotel) => {
      if (h.rooms.length === 0) problems.push({ index, rule: 'hotel-without-rooms', hotel });
      h.rooms.forEach((r, room) => {
        for (const field of ['roomTypeId', 'providingPolicyId'] as const)
          if (!r[field]) problems.push({ index, rule: 'room-incomplete', hotel, room, field });
      });
    });
    return problems;
  });
}

/**
 * Where a problem is shown: the body path of the field concerned (`requestDestinations[0].checkOutDate`,
 * `...destinationHotelRoomPax[1].roomTypeId`), or the destination's (`requestDestinations[0]`) or
 * hotel's when no single field holds it.
 */
export function travelPlanProblemPath(p: TravelPlanProblem): string {
  const destination = `requestDestinations[${p.index}]`;
  switch (p.rule) {
    case 'no-city':
      return `${destination}.cityId`;
    case 'no-check-in':
      return `${destination}.checkInDate`;
    case 'no-check-out':
    case 'check-out-not-after-check-in':
      return `${destination}.checkOutDate`;
    case 'hotel-without-rooms':
      return `${destination}.destinationHotels[${p.hotel}]`;
    case 'room-incomplete':
      return `${destination}.destinationHotels[${p.hotel}].destinationHotelRoomPax[${p.room}].${p.field}`;
    default:
      return destination;
  }
}

/** §5 step 4's rule at its fields: the lead passenger's names (`requestPassengers[0].firstName`) when blank. */
export function passengerProblemPaths(
  rooms: readonly { passengers: readonly Pick<Passenger, 'firstName' | 'lastName'>[] }[],
): string[] {
  const lead = rooms[0]?.passengers[0];
  if (!lead) return [];
  return (['firstName', 'lastName'] as const)
    .filter((field) => !filled(lead[field]))
    .map((field) => `requestPassengers[0].${field}`);
}

/** Step 2 is valid with one destination at least and no problem (an empty plan plans nothing). */
export function travelPlanStepValid(
  destinations: readonly PlanDestination[],
  requestType: number | null | undefined,
): boolean {
  return destinations.length > 0 && travelPlanProblems(destinations, requestType).length === 0;
}

/** §5 step 4: at least one room, and the first passenger of the first room has a first and last name (passport not checked). */
export function passengersStepValid(
  rooms: readonly { passengers: readonly Pick<Passenger, 'firstName' | 'lastName'>[] }[],
): boolean {
  const lead = rooms[0]?.passengers[0];
  return lead !== undefined && filled(lead.firstName) && filled(lead.lastName);
}

/**
 * Step 3 (transportations) is optional, but marked done once it holds an entry and every entry is
 * valid: a type and a departure date, times in `HH:mm`, arrival not before departure. (§2 leaves
 * step 3 never marked; a step left unmarked reads as unfinished to a user who has filled it.)
 */
export function transportationsStepValid(
  list: readonly {
    typeId: number | null;
    departureDate: string | null;
    departureTime: string | null;
    arrivalDate: string | null;
    arrivalTime: string | null;
  }[],
): boolean {
  return (
    list.length > 0 &&
    list.every((x) => {
      if (!x.typeId || !x.departureDate || badTimes(x).length > 0) return false;
      const departure = `${x.departureDate} ${x.departureTime || '00:00'}`;
      const arrival = x.arrivalDate ? `${x.arrivalDate} ${x.arrivalTime || '23:59'}` : null;
      return arrival === null || arrival >= departure;
    })
  );
}
