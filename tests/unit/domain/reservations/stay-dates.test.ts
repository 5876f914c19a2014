import { describe, expect, it } from 'vitest';
import { checkOutAfterCheckIn, orderByCheckIn } from '@domain/reservations/stay-dates.js';

describe('destination dates', () => {
  it('wants check-out strictly after check-in', () => {
    expect(checkOutAfterCheckIn({ checkInDate: '2026-12-01', checkOutDate: '2026-12-04' })).toBe(true);
    expect(checkOutAfterCheckIn({ checkInDate: '2026-12-01', checkOutDate: '2026-12-01' })).toBe(false);
    expect(checkOutAfterCheckIn({ checkInDate: '2026-12-05', checkOutDate: '2026-12-01' })).toBe(false);
    expect(checkOutAfterCheckIn({ checkInDate: '2026-12-01', checkOutDate: null })).toBe(false);
    expect(checkOutAfterCheckIn({ checkInDate: undefined, checkOutDate: '2026-12-01' })).toBe(false);
    // A date-time compares by its day.
    expect(checkOutAfterCheckIn({ checkInDate: '2026-12-01T22:00:00Z', checkOutDate: '2026-12-02T01:00:00Z' })).toBe(
      true,
    );
  });

  it('orders destinations by check-in (spec §4), keeping the added order on a tie and undated ones last', () => {
    const list = [
      { name: 'Rome', checkInDate: '2027-01-10', checkOutDate: '2027-01-12' },
      { name: 'new', checkInDate: null, checkOutDate: null },
      { name: 'Paris', checkInDate: '2027-01-02', checkOutDate: '2027-01-05' },
      { name: 'Lyon', checkInDate: '2027-01-10', checkOutDate: '2027-01-11' },
    ];
    expect(orderByCheckIn(list, (d) => d).map((d) => d.name)).toEqual(['Paris', 'Rome', 'Lyon', 'new']);
    expect(list[0].name).toBe('Rome');
  });
});
