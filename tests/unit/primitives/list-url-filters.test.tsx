import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from '@admin/primitives/useListUrlState';

const inRouter = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <TestMemoryRouter initialEntries={[path]}>{children}</TestMemoryRouter>;
  };

describe('filters kept in the URL', () => {
  it('keeps both of two filters set before the list renders again (From, then To)', () => {
    const { result } = renderHook(() => useListUrlState({ filters: ['fromDate', 'toDate', 'paymentTypeId'] }), {
      wrapper: inRouter('/finance/invoice-payment?page=3&paymentTypeId=7'),
    });
    act(() => {
      result.current.setFilters({ fromDate: '2026-11-01' });
      result.current.setFilters({ toDate: '2026-11-30' });
    });
    expect(result.current.filters).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30', paymentTypeId: '7' });
    expect(result.current.page).toBe(1);
  });

  it('clears a filter given as blank and leaves the others', () => {
    const { result } = renderHook(() => useListUrlState({ filters: ['fromDate', 'toDate'] }), {
      wrapper: inRouter('/x?fromDate=2026-11-01&toDate=2026-11-30'),
    });
    act(() => result.current.setFilters({ fromDate: '' }));
    expect(result.current.filters).toEqual({ fromDate: '', toDate: '2026-11-30' });
  });
});
