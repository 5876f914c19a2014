/**
 * What an update changed in a request, field by field, with readable paths: the two details
 * (before and after, as getbyid answers them) are walked together; list items are matched by
 * what identifies them (a passenger by its guid, a destination, hotel or room by its id, an
 * excursion by the excursion), so an item's path is its place in the list after the change
 * (before it, for a removed one): `requestPassengers[2].firstName`,
 * `requestDestinations[0].destinationHotels[1].statusId`. An added item is one change with
 * `before: null`, a removed one `after: null`. Bookkeeping (version, dates of the row) is left out.
 *
 * @example
 *   detailChanges({ referenceNumber: 'A' }, { referenceNumber: 'B' }) // [{ field: 'referenceNumber', before: 'A', after: 'B' }]
 */
import type { Change } from '../../audit/index.js';

type Json = Record<string, unknown>;

const IGNORED = new Set(['version', 'lastModifiedDate', 'dateCreated']);

/** The key of the items of each list, by the list's name. */
const ITEM_KEYS: Record<string, string> = {
  requestPassengers: 'passengerGuid',
  requestTransportations: 'transportationGuid',
  requestDestinations: 'id',
  destinationHotels: 'id',
  destinationHotelRoomPax: 'id',
  destinationExcursions: 'excursionId',
  destinationTourServices: 'tourServiceId',
};

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const child = (path: string, name: string) => (path ? `${path}.${name}` : name);
const listName = (path: string) => path.slice(path.lastIndexOf('.') + 1);

function walk(before: unknown, after: unknown, path: string, out: Change[]): void {
  if (isObject(before) && isObject(after)) {
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!IGNORED.has(name)) walk(before[name], after[name], child(path, name), out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = ITEM_KEYS[listName(path)];
    if (!key) {
      for (let i = 0; i < Math.max(before.length, after.length); i++) walk(before[i], after[i], `${path}[${i}]`, out);
      return;
    }
    const keyOf = (item: unknown) => (isObject(item) ? item[key] : item);
    const earlier = new Map(before.map((item) => [keyOf(item), item]));
    const kept = new Set(after.map(keyOf));
    after.forEach((item, i) => {
      const old = earlier.get(keyOf(item));
      if (old === undefined) out.push({ field: `${path}[${i}]`, before: null, after: item });
      else walk(old, item, `${path}[${i}]`, out);
    });
    before.forEach((item, i) => {
      if (!kept.has(keyOf(item))) out.push({ field: `${path}[${i}]`, before: item, after: null });
    });
    return;
  }
  const b = before ?? null;
  const a = after ?? null;
  if (JSON.stringify(b) !== JSON.stringify(a)) out.push({ field: path, before: b, after: a });
}

export function detailChanges(before: object, after: object): Change[] {
  const out: Change[] = [];
  walk(before, after, '', out);
  return out;
}
