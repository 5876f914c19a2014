/**
 * Passengers between the wizard's rooms and the request body (`requestPassengers` of `POST add`:
 * `{firstName, lastName, gender, dateOfBirth, passportNumber, ageGroup, roomNo}`, one flat list).
 * Every generated place is sent, named or not: it is a traveller the rooms were counted for;
 * only the lead passenger (first of room 1) must be named (step-validity.ts).
 */
import { ageGroupOf, type AgeGroup } from './age-groups.js';
import { generatePassengerRooms, type Passenger, type PassengerRoom } from './passenger-rooms.js';
import type { RoomPax } from './room-pax.js';

export interface RequestPassenger {
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  passportNumber: string;
  ageGroup: AgeGroup;
  roomNo: number;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The body's flat list, room after room, names trimmed. */
export function toRequestPassengers(rooms: readonly PassengerRoom[]): RequestPassenger[] {
  return rooms.flatMap((room) =>
    room.passengers.map((p) => ({
      firstName: clean(p.firstName),
      lastName: clean(p.lastName),
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      passportNumber: clean(p.passportNumber),
      ageGroup: p.ageGroup,
      roomNo: room.roomNo,
    })),
  );
}

/**
 * Rooms for a stored request (an amendment starts from it): the layout's places filled with the
 * stored passengers of each room in their order. `passengerGuid`, when answered, becomes the identifier.
 */
export function fromRequestPassengers(
  layout: readonly RoomPax[],
  stored: readonly (Partial<Omit<RequestPassenger, 'ageGroup'>> & {
    roomNo: number;
    ageGroup?: unknown;
    passengerGuid?: string;
  })[],
  newId: () => string,
): PassengerRoom[] {
  const byRoom = new Map<number, Passenger[]>();
  for (const p of stored) {
    const list = byRoom.get(p.roomNo) ?? [];
    list.push({
      uniqueIdentifier: p.passengerGuid ?? newId(),
      ageGroup: ageGroupOf(p.ageGroup),
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      gender: p.gender ?? null,
      dateOfBirth: p.dateOfBirth ?? null,
      passportNumber: p.passportNumber ?? '',
    });
    byRoom.set(p.roomNo, list);
  }
  const previous = [...byRoom].map(([roomNo, passengers]) => ({
    roomNo,
    adultCount: 0,
    childWithBedCount: 0,
    childWithNoBedCount: 0,
    infantCount: 0,
    passengers,
  }));
  return generatePassengerRooms(layout, previous, newId);
}
