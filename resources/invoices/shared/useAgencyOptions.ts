import { useMemo } from 'react';
import { useOptions } from '@admin/primitives';

/**
 * The agencies to filter by (title shown, id as value), for company users only, through the one
 * options hook; a failed load is an empty list (§2.2).
 */
export function useAgencyOptions(enabled: boolean): { value: string; label: string }[] {
  const agencies = useOptions<{ id: number; title: string }>('agency', { enabled, staleTime: 60_000 });
  return useMemo(() => (agencies ?? []).map((a) => ({ value: String(a.id), label: a.title })), [agencies]);
}
