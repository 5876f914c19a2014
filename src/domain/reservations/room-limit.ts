/**
 * The room limit of one destination (spec §9): 9 rooms for FIT, 50 for any other type; §5:
 * available rooms = the limit minus the rooms already reserved in the destination.
 */
import { REQUEST_TYPE } from './request-types.js';

export const MAX_ROOMS_FIT = 9;
export const MAX_ROOMS_OTHER = 50;

export function maxRoomsPerDestination(requestType: number | null | undefined): number {
  return requestType === REQUEST_TYPE.FIT ? MAX_ROOMS_FIT : MAX_ROOMS_OTHER;
}

/** Rooms reserved in a destination: the rooms of all its hotels. */
export function reservedRooms(hotels: readonly { rooms: readonly unknown[] }[]): number {
  return hotels.reduce((sum, hotel) => sum + hotel.rooms.length, 0);
}

/** Rooms that may still be added ('available rooms'); 0, never negative, once over the limit (a type changed from GIT to FIT). */
export function availableRooms(requestType: number | null | undefined, reserved: number): number {
  return Math.max(0, maxRoomsPerDestination(requestType) - reserved);
}

export function exceedsRoomLimit(requestType: number | null | undefined, reserved: number): boolean {
  return reserved > maxRoomsPerDestination(requestType);
}

export const roomLimitMessages = {
  en: 'A destination can have at most {max} rooms for this request type.',
  fr: 'Une destination peut avoir au plus {max} chambres pour ce type de demande.',
} as const;

/** The message of a destination over the limit, in English or French. */
export function roomLimitMessage(
  requestType: number | null | undefined,
  lang: keyof typeof roomLimitMessages = 'en',
): string {
  return roomLimitMessages[lang].replace('{max}', String(maxRoomsPerDestination(requestType)));
}
