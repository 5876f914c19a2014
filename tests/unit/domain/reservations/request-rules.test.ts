/** The rules of a submitted request that need no database, and the schema's derived shape. */
import { describe, expect, it } from 'vitest';
import { requestProblems, roomsOf } from '@domain/reservations/request-rules.js';
import { maxRoomsPerDestination } from '@domain/reservations/room-limit.js';
import type { RequestBody } from '@domain/reservations/request-schema.js';

const room = {
  roomTypeId: 1,
  providingPolicyId: 2,
  adultCount: 2,
  childWithBedCount: 0,
  childWithNoBedCount: 0,
  infantCount: 0,
  extraBed: false,
  twinBed: false,
  extendedRoom: false,
};
const rooms = (n: number) => Array.from({ length: n }, () => room);

function body(overrides: Partial<RequestBody> = {}, roomCount = 1): RequestBody {
  return {
    requestType: 1,
    requestDestinations: [
      {
        cityId: 1,
        checkInDate: '2027-03-01',
        checkOutDate: '2027-03-05',
        destinationHotels: [{ hotelId: 1, destinationHotelRoomPax: rooms(roomCount) }],
        destinationExcursions: [],
        destinationTourServices: [],
      },
    ],
    requestPassengers: [{ firstName: 'Ada', lastName: 'Lovelace', roomNo: 1, ageGroup: 1 }],
    requestTransportations: [],
    ...overrides,
  };
}
const keys = (b: RequestBody) => requestProblems(b, '2026-11-24').map((p) => `${p.path}:${p.key}`);

describe('requestProblems', () => {
  it('a valid request has none', () => {
    expect(keys(body())).toEqual([]);
  });

  it('room limit: 9 for FIT, 50 for the others', () => {
    expect(maxRoomsPerDestination(1)).toBe(9);
    expect(maxRoomsPerDestination(2)).toBe(50);
    expect(maxRoomsPerDestination(4)).toBe(50);
    expect(keys(body({}, 9))).toEqual([]);
    expect(keys(body({}, 10))).toEqual(['requestDestinations[0]:roomLimit']);
    expect(keys(body({ requestType: 2 }, 50))).toEqual([]);
  });

  it('OTA is refused; check-out must follow check-in', () => {
    const b = body({ requestType: 3 });
    b.requestDestinations[0].checkOutDate = '2027-03-01';
    expect(keys(b)).toEqual(['requestType:otaNotOffered', 'requestDestinations[0].checkOutDate:checkOutAfterCheckIn']);
  });

  it('a destination needs an excursion, a tour or a room; the request needs a room', () => {
    const b = body();
    b.requestDestinations[0].destinationHotels = [];
    expect(keys(b)).toEqual(['requestDestinations[0]:emptyDestination', 'requestDestinations:noRoom']);
    b.requestDestinations[0].destinationExcursions = [{ excursionId: 3 }];
    expect(keys(b)).toEqual(['requestDestinations:noRoom']);
    expect(roomsOf(body({}, 3).requestDestinations[0])).toBe(3);
  });

  it('the first passenger of room 1 is named; passengers sit in reserved rooms; no birth in the future', () => {
    expect(keys(body({ requestPassengers: [] }))).toEqual(['requestPassengers:firstPassenger']);
    expect(
      keys(
        body(
          {
            requestPassengers: [
              { roomNo: 2, ageGroup: 1 },
              { roomNo: 1, firstName: 'A', ageGroup: 1, dateOfBirth: '2030-01-01' },
            ],
          },
          1,
        ),
      ),
    ).toEqual([
      'requestPassengers[1].lastName:required',
      'requestPassengers[0].roomNo:roomNotReserved',
      'requestPassengers[1].dateOfBirth:futureBirth',
    ]);
  });

  it('arrival not before departure, times included', () => {
    const t = {
      transportationTypeId: 1,
      adultCount: 1,
      childCount: 0,
      departureDate: '2027-03-01',
      departureTime: '10:00',
      arrivalDate: '2027-03-01',
    };
    expect(keys(body({ requestTransportations: [{ ...t, arrivalTime: '09:59' }] }))).toEqual([
      'requestTransportations[0].arrivalDate:arrivalAfterDeparture',
    ]);
    expect(keys(body({ requestTransportations: [{ ...t, arrivalTime: '10:00' }] }))).toEqual([]);
    expect(keys(body({ requestTransportations: [{ ...t, arrivalDate: '2027-03-02', arrivalTime: '01:00' }] }))).toEqual(
      [],
    );
  });
});
