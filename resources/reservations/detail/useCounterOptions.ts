import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { detailApi } from './detail-api';
import type { Option } from './useLookupOptions';

/** Company users as options (counters, operators); a failed load leaves the list empty (spec §8). */
export function useCounterOptions(enabled: boolean): Option[] | undefined {
  const { data, isError } = useQuery({
    queryKey: ['reservation-counter-users'],
    queryFn: () => detailApi.counterUsers(),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return useMemo(() => {
    if (!enabled) return undefined;
    return isError ? [] : data?.map((u) => ({ id: u.id, label: u.fullName }));
  }, [enabled, data, isError]);
}
