import { describe, expect, it } from 'vitest';
import {
  availableRooms,
  exceedsRoomLimit,
  maxRoomsPerDestination,
  reservedRooms,
  roomLimitMessage,
} from '@domain/reservations/room-limit.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';

describe('room limit per destination (spec §9, §5)', () => {
  it('is 9 rooms for FIT and 50 for every other type', () => {
    expect(maxRoomsPerDestination(REQUEST_TYPE.FIT)).toBe(9);
    expect(maxRoomsPerDestination(REQUEST_TYPE.GIT)).toBe(50);
    expect(maxRoomsPerDestination(REQUEST_TYPE.TIS)).toBe(50);
    expect(maxRoomsPerDestination(REQUEST_TYPE.OTA)).toBe(50);
  });

  it("counts the rooms of all the destination's hotels and says how many are still available", () => {
    const hotels = [{ rooms: [1, 2, 3] }, { rooms: [4, 5] }];
    expect(reservedRooms(hotels)).toBe(5);
    expect(availableRooms(REQUEST_TYPE.FIT, 5)).toBe(4);
    expect(availableRooms(REQUEST_TYPE.GIT, 5)).toBe(45);
    expect(availableRooms(REQUEST_TYPE.FIT, 9)).toBe(0);
    // 12 GIT rooms, then the type changed to FIT: none available, not -3, and over the limit.
    expect(availableRooms(REQUEST_TYPE.FIT, 12)).toBe(0);
    expect(exceedsRoomLimit(REQUEST_TYPE.FIT, 12)).toBe(true);
    expect(exceedsRoomLimit(REQUEST_TYPE.FIT, 9)).toBe(false);
    expect(exceedsRoomLimit(REQUEST_TYPE.GIT, 50)).toBe(false);
    expect(exceedsRoomLimit(REQUEST_TYPE.GIT, 51)).toBe(true);
  });

  it('says the limit in English and French', () => {
    expect(roomLimitMessage(REQUEST_TYPE.FIT)).toBe('A destination can have at most 9 rooms for this request type.');
    expect(roomLimitMessage(REQUEST_TYPE.GIT, 'fr')).toBe(
      'Une destination peut avoir au plus 50 chambres pour ce type de demande.',
    );
  });
});
