import { describe, expect, it } from 'vitest';
import {
  addDestination,
  emptyDestinationList,
  removeAccommodation,
  removeDestination,
  selectDestination,
  setDestinations,
  updateDestination,
  upsertAccommodation,
} from '@domain/reservations/destination-list.js';

interface Dest {
  uniqueIdentifier: string;
  checkInDate: string | null;
  checkOutDate: string | null;
}
const d = (id: string, checkInDate: string | null): Dest => ({ uniqueIdentifier: id, checkInDate, checkOutDate: null });
const dates = (x: Dest) => x;
const ids = (list: { destinations: Dest[] }) => list.destinations.map((x) => x.uniqueIdentifier);

describe('destination list (spec §4)', () => {
  it('makes an added destination current and keeps the list ordered by check-in', () => {
    let s = addDestination(emptyDestinationList<Dest>(), d('rome', '2027-05-10'), dates);
    s = addDestination(s, d('paris', '2027-05-01'), dates);
    expect(ids(s)).toEqual(['paris', 'rome']);
    expect(s.currentId).toBe('paris');
    s = updateDestination(s, d('paris', '2027-05-20'), dates);
    expect(ids(s)).toEqual(['rome', 'paris']);
    expect(s.currentId).toBe('paris');
  });

  it('makes the first remaining destination current after a removal or setting many, or none', () => {
    let s = setDestinations([d('b', '2027-06-02'), d('a', '2027-06-01'), d('c', '2027-06-03')], dates);
    expect(s.currentId).toBe('a');
    s = selectDestination(s, 'c');
    expect(s.currentId).toBe('c');
    expect(selectDestination(s, 'nope').currentId).toBe('c');
    s = removeDestination(s, 'c');
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.currentId).toBe('a');
    s = removeDestination(removeDestination(s, 'a'), 'b');
    expect(s).toEqual({ destinations: [], currentId: null });
  });

  it('makes an added or updated accommodation current, replacing the one with the same id in place', () => {
    let s = upsertAccommodation({ accommodations: [], currentId: null }, { uniqueIdentifier: 'h1', rooms: 1 });
    s = upsertAccommodation(s, { uniqueIdentifier: 'h2', rooms: 1 });
    s = upsertAccommodation(s, { uniqueIdentifier: 'h1', rooms: 3 });
    expect(s).toEqual({
      accommodations: [
        { uniqueIdentifier: 'h1', rooms: 3 },
        { uniqueIdentifier: 'h2', rooms: 1 },
      ],
      currentId: 'h1',
    });
    expect(removeAccommodation(s, 'h2')).toEqual({
      accommodations: [{ uniqueIdentifier: 'h1', rooms: 3 }],
      currentId: 'h1',
    });
    expect(removeAccommodation(s, 'h1')).toEqual({
      accommodations: [{ uniqueIdentifier: 'h2', rooms: 1 }],
      currentId: null,
    });
  });
});
