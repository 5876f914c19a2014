/**
 * The statement screen's controller: the search applied is in the URL (`?agencyId=4&fromDate=
 * 2026-01-01&toDate=2026-03-31&search=paris&page=2`, so a dashboard link or Back opens it again),
 * the form's values are the screen's own until Search applies them (back to page 1). Nothing is
 * asked while no agency is applied; an agency user's agency is always theirs.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PAGE_SIZE, useListUrlState } from '@admin/primitives';
import type { StatementFilter } from '@domain/statement';
import { statementApi } from './api';

export const STATEMENT_FILTERS = ['agencyId', 'fromDate', 'toDate'] as const;

/** The filter as the API takes it: the agency a number, blanks left out. */
export function statementFilterOf(values: {
  agencyId?: string;
  fromDate?: string;
  toDate?: string;
  search?: string;
}): StatementFilter | undefined {
  const agencyId = Number(values.agencyId);
  if (!Number.isInteger(agencyId) || agencyId < 1) return undefined;
  return {
    agencyId,
    ...(values.fromDate ? { fromDate: values.fromDate } : {}),
    ...(values.toDate ? { toDate: values.toDate } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
}

export function useStatement(ownAgencyId: string | undefined) {
  const url = useListUrlState({ filters: [...STATEMENT_FILTERS] });
  const applied = useMemo(
    () => statementFilterOf({ ...url.filters, agencyId: ownAgencyId ?? url.filters.agencyId, search: url.search }),
    [url.filters, url.search, ownAgencyId],
  );
  const query = useQuery({
    queryKey: ['statement', applied, url.page],
    queryFn: () => statementApi.get({ ...applied!, pageIndex: url.page, pageSize: PAGE_SIZE }),
    enabled: applied !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  /** Applies a search from page 1 (Search, Clear Filter). */
  const apply = (values: { agencyId: string; fromDate: string; toDate: string; search: string }) => {
    url.setSearch(values.search);
    url.setFilters({ agencyId: values.agencyId, fromDate: values.fromDate, toDate: values.toDate });
  };
  return { url, applied, query, apply };
}
