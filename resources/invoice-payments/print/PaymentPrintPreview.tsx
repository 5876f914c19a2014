import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PrintPreviewModal } from '@admin/primitives/print/PrintPreviewModal';
import { paymentApi } from '../api';
import { ReceiptSheet } from './ReceiptSheet';

/** The receipt's PDF, made by the server (same permission and agency scope as the payment). */
export const receiptPdfPath = (paymentId: number) => `/api/finance/invoicepayment/pdf?id=${paymentId}`;

const once = { retry: false, refetchOnWindowFocus: false } as const;

/**
 * The Invoice Payment Print Preview (§2.5), opened from a payment row (the payments screen, an
 * invoice's payments dialog): loads the payment, its invoice and the receipt's figures (the balance
 * left after this payment, from the server's ledger), shows the receipt, and Print opens the server's PDF of it.
 */
export default function PaymentPrintPreview({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const translate = useTranslate();
  const payment = useQuery({
    queryKey: ['payment-print', paymentId],
    queryFn: () => paymentApi.getById(paymentId),
    ...once,
  });
  const invoiceId = payment.data?.invoiceId;
  const invoice = useQuery({
    queryKey: ['payment-print-invoice', invoiceId],
    queryFn: () => paymentApi.invoice(invoiceId!),
    enabled: invoiceId !== undefined,
    ...once,
  });
  // The figures are the server's, from the receivables ledger: the same as the receipt PDF's.
  const figures = useQuery({
    queryKey: ['payment-print-figures', paymentId],
    queryFn: () => paymentApi.receiptFigures(paymentId),
    ...once,
  });
  const error = payment.error ?? invoice.error ?? figures.error;
  const ready = payment.data && invoice.data && figures.data;
  return (
    <PrintPreviewModal
      title={translate('invoicePayments.print.receiptTitle')}
      pdfPath={ready ? receiptPdfPath(paymentId) : undefined}
      failure={error ? { text: translate('invoicePayments.print.loadFailed'), error } : undefined}
      onClose={onClose}
    >
      {ready && <ReceiptSheet payment={payment.data} invoice={invoice.data} figures={figures.data} />}
    </PrintPreviewModal>
  );
}
