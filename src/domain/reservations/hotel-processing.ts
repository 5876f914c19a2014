/**
 * Which hotel reservation status hotel processing may set (spec §3, "Hotel reservation status"):
 * a hotel starts as a request; once processed (any status but TempRequest) it never goes back to
 * TempRequest. The server refuses such a change (400 on `destinationHotelRequest.statusId`) and the
 * detail screen does not offer it; both read this rule.
 */
import { REQUEST_STATUS } from './statuses.js';

/** One status of the list the server serves for hotel processing (`GET gethotelstatuses`). */
export interface HotelStatusItem {
  id: number;
  name: string;
}

/** Whether a hotel at `from` may be set to `to` by hotel processing. */
export function hotelStatusAllowed(from: number, to: number): boolean {
  return to !== REQUEST_STATUS.TempRequest || from === REQUEST_STATUS.TempRequest;
}

const KNOWN = new Set<number>(Object.values(REQUEST_STATUS));

/**
 * The statuses hotel processing offers a hotel now at `current`: the served list within the spec's
 * enumeration (other values are not shown), without the ones `hotelStatusAllowed` refuses.
 * @example hotelStatusChoices([{ id: 0, name: 'TempRequest' }, { id: 1, name: 'Confirmed' }], 3) // [{ id: 1, ... }]
 */
export function hotelStatusChoices<T extends HotelStatusItem>(served: readonly T[], current: number): T[] {
  return served.filter((s) => KNOWN.has(s.id) && hotelStatusAllowed(current, s.id));
}
