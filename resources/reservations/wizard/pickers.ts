/**
 * The reference data the wizard picks from, in the picker shapes the server answers anyone who
 * may create a request (src/server/crud/picker.ts, `x-resource.picker` of the schemas), asked
 * through the one options hook (addresses from the schemas: `x-resource.api`, lookups,
 * `endpoints.all`). One fetch per resource and query while the wizard is open; a failed load is
 * an empty list (spec §7 "Dropdown loads ... that fail fall back to empty lists").
 */
import { useOptions } from '@admin/primitives';

export interface Option {
  id: number;
  title: string;
}
export interface City extends Option {
  countryId: number | null;
}
export interface Hotel extends Option {
  cityId: number;
  mainImageFullPath: string | null;
}
export interface RoomType extends Option {
  hotelId: number;
  maxAdults: number;
  maxChildren: number;
}
export interface RoomPolicy {
  id: number;
  hotelId: number;
  roomTypeId: number;
  providingPolicyId: number;
  providingPolicyName: string | null;
}
export interface Excursion extends Option {
  description: string | null;
  infraTypeName: string | null;
  mainImageFullPath: string | null;
}
export interface TourService extends Option {
  description: string | null;
  mainImageFullPath: string | null;
}
export interface Station extends Option {
  cityId: number;
}
export interface PresetTransportation {
  id: number;
  refNumber: string;
  typeId: number | null;
  airlineProviderId: number | null;
  originCityId: number | null;
  originStationId: number | null;
  destinationCityId: number | null;
  destinationStationId: number | null;
  departureTime: string | null;
  arrivalTime: string | null;
}

/** The transportation types: infra types of group 13 (the server's rule, README of src/server/reservations); the wizard's and the detail's. */
export const TRANSPORTATION_TYPE_GROUP = 13;

/** A source of picker rows: a schema resource, the lookup's parameters, `all` for full rows. */
export interface Picker {
  resource: string;
  query?: Record<string, unknown>;
  all?: boolean;
}

export const pickers = {
  cities: { resource: 'city' },
  agencies: { resource: 'agency' },
  hotels: (cityId: number) => ({ resource: 'hotel', query: { cityId } }),
  roomTypes: (hotelId: number) => ({ resource: 'room-type', query: { hotelId } }),
  policies: (hotelId: number) => ({ resource: 'room-type-providing-policy', query: { hotelId } }),
  excursions: (cityId: number) => ({ resource: 'excursion', query: { cityId } }),
  tours: (cityId: number) => ({ resource: 'tour', query: { cityId } }),
  transportationTypes: { resource: 'infra-type', query: { typeGroupId: TRANSPORTATION_TYPE_GROUP } },
  providers: { resource: 'transportation-provider' },
  stations: { resource: 'station' },
  // The presets' full rows (type, provider, cities, stations, times), not their minimal list.
  presets: { resource: 'preset-transportation-detail', all: true },
} satisfies Record<string, Picker | ((id: number) => Picker)>;

/** The rows of a picker (empty while loading, or without a picker). */
export function usePicker<T>(picker: Picker | null): T[] {
  const rows = useOptions<T>(picker?.resource, {
    query: picker?.query,
    all: picker?.all,
    enabled: picker !== null,
    staleTime: Infinity,
  });
  return rows ?? EMPTY;
}

const EMPTY: never[] = [];
