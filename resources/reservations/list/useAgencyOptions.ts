import { useEffect, useState } from 'react';
import { fetchJson } from '@admin/http';

/**
 * The agencies to filter by, for company users (agency users see only theirs: no filter). A
 * failed load is an empty list (spec §7: dropdown loads that fail fall back to empty lists).
 */
export function useAgencyOptions(enabled: boolean): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchJson<{ id: number; title: string }[]>('/agencymanagement/agency/getall')
      .then(({ body }) => live && setOptions(body.map((a) => ({ value: String(a.id), label: a.title }))))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
