import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { SchemaDataProvider } from '../data-provider.js';

export interface OptionsRequest {
  /** A lookup's parameters or equality filters: `{ cityId: 4 }` → the hotel lookup taking `cityId`. */
  query?: Record<string, unknown>;
  /** `false`: not asked (a dialog not open, a parent field not chosen yet); the rows are then undefined. */
  enabled?: boolean;
  /** Full rows from `endpoints.all`, even where a lookup without parameters answers a minimal list. */
  all?: boolean;
  /** How long an answer serves before it is asked again (ms); by default again on each mount, the last answer shown meanwhile. */
  staleTime?: number;
}

/**
 * The rows of a reference resource for a dropdown: every dropdown of the app, schema forms
 * (x-ref) and bespoke screens alike. The address comes from the resource's schema
 * (`x-resource.api` with the lookup whose parameters are the query's keys, else `endpoints.all`:
 * the data provider's `lookup`), never from a URL in the screen; one request per resource and
 * query at a time (react-query). Undefined while loading or not asked; a failed load is an
 * empty list (spec §7), asked again the next time the dropdown shows.
 * @example const cities = useOptions<City>('city');
 * @example const hotels = useOptions<Hotel>('hotel', { query: { cityId }, enabled: cityId !== null });
 */
export function useOptions<T = RaRecord>(resource: string | undefined, request: OptionsRequest = {}): T[] | undefined {
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const { query = {}, enabled = true, all = false, staleTime = 0 } = request;
  const result = useQuery({
    queryKey: ['options', resource, query, all],
    queryFn: async () =>
      (await (all ? dataProvider.lookup(resource!, query, { all }) : dataProvider.lookup(resource!, query)))
        .data as T[],
    enabled: enabled && resource !== undefined,
    staleTime,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (!enabled || resource === undefined) return undefined;
  return result.isError ? [] : result.data;
}
