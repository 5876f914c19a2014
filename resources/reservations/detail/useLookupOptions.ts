import { useMemo } from 'react';
import { useOptions } from '@admin/primitives';

export interface Option {
  id: number;
  label: string;
}

/**
 * The rows of a reference resource as the detail dialogs' options (`title`, else `name`, else
 * `#id`), through the one options hook (none asked while `resource` is undefined, e.g. a dialog
 * not open); a failed load leaves the list empty (spec §7).
 * @example const suppliers = useLookupOptions('supplier');
 * @example const excursions = useLookupOptions('excursion', { cityId: 4 });
 */
export function useLookupOptions(resource: string | undefined, query?: Record<string, unknown>): Option[] | undefined {
  const rows = useOptions(resource, { query });
  return useMemo(
    () => rows?.map((row) => ({ id: Number(row.id), label: String(row.title ?? row.name ?? `#${row.id}`) })),
    [rows],
  );
}
