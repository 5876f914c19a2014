/**
 * Check-in and check-out of a destination. Dates are ISO strings (`yyyy-mm-dd`, or a date-time
 * whose date part leads), so they order as text.
 */
export interface StayDates {
  checkInDate: string | null | undefined;
  checkOutDate: string | null | undefined;
}

const day = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** Check-out strictly after check-in: a stay lasts at least one night. Missing dates are not "after". */
export function checkOutAfterCheckIn(dates: StayDates): boolean {
  const checkIn = day(dates.checkInDate);
  const checkOut = day(dates.checkOutDate);
  return checkIn !== null && checkOut !== null && checkOut > checkIn;
}

export const checkOutMessages = {
  en: 'Check-out date must be after check-in date.',
  fr: "La date de départ doit être postérieure à la date d'arrivée.",
} as const;

/**
 * §4: destinations are ordered by check-in start date. Stable (same check-in: the order they
 * were added); a destination without a check-in yet goes last. Returns a new array.
 */
export function orderByCheckIn<T>(destinations: readonly T[], datesOf: (destination: T) => StayDates): T[] {
  return destinations
    .map((destination, index) => ({ destination, index, checkIn: day(datesOf(destination).checkInDate) }))
    .sort((a, b) => {
      if (a.checkIn !== b.checkIn) {
        if (a.checkIn === null) return 1;
        if (b.checkIn === null) return -1;
        return a.checkIn < b.checkIn ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.destination);
}
