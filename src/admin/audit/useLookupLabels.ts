import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { SchemaDataProvider } from '../data-provider';
import type { LabelSource } from './audit-subjects';

export type LookedUpLabels = Record<string, Record<string, string>>;

/**
 * The labels of the ids shown in a diff (a city's name for `cityId`, role titles for
 * `roleIds`), loaded once per source while the screen is open. A source that cannot be read
 * (no right to it, an error) leaves the ids as they are.
 */
export function useLookupLabels(sources: (LabelSource | undefined)[]): LookedUpLabels {
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const [labels, setLabels] = useState<LookedUpLabels>({});
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const wanted = new Map(sources.filter((s): s is LabelSource => Boolean(s)).map((s) => [s.key, s]));
  const keys = [...wanted.keys()].sort().join('\n');

  useEffect(() => {
    for (const source of wanted.values()) {
      if (asked.current.has(source.key)) continue;
      asked.current.add(source.key);
      source
        .load(dataProvider)
        .catch(() => ({}))
        .then((found) => mounted.current && setLabels((all) => ({ ...all, [source.key]: found })));
    }
    // `keys` stands for `wanted`, rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, dataProvider]);
  return labels;
}
