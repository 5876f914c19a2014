/**
 * The reference data the wizard picks from, in the picker shapes the server answers anyone who
 * may create a request (src/server/crud/picker.ts, `x-resource.picker` of the schemas). One
 * fetch per URL for the page's life; a failed load is an empty list (spec §7 "Dropdown loads
 * ... that fail fall back to empty lists").
 */
import { useEffect, useState } from 'react';
import { fetchJson } from '@admin/http';

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

/** The transportation types: infra types of group 13. */
export const TRANSPORTATION_TYPE_GROUP = 13;

export const pickerUrls = {
  cities: '/infrastructure/city/getall',
  agencies: '/agencymanagement/agency/getall',
  hotels: (cityId: number) => `/accommodation/hotel/getHotelByCityId?cityId=${cityId}`,
  roomTypes: (hotelId: number) => `/accommodation/roomType/getbyhotelid?hotelId=${hotelId}`,
  policies: (hotelId: number) => `/accommodation/roomType/getRoomTypeProvidingPolicy?hotelId=${hotelId}`,
  excursions: (cityId: number) => `/service/excursion/getbycityid?cityId=${cityId}`,
  tours: (cityId: number) => `/service/tour/getall?cityId=${cityId}`,
  transportationTypes: `/infrastructure/infratype/getall?typeGroupId=${TRANSPORTATION_TYPE_GROUP}`,
  providers: '/infrastructure/transportationprovider/getall',
  stations: '/infrastructure/station/getall',
  presets: '/infrastructure/infratransportationdetail/getall',
} as const;

const cache = new Map<string, Promise<unknown[]>>();

export function loadPicker<T>(url: string): Promise<T[]> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchJson<unknown[]>(url).then(
      (r) => (Array.isArray(r.body) ? r.body : []),
      () => {
        cache.delete(url); // try again next time
        return [];
      },
    );
    cache.set(url, pending);
  }
  return pending as Promise<T[]>;
}

/** The rows of a picker URL (empty while loading or without a URL). */
export function usePicker<T>(url: string | null): T[] {
  const [rows, setRows] = useState<{ url: string | null; rows: T[] }>({ url: null, rows: [] });
  useEffect(() => {
    if (!url) return;
    let live = true;
    void loadPicker<T>(url).then((loaded) => {
      if (live) setRows({ url, rows: loaded });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return rows.url === url ? rows.rows : [];
}
