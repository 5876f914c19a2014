/**
 * The counts of one reserved room, the part of a room every rule reads. The wizard's form room
 * and the server's `destinationHotelRoomPax` entry both have these four fields.
 */
export interface RoomPax {
  adultCount: number;
  childWithBedCount: number;
  childWithNoBedCount: number;
  infantCount: number;
}

/** §5: pax = adults + children with bed + children without bed; infants are counted separately. */
export function pax(room: RoomPax): number {
  return room.adultCount + room.childWithBedCount + room.childWithNoBedCount;
}

/** Everyone in the room, infants included: the form's `paxAllowed` (§3) and the §9 headcount. */
export function headcount(room: RoomPax): number {
  return pax(room) + room.infantCount;
}
