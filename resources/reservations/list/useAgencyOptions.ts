import { useMemo } from 'react';
import { useOptions } from '@admin/primitives';

/**
 * The agencies to filter by, for company users (agency users see only theirs: no filter), through
 * the one options hook. A failed load is an empty list (spec §7: dropdown loads that fail fall back to empty lists).
 */
export function useAgencyOptions(enabled: boolean): { value: string; label: string }[] {
  const agencies = useOptions<{ id: number; title: string }>('agency', { enabled });
  return useMemo(() => (agencies ?? []).map((a) => ({ value: String(a.id), label: a.title })), [agencies]);
}
