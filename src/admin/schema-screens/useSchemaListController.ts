import { useEffect, useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import type { EntitySchema } from '@schema/types.js';
import { exportTarget, schemaFilterParams, screenListParams } from '../list-request.js';
import { listFrameProps } from '../primitives/usePagedList.js';
import { useListUrlState } from '../primitives/useListUrlState.js';

/**
 * The list controller of a schema resource, as its list and its trash both use it: page,
 * search, sort and the declared filters in the URL (useListUrlState, like the bespoke lists), the rows through the
 * data provider (react-query keeps the last page on screen while the next one loads), and the
 * props ListFrame takes. `meta` reaches the data provider (`{ trash: true }`).
 */
export function useSchemaListController(schema: EntitySchema, meta?: Record<string, unknown>) {
  const { route, list: listAnnotation } = schema.resource;
  // The trash has no filters: its rows are found by search alone.
  const filterNames = useMemo(() => (meta?.trash ? [] : schemaFilterParams(schema)), [schema, meta?.trash]);
  const url = useListUrlState({ sort: listAnnotation.sort, filters: filterNames });
  // The same parameters the boot script asked the first page with (list-request.ts).
  const { pagination, sort, filter } = useMemo(
    () => screenListParams(schema, { page: url.page, search: url.search, sort: url.sort, filters: url.filters }),
    [schema, url.page, url.search, url.sort, url.filters],
  );
  const perPage = pagination.perPage;
  const query = useGetList<RaRecord>(
    route,
    { pagination, sort, filter, meta },
    { placeholderData: (previous) => previous },
  );
  // A page past the end (its last row deleted, or an old link): go to the last page there is.
  const { setPage } = url;
  const empty = !query.isFetching && query.data?.length === 0 && (query.total ?? 0) > 0 && url.page > 1;
  useEffect(() => {
    if (empty) setPage(Math.ceil((query.total ?? 0) / perPage));
  }, [empty, query.total, perPage, setPage]);

  const list = {
    data: query.data,
    isPending: query.isPending,
    sort,
    setSort: url.setSort,
    refetch: query.refetch,
  };
  const frame = listFrameProps({
    search: url.search,
    setSearch: url.setSearch,
    loading: query.isFetching,
    page: url.page,
    perPage,
    total: query.total ?? 0,
    setPage: url.setPage,
  });
  const filters = { values: url.filters, setFilters: url.setFilters };
  // The list as CSV with the same search, sort and filters (the trash has none).
  const exportTo = useMemo(
    () => (meta?.trash ? undefined : exportTarget(schema, { sort, filter })),
    [schema, meta?.trash, sort, filter],
  );
  return { list, frame: { ...frame, exportTo }, filters };
}
