import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { endsSession, serverMessage } from './server-errors.js';

export const PAGE_SIZE = 10;

/** The paging part of the spec's list answers. */
export interface PaginationModel {
  pageIndex: number;
  pageSize: number;
  totalRecords: number;
}

/** What a bespoke list asks its loader for: the search text, the page (from 1), its size and the filters. */
export interface PageRequest<F = Record<string, never>> {
  search: string;
  page: number;
  perPage: number;
  filters: F;
}

/**
 * The state of a paged, searchable, filterable list of a bespoke screen (style example 7:
 * the controller; the screens only render): the current page, search text and filters, the
 * rows, the total, reloading. A new search or filter goes back to page 1.
 * @example const list = usePagedList((r) => userApi.list(r).then((b) => ({ rows: b.users, paging: b.paginationModel })));
 */
export function usePagedList<T, F = Record<string, never>>(
  load: (request: PageRequest<F>) => Promise<{ rows: T[]; paging: Pick<PaginationModel, 'totalRecords'> }>,
  initialFilters: F = {} as F,
) {
  const notify = useNotify();
  const [request, setRequest] = useState<PageRequest<F>>({ search: '', page: 1, perPage: PAGE_SIZE, filters: initialFilters });
  const [rows, setRows] = useState<T[] | undefined>();
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load(request)
      .then(({ rows: next, paging }) => {
        if (!live) return;
        setRows(next);
        setTotal(paging.totalRecords);
      })
      .catch((error: unknown) => {
        const message = serverMessage(error);
        if (live && message && !endsSession(error)) notify(message, { type: 'error', messageArgs: { _: message } });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, request, version, notify]);

  const setSearch = useCallback((search: string) => setRequest((r) => ({ ...r, search, page: 1 })), []);
  const setFilters = useCallback((filters: F) => setRequest((r) => ({ ...r, filters, page: 1 })), []);
  const setPage = useCallback((page: number) => setRequest((r) => ({ ...r, page })), []);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return { ...request, rows, total, loading, setSearch, setFilters, setPage, refetch };
}
