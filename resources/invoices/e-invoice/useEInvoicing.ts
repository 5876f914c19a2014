import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@admin/http';
import { INVOICE_API } from '../api';

/** Whether issued documents have an electronic form (the tenancy setting, asked once a session). */
export function useEInvoicing(): boolean {
  const query = useQuery({
    queryKey: ['e-invoicing'],
    queryFn: async () => (await fetchJson<{ enabled: boolean }>(`${INVOICE_API}/einvoicing`)).body,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.enabled ?? false;
}
