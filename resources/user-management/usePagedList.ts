import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { endsSession, serverMessage } from '../../src/admin/generated/server-errors';
import type { PageRequest, PaginationModel } from './api';

export const PAGE_SIZE = 10;

/**
 * The state of a paged, searchable list (style example 7: the controller; the screens only
 * render): the current page and search text, the rows, the total, reloading.
 * @example const list = usePagedList((r) => userApi.list(r).then((b) => ({ rows: b.users, paging: b.paginationModel })));
 */
export function usePagedList<T>(load: (request: PageRequest) => Promise<{ rows: T[]; paging: PaginationModel }>) {
  const notify = useNotify();
  const [request, setRequest] = useState<PageRequest>({ search: '', page: 1, perPage: PAGE_SIZE });
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
  const setPage = useCallback((page: number) => setRequest((r) => ({ ...r, page })), []);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return { ...request, rows, total, loading, setSearch, setPage, refetch };
}
