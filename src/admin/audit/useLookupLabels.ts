import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SchemaDataProvider } from '../data-provider';
import type { LabelSource } from './audit-subjects';

export type LookedUpLabels = Record<string, Record<string, string>>;

interface Found {
  key: string;
  labels: Record<string, string>;
}

/** The labels by source key, from the sources read so far (a stable function: react-query re-runs it only when a read changes). */
const byKey = (results: { data?: Found }[]): LookedUpLabels =>
  Object.fromEntries(results.flatMap(({ data }) => (data ? [[data.key, data.labels]] : [])));

/**
 * The labels of the ids shown in a diff (a city's name for `cityId`, role titles for
 * `roleIds`), read once per source through react-query. A source that cannot be read (no
 * right to it, an error) leaves the ids as they are.
 */
export function useLookupLabels(sources: (LabelSource | undefined)[]): LookedUpLabels {
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const wanted = new Map(sources.filter((s): s is LabelSource => Boolean(s)).map((s) => [s.key, s]));
  return useQueries({
    queries: [...wanted.values()].map((source) => ({
      queryKey: ['audit-labels', source.key],
      queryFn: async (): Promise<Found> => ({
        key: source.key,
        labels: await source.load(dataProvider).catch(() => ({})),
      }),
      staleTime: Infinity,
      retry: false,
    })),
    combine: byKey,
  });
}
