import { describe, expect, it } from 'vitest';
import {
  currentAgencyId,
  passengersStepValid,
  requestStepValid,
  travelPlanProblems,
  travelPlanStepValid,
} from '@domain/reservations/step-validity.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';
import {
  fromFormDestination,
  fromRequestDestination,
  roomsOf,
  type PlanDestination,
} from '@domain/reservations/travel-plan.js';
import type { RoomPax } from '@domain/reservations/room-pax.js';

const twin: RoomPax = { adultCount: 2, childWithBedCount: 0, childWithNoBedCount: 0, infantCount: 0 };
const dates = { checkInDate: '2027-03-01', checkOutDate: '2027-03-04' };
const dest = (over: Partial<PlanDestination> = {}): PlanDestination => ({
  ...dates,
  hotels: [],
  excursionCount: 0,
  tourServiceCount: 0,
  ...over,
});

describe('step 1: request (spec §5)', () => {
  it('needs an agency and an offered request type', () => {
    expect(requestStepValid({ agencyId: 4, requestType: REQUEST_TYPE.FIT })).toBe(true);
    expect(requestStepValid({ agencyId: 4, requestType: REQUEST_TYPE.TIS })).toBe(true);
    expect(requestStepValid({ agencyId: null, requestType: REQUEST_TYPE.FIT })).toBe(false);
    expect(requestStepValid({ agencyId: 4, requestType: null })).toBe(false);
    expect(requestStepValid({ agencyId: 4, requestType: REQUEST_TYPE.OTA })).toBe(false);
  });

  it("takes an agency user's own agency whatever the form says, a company user's from the form", () => {
    expect(currentAgencyId(7, 3)).toBe(7);
    expect(currentAgencyId(null, 3)).toBe(3);
    expect(currentAgencyId(null, null)).toBeNull();
  });
});

describe('step 2: travel plan (spec §5)', () => {
  it('wants every destination to book excursions, tour services or a hotel room', () => {
    expect(travelPlanStepValid([dest({ excursionCount: 1 })], REQUEST_TYPE.FIT)).toBe(true);
    expect(travelPlanStepValid([dest({ tourServiceCount: 2 })], REQUEST_TYPE.FIT)).toBe(true);
    expect(travelPlanStepValid([dest({ hotels: [{ rooms: [twin] }] })], REQUEST_TYPE.FIT)).toBe(true);
    // A hotel without a room books nothing.
    const empty = [dest({ hotels: [{ rooms: [] }] }), dest({ excursionCount: 1 })];
    expect(travelPlanStepValid(empty, REQUEST_TYPE.FIT)).toBe(false);
    expect(travelPlanProblems(empty, REQUEST_TYPE.FIT)).toEqual([{ index: 0, rule: 'nothing-booked' }]);
    expect(travelPlanStepValid([], REQUEST_TYPE.FIT)).toBe(false);
  });

  it('refuses a check-out not after check-in and more rooms than the type allows', () => {
    const sameDay = dest({ excursionCount: 1, checkOutDate: dates.checkInDate });
    expect(travelPlanProblems([sameDay], REQUEST_TYPE.FIT)).toEqual([
      { index: 0, rule: 'check-out-not-after-check-in' },
    ]);
    const ten = dest({ hotels: [{ rooms: Array(6).fill(twin) }, { rooms: Array(4).fill(twin) }] });
    expect(travelPlanProblems([ten], REQUEST_TYPE.FIT)).toEqual([{ index: 0, rule: 'too-many-rooms' }]);
    expect(travelPlanStepValid([ten], REQUEST_TYPE.GIT)).toBe(true);
  });

  it('reads the form destination and the server destination alike', () => {
    const form = fromFormDestination({
      checkInCheckOutDate: { start: '2027-03-01', end: '2027-03-04' },
      accommodations: [{ rooms: [twin] }, { rooms: [twin, twin] }],
      excursions: [{}],
      tourServices: [],
    });
    const server = fromRequestDestination({
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-04',
      destinationHotels: [{ destinationHotelRoomPax: [twin] }, { destinationHotelRoomPax: [twin, twin] }],
      destinationExcursions: [{}],
    });
    expect(form).toEqual(server);
    expect(roomsOf(form)).toHaveLength(3);
    expect(
      fromFormDestination({ checkInCheckOutDate: null, accommodations: [], excursions: [], tourServices: [] }),
    ).toMatchObject({ checkInDate: null, checkOutDate: null });
  });
});

describe('step 4: passengers (spec §5)', () => {
  const lead = (firstName: string, lastName: string) => ({ passengers: [{ firstName, lastName }] });
  it('needs a room whose first passenger has a first and a last name, passport not checked', () => {
    expect(passengersStepValid([lead('Ana', 'Silva'), { passengers: [] }])).toBe(true);
    expect(passengersStepValid([lead('Ana', '  ')])).toBe(false);
    expect(passengersStepValid([lead('', 'Silva')])).toBe(false);
    expect(passengersStepValid([])).toBe(false);
    expect(passengersStepValid([{ passengers: [] }])).toBe(false);
  });
});
