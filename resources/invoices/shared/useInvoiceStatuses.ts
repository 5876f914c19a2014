import { useQuery } from '@tanstack/react-query';
import { useLang } from '@admin/i18n';
import type { InvoiceStatusItem } from '@domain/finance/invoice-schema';
import { invoiceApi } from '../api';

/**
 * The invoice statuses as the server names them in the UI language (`GET getinvoicestatus`),
 * asked once per language; an empty list while loading or after a failure (spec §2.2: the
 * dropdown falls back to an empty list).
 */
export function useInvoiceStatuses(): InvoiceStatusItem[] {
  const lang = useLang();
  const { data, isError } = useQuery({
    queryKey: ['invoice-statuses', lang],
    queryFn: () => invoiceApi.statuses(),
    staleTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return isError ? [] : (data ?? []);
}
