import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@domain/paging';
import type { ListSort } from './list-url-state.js';
import { endsSession, serverMessage } from './server-errors.js';
import { useListUrlState } from './useListUrlState.js';
import { useToast } from './useToast.js';

/** Rows of a page of every list screen (the API's default page size). */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The paging part of the spec's list answers. */
export interface PaginationModel {
  pageIndex: number;
  pageSize: number;
  totalRecords: number;
}

/** Filter values by name as the screens keep them: text, '' (or absent) for "any". */
export type FilterValues = Record<string, string | undefined>;

/** What a bespoke list asks its loader for: the search text, the page (from 1), its size and the filters. */
export interface PageRequest<F = Record<string, never>> {
  search: string;
  page: number;
  perPage: number;
  filters: F;
  /** The order asked for; only for lists given a default `sort`. */
  sort?: ListSort;
}

export interface PagedListOptions {
  /** Names of the list's filters; their values are kept in the URL with the page and search. */
  filters?: readonly string[];
  perPage?: number;
  /** The list's default order: the list then sorts, its order kept in the URL (`?sort=firstCheckIn&order=ASC`). */
  sort?: ListSort;
  /**
   * The screen's sentence for a failed load (an i18n key or a text), toasted before the
   * server's reason: "Failed to load reservation requests. …". Without it the toast is the
   * server's reason alone, when it gave one.
   */
  failure?: string;
}

/**
 * The controller of a paged, searchable, filterable bespoke list (style example 7: the
 * screens only render): page, search text and filters live in the URL (useListUrlState), so
 * Back returns to the same page and a link to `?page=3` opens page 3; the rows, the total,
 * loading and reloading; with a default `sort`, the order too. A new search, filter or order
 * goes back to page 1. A failed load toasts the screen's `failure` sentence and the server's
 * reason (or the reason alone) and is kept in `error`.
 * @example
 * const load = (r: PageRequest) => userApi.list(r).then((b) => ({ rows: b.users, paging: b.paginationModel }));
 * const list = usePagedList(load); // or usePagedList(load, { filters: ['entity', 'userId'] })
 * <ListFrame {...listFrameProps(list)} title="Users">…list.rows…</ListFrame>
 */
export function usePagedList<T, F = Record<string, never>>(
  load: (request: PageRequest<F>) => Promise<{ rows: T[]; paging: Pick<PaginationModel, 'totalRecords'> }>,
  options: PagedListOptions = {},
) {
  const notify = useNotify();
  const toast = useToast();
  const perPage = options.perPage ?? PAGE_SIZE;
  const { failure } = options;
  const url = useListUrlState({ filters: options.filters ?? [], sort: options.sort });
  const { page, search, filters, sort } = url;
  const request = useMemo<PageRequest<F>>(
    () => ({ search, page, perPage, filters: filters as F, ...(sort ? { sort } : {}) }),
    [search, page, perPage, filters, sort],
  );
  const query = useQuery({
    queryKey: ['paged-list', loaderId(load), request],
    queryFn: () => load(request),
    // The rows shown stay while the next page, search or filter loads.
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const rows = query.data?.rows;
  const total = query.data?.paging.totalRecords ?? 0;
  const loading = query.isFetching;
  const error = query.isError ? query.error : undefined;

  // A failed load is told once, when it happens.
  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    if (failure) return toast.failure(error, failure);
    const message = serverMessage(error);
    if (message && !endsSession(error)) notify(message, { type: 'error', messageArgs: { _: message } });
    // Once per failure: errorUpdatedAt moves with each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  // A page past the end (its last row deleted, or an old link): go to the last page there is.
  const { setPage } = url;
  useEffect(() => {
    if (!loading && rows?.length === 0 && total > 0 && page > 1) setPage(Math.ceil(total / perPage));
  }, [loading, rows, total, page, perPage, setPage]);

  const { refetch: refetchQuery } = query;
  const refetch = useMemo(() => () => void refetchQuery(), [refetchQuery]);
  return {
    ...request,
    rows,
    total,
    loading,
    /** The last load's failure (undefined once a load succeeds). */
    error,
    setSearch: url.setSearch,
    setSort: url.setSort,
    // F's keys are the filter names given in `options.filters`; values are text.
    setFilters: url.setFilters as (filters: F) => void,
    setPage: url.setPage,
    refetch,
  };
}

/** The paging and search props of ListFrame from a list controller (usePagedList or the schema list's). */
export function listFrameProps(list: {
  search: string;
  setSearch: (text: string) => void;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
}) {
  const { search, setSearch, loading, page, perPage, total, setPage } = list;
  return { search, onSearch: setSearch, loading, page, perPage, total, setPage };
}

/** The list's name in react-query's cache: its loader (a module-level function, one per list). */
const loaders = new WeakMap<object, number>();
let lastLoader = 0;
function loaderId(load: object): number {
  const known = loaders.get(load);
  if (known !== undefined) return known;
  loaders.set(load, ++lastLoader);
  return lastLoader;
}
