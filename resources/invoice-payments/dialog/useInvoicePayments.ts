import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paymentApi } from '../api';
import { ACCOUNT_QUERY } from '../shared/reference';

/** The invoice and its payments, as the payments dialog shows them; `reload` asks for both again (and the agency's account) and answers the invoice read. */
export function useInvoicePayments(invoiceId: number) {
  const client = useQueryClient();
  const invoice = useQuery({
    queryKey: ['invoice-payments', 'invoice', invoiceId],
    queryFn: () => paymentApi.invoice(invoiceId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const payments = useQuery({
    queryKey: ['invoice-payments', 'by-invoice', invoiceId],
    queryFn: () => paymentApi.byInvoice(invoiceId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { refetch: refetchInvoice } = invoice;
  const { refetch: refetchPayments } = payments;
  const reload = useCallback(
    () =>
      Promise.all([
        refetchInvoice(),
        refetchPayments(),
        client.invalidateQueries({ queryKey: [...ACCOUNT_QUERY] }),
      ]).then(([fresh]) => fresh.data),
    [refetchInvoice, refetchPayments, client],
  );
  return {
    invoice: invoice.data,
    payments: payments.data,
    error: invoice.error ?? payments.error ?? undefined,
    reload,
  };
}
