import { useCallback } from 'react';
import { useListController } from 'react-admin';
import type { EntitySchema } from '../../schema/types.js';

/**
 * The list controller of a schema resource, as its list and its trash both use it: the
 * schema's page size and sort, no URL sync, a search that replaces the filters, and the
 * paging props ListFrame takes. `meta` reaches the data provider (`{ trash: true }`).
 */
export function useSchemaListController(schema: EntitySchema, meta?: Record<string, unknown>) {
  const { route, paging, list: listAnnotation } = schema.resource;
  const list = useListController({
    resource: route,
    perPage: paging.defaultSize,
    sort: listAnnotation.sort,
    disableSyncWithLocation: true,
    storeKey: false,
    debounce: 0,
    ...(meta ? { queryOptions: { meta } } : {}),
  });
  const { setFilters } = list;
  const applySearch = useCallback((q: string) => setFilters(q ? { q } : {}, undefined), [setFilters]);
  const frame = {
    onSearch: applySearch,
    loading: Boolean(list.isFetching),
    page: list.page,
    perPage: list.perPage,
    total: list.total ?? 0,
    setPage: list.setPage,
  };
  return { list, frame };
}
