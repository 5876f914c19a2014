/**
 * The passengers of a request, by room (spec §4 "Passengers", §9, wizard step 4).
 * - The travellers are the same across destinations, so one set of rooms holds them: room
 *   positions and passengers per room come from the destination with the largest headcount
 *   (§9: adults, children and infants across its rooms; the first such destination on a tie).
 *   §5 reads "the largest counts across reserved accommodations for each room position"; the
 *   issue settles on §9's reading.
 * - Each room gets passengers from its counts: adults, then children with bed, then infants;
 *   children without bed are counted but not generated (§4).
 * - Regenerating (rooms reserved or removed) keeps what was typed by room and position (§4:
 *   identifier, names, passport, birth date, gender, age group). The age group is kept only when
 *   it suits the new position (a child's group on a child's place), else the place's own: the
 *   spec's literal reading would leave an adult's group on what became an infant's place.
 */
import { AGE_GROUP, type AgeGroup } from './age-groups.js';
import { headcount, type RoomPax } from './room-pax.js';

export interface Passenger {
  /** A generated GUID (§3 passenger form). */
  uniqueIdentifier: string;
  ageGroup: AgeGroup;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  passportNumber: string;
}

export interface PassengerRoom extends RoomPax {
  /** 1-based, as the server's `roomNo` and its label 'Room N'. */
  roomNo: number;
  passengers: Passenger[];
}

/** The age groups a generated place accepts; the first is the place's own. */
const PLACE_GROUPS: Record<'adult' | 'child' | 'infant', readonly AgeGroup[]> = {
  adult: [AGE_GROUP.ADULT],
  child: [AGE_GROUP.CHILD_6_12, AGE_GROUP.CHILD_2_6],
  infant: [AGE_GROUP.INFANT],
};

type Place = keyof typeof PLACE_GROUPS;

/** Total headcount of a destination's rooms (§9). */
export function destinationHeadcount(rooms: readonly RoomPax[]): number {
  return rooms.reduce((sum, room) => sum + headcount(room), 0);
}

/**
 * The rooms passengers are placed in: those of the destination with the largest headcount, in
 * the order given (hotels, then rooms); none when no destination has a room.
 */
export function passengerRoomLayout(destinationRooms: readonly (readonly RoomPax[])[]): RoomPax[] {
  let best: readonly RoomPax[] = [];
  let bestCount = -1;
  for (const rooms of destinationRooms) {
    const count = destinationHeadcount(rooms);
    if (rooms.length && count > bestCount) {
      best = rooms;
      bestCount = count;
    }
  }
  return best.map(({ adultCount, childWithBedCount, childWithNoBedCount, infantCount }) => ({
    adultCount,
    childWithBedCount,
    childWithNoBedCount,
    infantCount,
  }));
}

const places = (room: RoomPax): Place[] => [
  ...Array<Place>(Math.max(0, room.adultCount)).fill('adult'),
  ...Array<Place>(Math.max(0, room.childWithBedCount)).fill('child'),
  ...Array<Place>(Math.max(0, room.infantCount)).fill('infant'),
];

const blank = (id: string, ageGroup: AgeGroup): Passenger => ({
  uniqueIdentifier: id,
  ageGroup,
  firstName: '',
  lastName: '',
  gender: null,
  dateOfBirth: null,
  passportNumber: '',
});

/**
 * Passenger rooms for a layout, keeping the passengers already typed by room number and position.
 * `newId` makes the identifier of a new passenger (e.g. `crypto.randomUUID`).
 */
export function generatePassengerRooms(
  layout: readonly RoomPax[],
  previous: readonly PassengerRoom[],
  newId: () => string,
): PassengerRoom[] {
  const before = new Map(previous.map((room) => [room.roomNo, room.passengers]));
  return layout.map((room, index) => {
    const roomNo = index + 1;
    const kept = before.get(roomNo) ?? [];
    const passengers = places(room).map((place, position) => {
      const groups = PLACE_GROUPS[place];
      const old = kept[position];
      if (!old) return blank(newId(), groups[0]);
      return { ...old, ageGroup: groups.includes(old.ageGroup) ? old.ageGroup : groups[0] };
    });
    return {
      roomNo,
      adultCount: room.adultCount,
      childWithBedCount: room.childWithBedCount,
      childWithNoBedCount: room.childWithNoBedCount,
      infantCount: room.infantCount,
      passengers,
    };
  });
}
