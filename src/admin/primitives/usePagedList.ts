import { useCallback, useEffect, useMemo, useState } from 'react';
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
  const [rows, setRows] = useState<T[] | undefined>();
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    setLoading(true);
    load(request)
      .then(({ rows: next, paging }) => {
        if (!live) return;
        setRows(next);
        setTotal(paging.totalRecords);
        setError(undefined);
      })
      .catch((failed: unknown) => {
        if (!live) return;
        setError(failed);
        if (failure) return toast.failure(failed, failure);
        const message = serverMessage(failed);
        if (message && !endsSession(failed)) notify(message, { type: 'error', messageArgs: { _: message } });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, request, version, notify, toast, failure]);

  // A page past the end (its last row deleted, or an old link): go to the last page there is.
  const { setPage } = url;
  useEffect(() => {
    if (!loading && rows?.length === 0 && total > 0 && page > 1) setPage(Math.ceil(total / perPage));
  }, [loading, rows, total, page, perPage, setPage]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
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
