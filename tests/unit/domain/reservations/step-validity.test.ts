import { describe, expect, it } from 'vitest';
import {
  currentAgencyId,
  passengersStepValid,
  requestStepValid,
  transportationsStepValid,
  passengerProblemPaths,
  travelPlanProblemPath,
  travelPlanProblems,
  travelPlanStepValid,
} from '@domain/reservations/step-validity.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';
import {
  fromFormDestination,
  fromRequestDestination,
  roomsOf,
  type PlanDestination,
  type PlanRoom,
} from '@domain/reservations/travel-plan.js';

const pax = { adultCount: 2, childWithBedCount: 0, childWithNoBedCount: 0, infantCount: 0 };
const twin: PlanRoom = { ...pax, roomTypeId: 4, providingPolicyId: 25 };
/** The form's room: `roomType` is its room type id; other form fields are not the rules' concern. */
const formRoom = { ...pax, roomType: 4, providingPolicyId: 25, bedType: null };
const dates = { checkInDate: '2027-03-01', checkOutDate: '2027-03-04' };
const dest = (over: Partial<PlanDestination> = {}): PlanDestination => ({
  cityId: 1,
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
    expect(travelPlanProblems(empty, REQUEST_TYPE.FIT)).toEqual([
      { index: 0, rule: 'nothing-booked' },
      { index: 0, rule: 'hotel-without-rooms', hotel: 0 },
    ]);
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

  it('is not complete while a room has no room type or no providing policy, and says which field', () => {
    const rooms = [twin, { ...twin, roomTypeId: null, providingPolicyId: null }, { ...twin, providingPolicyId: null }];
    const plan = [dest({ excursionCount: 1 }), dest({ hotels: [{ rooms: [twin] }, { rooms }] })];
    expect(travelPlanStepValid(plan, REQUEST_TYPE.FIT)).toBe(false);
    const problems = travelPlanProblems(plan, REQUEST_TYPE.FIT);
    expect(problems.map(travelPlanProblemPath)).toEqual([
      'requestDestinations[1].destinationHotels[1].destinationHotelRoomPax[1].roomTypeId',
      'requestDestinations[1].destinationHotels[1].destinationHotelRoomPax[1].providingPolicyId',
      'requestDestinations[1].destinationHotels[1].destinationHotelRoomPax[2].providingPolicyId',
    ]);
    const chosen = rooms.map((r) => ({ ...r, roomTypeId: 4, providingPolicyId: 25 }));
    expect(travelPlanStepValid([dest({ hotels: [{ rooms: chosen }] })], REQUEST_TYPE.FIT)).toBe(true);
  });

  it('wants a city and both dates, each reported at its field; a missing date is not also "not after"', () => {
    const blank = dest({ cityId: null, checkInDate: null, checkOutDate: null, excursionCount: 1 });
    expect(travelPlanProblems([blank], REQUEST_TYPE.FIT).map(travelPlanProblemPath)).toEqual([
      'requestDestinations[0].cityId',
      'requestDestinations[0].checkInDate',
      'requestDestinations[0].checkOutDate',
    ]);
    expect(travelPlanProblems([blank], REQUEST_TYPE.FIT).map((p) => p.rule)).not.toContain(
      'check-out-not-after-check-in',
    );
  });

  it('reads the form destination and the server destination alike', () => {
    const form = fromFormDestination({
      cityId: 1,
      checkInCheckOutDate: { start: '2027-03-01', end: '2027-03-04' },
      accommodations: [{ rooms: [formRoom] }, { rooms: [formRoom, formRoom] }],
      excursions: [{}],
      tourServices: [],
    });
    const server = fromRequestDestination({
      cityId: 1,
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-04',
      destinationHotels: [{ destinationHotelRoomPax: [twin] }, { destinationHotelRoomPax: [twin, twin] }],
      destinationExcursions: [{}],
    });
    expect(form).toEqual(server);
    expect(roomsOf(form)).toHaveLength(3);
    expect(
      fromFormDestination({
        cityId: null,
        checkInCheckOutDate: null,
        accommodations: [],
        excursions: [],
        tourServices: [],
      }),
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

  it("reports the lead passenger's missing names at their fields", () => {
    expect(passengerProblemPaths([lead('', ' ')])).toEqual([
      'requestPassengers[0].firstName',
      'requestPassengers[0].lastName',
    ]);
    expect(passengerProblemPaths([lead('Ana', 'Silva')])).toEqual([]);
  });
});

describe('step 3: transportations (optional, marked done when it holds valid entries)', () => {
  const flight = {
    typeId: 13,
    departureDate: '2027-03-01',
    departureTime: '08:30',
    arrivalDate: '2027-03-01',
    arrivalTime: '11:05',
  };
  it('is done with valid entries only', () => {
    expect(transportationsStepValid([])).toBe(false);
    expect(transportationsStepValid([flight, { ...flight, arrivalDate: '', arrivalTime: '' }])).toBe(true);
    expect(transportationsStepValid([flight, { ...flight, typeId: null }])).toBe(false);
    expect(transportationsStepValid([{ ...flight, arrivalTime: '8h' }])).toBe(false);
    expect(transportationsStepValid([{ ...flight, arrivalTime: '07:00' }])).toBe(false);
  });
});
