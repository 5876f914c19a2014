/**
 * Which of a room's options (extra bed, twin beds, extended room) its room type allows (spec §3
 * "Room (form)": disableExBed, disableTwinBed, disableExtendedRoom). The spec does not say what
 * decides; the room types hold their capacity only (maxAdults, maxChildren), so the capacity
 * decides:
 * - twin beds need a room for two adults at least (two single beds instead of a double);
 * - an extra bed needs a room for three guests at least (a third bed must fit);
 * - an extended room (a larger room of the type, e.g. a connecting one) needs a room for three
 *   adults at least: the family rooms and suites.
 */
export interface RoomCapacity {
  maxAdults: number;
  maxChildren: number;
}

export function roomFlagsAllowed({ maxAdults, maxChildren }: RoomCapacity): {
  extraBed: boolean;
  twinBed: boolean;
  extendedRoom: boolean;
} {
  return { twinBed: maxAdults >= 2, extraBed: maxAdults + maxChildren >= 3, extendedRoom: maxAdults >= 3 };
}

/** A room's flags with the disallowed ones cleared (a room type changed to a smaller one). */
export function allowedFlags<R extends { extraBed: boolean; twinBed: boolean; extendedRoom: boolean }>(
  room: R,
  capacity: RoomCapacity,
): R {
  const allowed = roomFlagsAllowed(capacity);
  return {
    ...room,
    extraBed: room.extraBed && allowed.extraBed,
    twinBed: room.twinBed && allowed.twinBed,
    extendedRoom: room.extendedRoom && allowed.extendedRoom,
  };
}
