import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { groupFromHash, type PropertyGroup } from './form-annotations.js';

/**
 * The tab of a grouped form kept in the URL fragment (`#officialInfo`): a missing or unknown
 * fragment shows the first group; showing another tab replaces the fragment and keeps the
 * path and the query string, so a link or a reload opens the same tab.
 */
export function useFragmentTab(groups: PropertyGroup[]): [string | undefined, (key: string) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const tab = useMemo(() => groupFromHash(groups, hash), [groups, hash]);
  const show = useCallback(
    (key: string) => {
      navigate({ pathname, search, hash: `#${key}` }, { replace: true });
    },
    [navigate, pathname, search],
  );
  return [tab, show];
}
