import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { SchemaDataProvider } from '@admin/data-provider';

export interface Option {
  id: number;
  label: string;
}

/**
 * The rows of a reference resource as dropdown options (`title`, else `name`, else `#id`),
 * through the data provider's lookup (none while `resource` is undefined); a failed load leaves the list empty (spec §7).
 * @example const suppliers = useLookupOptions('supplier');
 * @example const excursions = useLookupOptions('excursion', { cityId: 4 });
 */
export function useLookupOptions(resource: string | undefined, query?: Record<string, unknown>): Option[] | undefined {
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const [options, setOptions] = useState<Option[] | undefined>();
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!resource) return undefined; // not needed yet (a dialog not open)
    let live = true;
    dataProvider
      .lookup(resource, JSON.parse(key) as Record<string, unknown>)
      .then(({ data }) =>
        data.map((row) => ({ id: Number(row.id), label: String(row.title ?? row.name ?? `#${row.id}`) })),
      )
      .catch(() => [])
      .then((rows) => {
        if (live) setOptions(rows);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, resource, key]);
  return options;
}
