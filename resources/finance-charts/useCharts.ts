/**
 * The charts screen's controller: the search applied is in the URL (`?agencyId=4&fromDate=
 * 2026-01-01&toDate=2026-03-31`, so Back or a link opens it again); the form's values are the
 * screen's own until Search applies them. With no filter the report covers every agency and date
 * (an agency user's agency is always theirs: the server holds them to it).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListUrlState } from '@admin/primitives';
import type { ChartsSearch } from '@domain/finance-charts';
import { chartsApi } from './api';

export const CHARTS_FILTERS = ['agencyId', 'fromDate', 'toDate'] as const;

export interface ChartsFormValues {
  agencyId: string;
  fromDate: string;
  toDate: string;
}

/** The search as the API takes it: the agency a number, blanks left out. */
export function chartsSearchOf(values: Partial<ChartsFormValues>): ChartsSearch {
  const agencyId = Number(values.agencyId);
  return {
    ...(Number.isInteger(agencyId) && agencyId > 0 ? { agencyId } : {}),
    ...(values.fromDate ? { fromDate: values.fromDate } : {}),
    ...(values.toDate ? { toDate: values.toDate } : {}),
  };
}

export function useCharts() {
  const url = useListUrlState({ filters: [...CHARTS_FILTERS] });
  const applied = useMemo(() => chartsSearchOf(url.filters), [url.filters]);
  const query = useQuery({
    queryKey: ['finance-charts', applied],
    queryFn: () => chartsApi.get(applied),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form: ChartsFormValues = {
    agencyId: url.filters.agencyId ?? '',
    fromDate: url.filters.fromDate ?? '',
    toDate: url.filters.toDate ?? '',
  };
  const apply = (values: ChartsFormValues) => url.setFilters({ ...values });
  return { form, applied, query, apply };
}
