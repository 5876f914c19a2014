import { describe, expect, it } from 'vitest';
import { AGE_GROUP, ageGroupOf } from '@domain/reservations/age-groups.js';
import {
  destinationHeadcount,
  generatePassengerRooms,
  passengerRoomLayout,
  type PassengerRoom,
} from '@domain/reservations/passenger-rooms.js';
import { headcount, pax, type RoomPax } from '@domain/reservations/room-pax.js';

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

const groups = (rooms: PassengerRoom[]) => rooms.map((r) => r.passengers.map((p) => p.ageGroup));

describe('pax and headcount (spec §5, §9)', () => {
  it('counts pax without infants and the headcount with them', () => {
    expect(pax(room(2, 1, 1, 1))).toBe(4);
    expect(headcount(room(2, 1, 1, 1))).toBe(5);
    expect(destinationHeadcount([room(2), room(1, 0, 0, 1)])).toBe(4);
  });

  it('reads an unknown age group code as adult', () => {
    expect(ageGroupOf(3)).toBe(AGE_GROUP.CHILD_2_6);
    expect(ageGroupOf(7)).toBe(AGE_GROUP.ADULT);
    expect(ageGroupOf(null)).toBe(AGE_GROUP.ADULT);
  });
});

describe('passenger rooms (spec §4, §9)', () => {
  it('takes rooms from the destination with the largest headcount, the first one on a tie', () => {
    const paris = [room(2), room(2)]; // 4
    const rome = [room(1), room(2, 1, 0, 1)]; // 5
    const nice = [room(3, 1, 1)]; // 5, later than Rome
    expect(passengerRoomLayout([paris, rome, nice])).toEqual(rome);
    expect(passengerRoomLayout([paris])).toEqual(paris);
    expect(passengerRoomLayout([[], []])).toEqual([]);
    expect(passengerRoomLayout([])).toEqual([]);
  });

  it('generates adults, then children with bed, then infants per room; children without bed are not generated', () => {
    const rooms = generatePassengerRooms([room(2, 1, 1, 1), room(1)], [], ids());
    expect(rooms.map((r) => r.roomNo)).toEqual([1, 2]);
    expect(groups(rooms)).toEqual([[1, 1, 2, 4], [1]]);
    expect(rooms[0]).toMatchObject({ adultCount: 2, childWithBedCount: 1, childWithNoBedCount: 1, infantCount: 1 });
    expect(rooms[0].passengers[0]).toEqual({
      uniqueIdentifier: 'p1',
      ageGroup: 1,
      firstName: '',
      lastName: '',
      gender: null,
      dateOfBirth: null,
      passportNumber: '',
    });
    expect(new Set(rooms.flatMap((r) => r.passengers.map((p) => p.uniqueIdentifier))).size).toBe(5);
  });

  it('keeps what was typed by room and position when rooms change', () => {
    const first = generatePassengerRooms([room(2, 1), room(1)], [], ids());
    first[0].passengers[0] = {
      ...first[0].passengers[0],
      firstName: 'Ana',
      lastName: 'Silva',
      passportNumber: 'X1',
      gender: 'F',
    };
    first[0].passengers[2] = { ...first[0].passengers[2], firstName: 'Leo', ageGroup: AGE_GROUP.CHILD_2_6 };
    first[1].passengers[0] = { ...first[1].passengers[0], firstName: 'Bo' };

    // Room 1 loses an adult (its second place becomes a child's) and gains a child; room 2 goes.
    const next = generatePassengerRooms([room(1, 2)], first, ids());
    expect(next).toHaveLength(1);
    const [lead, second, third] = next[0].passengers;
    expect(lead).toEqual(first[0].passengers[0]);
    // Position 2 was an adult's, now a child's: kept, with the child's age group.
    expect(second.uniqueIdentifier).toBe(first[0].passengers[1].uniqueIdentifier);
    expect(second.ageGroup).toBe(AGE_GROUP.CHILD_6_12);
    // Position 3 stays a child's: the chosen Child 2-6 is kept.
    expect(third).toMatchObject({ firstName: 'Leo', ageGroup: AGE_GROUP.CHILD_2_6 });

    // Regenerated from the earlier rooms with a room 2 again: its passenger is found by room number.
    const again = generatePassengerRooms([room(1, 2), room(1, 0, 0, 1)], first, ids());
    expect(again[1].passengers[0].firstName).toBe('Bo');
    expect(groups(again)[1]).toEqual([1, 4]);
  });

  it('gives an infant place the infant group even when an adult was typed there', () => {
    const first = generatePassengerRooms([room(2)], [], ids());
    first[0].passengers[1] = { ...first[0].passengers[1], firstName: 'Mia' };
    const next = generatePassengerRooms([room(1, 0, 0, 1)], first, ids());
    expect(next[0].passengers[1]).toMatchObject({ firstName: 'Mia', ageGroup: AGE_GROUP.INFANT });
  });
});
