import { describe, expect, it } from 'vitest';
import { generatePassengerRooms } from '@domain/reservations/passenger-rooms.js';
import { fromRequestPassengers, toRequestPassengers } from '@domain/reservations/request-passengers.js';
import type { RoomPax } from '@domain/reservations/room-pax.js';

const room = (adultCount: number, childWithBedCount = 0, childWithNoBedCount = 0, infantCount = 0): RoomPax => ({
  adultCount,
  childWithBedCount,
  childWithNoBedCount,
  infantCount,
});
const ids = () => {
  let n = 0;
  return () => `p${++n}`;
};

describe('request passengers', () => {
  it('flattens the rooms into the body list with room numbers, names trimmed, unnamed places included', () => {
    const rooms = generatePassengerRooms([room(1, 0, 0, 1), room(2)], [], ids());
    rooms[0].passengers[0] = {
      ...rooms[0].passengers[0],
      firstName: ' Ana ',
      lastName: 'Silva ',
      passportNumber: ' P1 ',
      gender: 'F',
    };
    expect(toRequestPassengers(rooms)).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        gender: 'F',
        dateOfBirth: null,
        passportNumber: 'P1',
        ageGroup: 1,
        roomNo: 1,
      },
      { firstName: '', lastName: '', gender: null, dateOfBirth: null, passportNumber: '', ageGroup: 4, roomNo: 1 },
      { firstName: '', lastName: '', gender: null, dateOfBirth: null, passportNumber: '', ageGroup: 1, roomNo: 2 },
      { firstName: '', lastName: '', gender: null, dateOfBirth: null, passportNumber: '', ageGroup: 1, roomNo: 2 },
    ]);
  });

  it('puts stored passengers back on their room and place, and fills the places left', () => {
    const rooms = fromRequestPassengers(
      [room(2), room(1, 1)],
      [
        { roomNo: 2, firstName: 'Leo', lastName: 'Silva', ageGroup: 1, passengerGuid: 'g-leo' },
        { roomNo: 1, firstName: 'Ana', lastName: 'Silva', ageGroup: 9, passengerGuid: 'g-ana' },
        { roomNo: 2, firstName: 'Mia', lastName: 'Silva', ageGroup: 3 },
      ],
      ids(),
    );
    // Ana's unknown age group reads as adult; the second adult's place of room 1 is new.
    expect(rooms[0].passengers.map((p) => [p.uniqueIdentifier, p.firstName, p.ageGroup])).toEqual([
      ['g-ana', 'Ana', 1],
      [expect.any(String), '', 1],
    ]);
    expect(rooms[1].passengers.map((p) => [p.firstName, p.ageGroup])).toEqual([
      ['Leo', 1],
      ['Mia', 3],
    ]);
    const all = rooms.flatMap((r) => r.passengers.map((p) => p.uniqueIdentifier));
    expect(new Set(all).size).toBe(4);
  });
});
