/**
 * Which statuses hotel processing may set (src/domain/reservations/hotel-processing.ts): the rule
 * the server enforces and the detail screen's dropdown follows.
 */
import { describe, expect, it } from 'vitest';
import { hotelStatusAllowed, hotelStatusChoices } from '@domain/reservations/hotel-processing';

const served = [0, 1, 2, 3, 4, 5, 6, 9].map((id) => ({ id, name: `status ${id}` }));

describe('hotel processing statuses', () => {
  it('never sets a processed hotel back to TempRequest; any other change is allowed', () => {
    for (const from of [1, 2, 3, 4, 5, 6]) expect(hotelStatusAllowed(from, 0), `from ${from}`).toBe(false);
    expect(hotelStatusAllowed(0, 0)).toBe(true);
    expect(hotelStatusAllowed(0, 3)).toBe(true);
    expect(hotelStatusAllowed(3, 1)).toBe(true);
    expect(hotelStatusAllowed(4, 3)).toBe(true);
  });

  it('offers the served statuses of the enumeration a hotel may take, in the served order', () => {
    expect(hotelStatusChoices(served, 3).map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hotelStatusChoices(served, 0).map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hotelStatusChoices([], 3)).toEqual([]);
  });
});
