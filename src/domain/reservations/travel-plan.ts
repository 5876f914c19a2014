/**
 * The travel plan (step 2) as the rules read it, and its two sources: the wizard's form
 * destination (§3 "Destination (form)") and the server's request destination (the §3 server
 * shape of `POST add`). Only the fields the rules need are named, so either fits.
 */
import type { RoomPax } from './room-pax.js';
import type { StayDates } from './stay-dates.js';

export interface PlanDestination extends StayDates {
  /** Rooms of each hotel (accommodation) of the destination, in order. */
  hotels: readonly { rooms: readonly RoomPax[] }[];
  excursionCount: number;
  tourServiceCount: number;
}

/** §3 form destination: `checkInCheckOutDate {start, end}`, `accommodations[].rooms`, `excursions`, `tourServices`. */
export interface FormDestinationLike {
  checkInCheckOutDate: { start: string | null; end: string | null } | null;
  accommodations: readonly { rooms: readonly RoomPax[] }[];
  excursions: readonly unknown[];
  tourServices: readonly unknown[];
}

/** §3 server destination: `destinationHotels[].destinationHotelRoomPax`, `destinationExcursions`, `destinationTourServices`. */
export interface RequestDestinationLike {
  checkInDate: string | null;
  checkOutDate: string | null;
  destinationHotels?: readonly { destinationHotelRoomPax?: readonly RoomPax[] | null }[] | null;
  destinationExcursions?: readonly unknown[] | null;
  destinationTourServices?: readonly unknown[] | null;
}

export function fromFormDestination(d: FormDestinationLike): PlanDestination {
  return {
    checkInDate: d.checkInCheckOutDate?.start ?? null,
    checkOutDate: d.checkInCheckOutDate?.end ?? null,
    hotels: d.accommodations.map((a) => ({ rooms: a.rooms })),
    excursionCount: d.excursions.length,
    tourServiceCount: d.tourServices.length,
  };
}

export function fromRequestDestination(d: RequestDestinationLike): PlanDestination {
  return {
    checkInDate: d.checkInDate,
    checkOutDate: d.checkOutDate,
    hotels: (d.destinationHotels ?? []).map((h) => ({ rooms: h.destinationHotelRoomPax ?? [] })),
    excursionCount: d.destinationExcursions?.length ?? 0,
    tourServiceCount: d.destinationTourServices?.length ?? 0,
  };
}

/** All rooms of a destination, hotel after hotel (the passenger layout reads them). */
export function roomsOf(destination: PlanDestination): RoomPax[] {
  return destination.hotels.flatMap((hotel) => [...hotel.rooms]);
}
