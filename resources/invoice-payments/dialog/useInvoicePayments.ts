import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paymentApi } from '../api';

/** The invoice and its payments, as the payments dialog shows them; `reload` asks for both again. */
export function useInvoicePayments(invoiceId: number) {
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
    () => Promise.all([refetchInvoice(), refetchPayments()]).then(() => undefined),
    [refetchInvoice, refetchPayments],
  );
  return {
    invoice: invoice.data,
    payments: payments.data,
    error: invoice.error ?? payments.error ?? undefined,
    reload,
  };
}
