import { useCallback, useMemo, useRef } from 'react';
// react-admin's router hooks, not react-router's own: they follow whatever router the shell
// (or a test's AdminContext) provides.
import { useLocation, useNavigate } from 'react-admin';
import {
  readListState,
  writeListState,
  type ListSort,
  type ListUrlOptions,
  type ListUrlState,
} from './list-url-state.js';

/**
 * Page, search, filters (and sort) of a list, read from and written to the URL's query
 * string. A new page is a new history entry (Back goes to the previous page); a new search,
 * filter or sort replaces the entry and goes back to page 1.
 * @example
 * const state = useListUrlState({ filters: ['entity', 'userId'] });
 * state.setPage(3); // → ?page=3
 */
export function useListUrlState(options: ListUrlOptions = {}) {
  const { search: query } = useLocation();
  const navigate = useNavigate();
  // Options kept by their content, so an inline object or array is not a new state each render.
  const optionsKey = JSON.stringify(options);
  const stable = useMemo(() => JSON.parse(optionsKey) as ListUrlOptions, [optionsKey]);
  const state = useMemo(() => readListState(new URLSearchParams(query), stable), [query, stable]);

  // The query last written: a second change before the next render builds on the first, not on
  // the query this render was made from (a From date then a To date typed in quick succession).
  const latest = useRef(query);
  latest.current = query;
  const update = useCallback(
    (change: (s: ListUrlState) => ListUrlState, replace: boolean) => {
      const current = new URLSearchParams(latest.current);
      const next = writeListState(current, change(readListState(current, stable)), stable).toString();
      if (next === current.toString()) return;
      latest.current = next ? `?${next}` : '';
      navigate({ search: latest.current }, { replace });
    },
    [navigate, stable],
  );

  const setPage = useCallback((page: number) => update((s) => ({ ...s, page }), false), [update]);
  const setSearch = useCallback(
    (search: string) => update((s) => (s.search === search ? s : { ...s, search, page: 1 }), true),
    [update],
  );
  /** Merges the filters given (a key absent stays as it is; '' clears it) and goes back to page 1. */
  const setFilters = useCallback(
    (changed: Record<string, string | undefined>) =>
      update(
        (s) => ({
          ...s,
          page: 1,
          filters: Object.fromEntries(
            Object.entries(s.filters).map(([k, v]) => [k, k in changed ? (changed[k] ?? '') : v]),
          ),
        }),
        true,
      ),
    [update],
  );
  const setSort = useCallback((sort: ListSort) => update((s) => ({ ...s, sort, page: 1 }), true), [update]);
  return { ...state, setPage, setSearch, setFilters, setSort };
}
