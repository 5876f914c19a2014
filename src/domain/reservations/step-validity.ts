/**
 * Whether steps 1, 2 and 4 of the wizard are valid (spec §5); step 3 (transportations) is
 * optional and step 5 is the submission itself.
 */
import { isOfferedRequestType } from './request-types.js';
import { exceedsRoomLimit, reservedRooms } from './room-limit.js';
import { checkOutAfterCheckIn } from './stay-dates.js';
import type { Passenger } from './passenger-rooms.js';
import type { PlanDestination } from './travel-plan.js';

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

/** Why a destination does not pass step 2; `index` is its place in the list. */
export type TravelPlanProblem =
  | { index: number; rule: 'nothing-booked' }
  | { index: number; rule: 'check-out-not-after-check-in' }
  | { index: number; rule: 'too-many-rooms' };

/**
 * §5 step 2: every destination has at least one of excursions, tour services, or a hotel with at
 * least one room. Beside the spec's rule, what the server refuses anyway: check-out
 * after check-in and the room limit of §9 for the request type.
 */
export function travelPlanProblems(
  destinations: readonly PlanDestination[],
  requestType: number | null | undefined,
): TravelPlanProblem[] {
  return destinations.flatMap((d, index): TravelPlanProblem[] => {
    const problems: TravelPlanProblem[] = [];
    const rooms = reservedRooms(d.hotels);
    if (rooms === 0 && d.excursionCount === 0 && d.tourServiceCount === 0)
      problems.push({ index, rule: 'nothing-booked' });
    if (!checkOutAfterCheckIn(d)) problems.push({ index, rule: 'check-out-not-after-check-in' });
    if (exceedsRoomLimit(requestType, rooms)) problems.push({ index, rule: 'too-many-rooms' });
    return problems;
  });
}

/** Step 2 is valid with one destination at least and no problem (an empty plan plans nothing). */
export function travelPlanStepValid(
  destinations: readonly PlanDestination[],
  requestType: number | null | undefined,
): boolean {
  return destinations.length > 0 && travelPlanProblems(destinations, requestType).length === 0;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** §5 step 4: at least one room, and the first passenger of the first room has a first and last name (passport not checked). */
export function passengersStepValid(
  rooms: readonly { passengers: readonly Pick<Passenger, 'firstName' | 'lastName'>[] }[],
): boolean {
  const lead = rooms[0]?.passengers[0];
  return lead !== undefined && filled(lead.firstName) && filled(lead.lastName);
}
