import { useEffect, useState } from 'react';
import { detailApi, type CounterUser } from './detail-api';
import type { Option } from './useLookupOptions';

/** Company users as options (counters, operators); a failed load leaves the list empty (spec §8). */
export function useCounterOptions(enabled: boolean): Option[] | undefined {
  const [options, setOptions] = useState<Option[] | undefined>();
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    detailApi
      .counterUsers()
      .then((users: CounterUser[]) => users.map((u) => ({ id: u.id, label: u.fullName })))
      .catch(() => [])
      .then((rows) => {
        if (live) setOptions(rows);
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
