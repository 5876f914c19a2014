/**
 * The travel plan (step 2) as the rules read it, and its two sources: the wizard's form
 * destination (§3 "Destination (form)") and the server's request destination (the §3 server
 * shape of `POST add`). Only the fields the rules need are named, so either fits.
 */
import type { RoomPax } from './room-pax.js';
import type { StayDates } from './stay-dates.js';

/** A reserved room: its guests, and the room type and providing policy chosen (null: not yet). */
export interface PlanRoom extends RoomPax {
  roomTypeId: number | null;
  providingPolicyId: number | null;
}

export interface PlanDestination extends StayDates {
  /** The city (null: not chosen yet). */
  cityId: number | null;
  /** Rooms of each hotel (accommodation) of the destination, in order. */
  hotels: readonly { rooms: readonly PlanRoom[] }[];
  excursionCount: number;
  tourServiceCount: number;
}

/** §3 form destination: `checkInCheckOutDate {start, end}`, `accommodations[].rooms`, `excursions`, `tourServices`. */
export interface FormDestinationLike {
  cityId: number | null;
  checkInCheckOutDate: { start: string | null; end: string | null } | null;
  accommodations: readonly {
    rooms: readonly (RoomPax & { roomType: number | null; providingPolicyId: number | null })[];
  }[];
  excursions: readonly unknown[];
  tourServices: readonly unknown[];
}

/** §3 server destination: `destinationHotels[].destinationHotelRoomPax`, `destinationExcursions`, `destinationTourServices`. */
export interface RequestDestinationLike {
  cityId?: number | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  destinationHotels?:
    | readonly {
        destinationHotelRoomPax?:
          readonly (RoomPax & { roomTypeId?: number | null; providingPolicyId?: number | null })[] | null;
      }[]
    | null;
  destinationExcursions?: readonly unknown[] | null;
  destinationTourServices?: readonly unknown[] | null;
}

const planRoom = (
  r: RoomPax & { providingPolicyId?: number | null },
  roomTypeId: number | null | undefined,
): PlanRoom => ({
  adultCount: r.adultCount,
  childWithBedCount: r.childWithBedCount,
  childWithNoBedCount: r.childWithNoBedCount,
  infantCount: r.infantCount,
  roomTypeId: roomTypeId ?? null,
  providingPolicyId: r.providingPolicyId ?? null,
});

export function fromFormDestination(d: FormDestinationLike): PlanDestination {
  return {
    cityId: d.cityId,
    checkInDate: d.checkInCheckOutDate?.start ?? null,
    checkOutDate: d.checkInCheckOutDate?.end ?? null,
    hotels: d.accommodations.map((a) => ({ rooms: a.rooms.map((r) => planRoom(r, r.roomType)) })),
    excursionCount: d.excursions.length,
    tourServiceCount: d.tourServices.length,
  };
}

export function fromRequestDestination(d: RequestDestinationLike): PlanDestination {
  return {
    cityId: d.cityId ?? null,
    checkInDate: d.checkInDate,
    checkOutDate: d.checkOutDate,
    hotels: (d.destinationHotels ?? []).map((h) => ({
      rooms: (h.destinationHotelRoomPax ?? []).map((r) => planRoom(r, r.roomTypeId)),
    })),
    excursionCount: d.destinationExcursions?.length ?? 0,
    tourServiceCount: d.destinationTourServices?.length ?? 0,
  };
}

/** All rooms of a destination, hotel after hotel (the passenger layout reads them). */
export function roomsOf(destination: PlanDestination): RoomPax[] {
  return destination.hotels.flatMap((hotel) => [...hotel.rooms]);
}
