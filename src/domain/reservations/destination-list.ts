/**
 * The destinations of the travel plan as a list with a current one (spec §3 "Destination
 * (form)": the state holds a current destination id; §4 "Destinations"): adding makes the new
 * one current; removing, or setting many, makes the first remaining current (or none); the
 * list is kept ordered by check-in (stay-dates.ts). Accommodations of a destination: adding or
 * updating one makes it current and replaces one with the same id; removing filters it out.
 * Pure: each function answers a new state.
 */
import { orderByCheckIn, type StayDates } from './stay-dates.js';

export interface DestinationList<D> {
  destinations: D[];
  currentId: string | null;
}

interface Identified {
  uniqueIdentifier: string;
}

export function emptyDestinationList<D>(): DestinationList<D> {
  return { destinations: [], currentId: null };
}

const firstId = <D extends Identified>(list: readonly D[]) => list[0]?.uniqueIdentifier ?? null;

export function addDestination<D extends Identified>(
  state: DestinationList<D>,
  destination: D,
  datesOf: (d: D) => StayDates,
): DestinationList<D> {
  return {
    destinations: orderByCheckIn([...state.destinations, destination], datesOf),
    currentId: destination.uniqueIdentifier,
  };
}

/** Replaces the destination with the same identifier (dates, excursions, hotels...); the order follows its dates. */
export function updateDestination<D extends Identified>(
  state: DestinationList<D>,
  destination: D,
  datesOf: (d: D) => StayDates,
): DestinationList<D> {
  const destinations = state.destinations.map((d) =>
    d.uniqueIdentifier === destination.uniqueIdentifier ? destination : d,
  );
  return { ...state, destinations: orderByCheckIn(destinations, datesOf) };
}

export function removeDestination<D extends Identified>(state: DestinationList<D>, id: string): DestinationList<D> {
  const destinations = state.destinations.filter((d) => d.uniqueIdentifier !== id);
  return { destinations, currentId: firstId(destinations) };
}

export function setDestinations<D extends Identified>(
  destinations: readonly D[],
  datesOf: (d: D) => StayDates,
): DestinationList<D> {
  const ordered = orderByCheckIn(destinations, datesOf);
  return { destinations: ordered, currentId: firstId(ordered) };
}

/** Makes a destination current when it is in the list. */
export function selectDestination<D extends Identified>(state: DestinationList<D>, id: string): DestinationList<D> {
  return state.destinations.some((d) => d.uniqueIdentifier === id) ? { ...state, currentId: id } : state;
}

export interface AccommodationList<A> {
  accommodations: A[];
  currentId: string | null;
}

/** §4: adding or updating an accommodation makes it current, replacing one with the same id in place. */
export function upsertAccommodation<A extends Identified>(
  state: AccommodationList<A>,
  accommodation: A,
): AccommodationList<A> {
  const exists = state.accommodations.some((a) => a.uniqueIdentifier === accommodation.uniqueIdentifier);
  const accommodations = exists
    ? state.accommodations.map((a) => (a.uniqueIdentifier === accommodation.uniqueIdentifier ? accommodation : a))
    : [...state.accommodations, accommodation];
  return { accommodations, currentId: accommodation.uniqueIdentifier };
}

/** §4: removing filters it out; the current one, if removed, becomes none. */
export function removeAccommodation<A extends Identified>(
  state: AccommodationList<A>,
  id: string,
): AccommodationList<A> {
  return {
    accommodations: state.accommodations.filter((a) => a.uniqueIdentifier !== id),
    currentId: state.currentId === id ? null : state.currentId,
  };
}
