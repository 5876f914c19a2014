import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PrintPreviewModal } from '@admin/primitives/print/PrintPreviewModal';
import type { InvoiceDetail } from '@domain/finance/invoice-schema';
import { invoiceApi } from '../api';
import { EInvoiceMenu } from '../e-invoice';
import { InvoiceSheet } from './InvoiceSheet';

/** The document's PDF, made by the server (Finance.Invoices.ViewList, the agency's own only). */
export const invoicePdfPath = (invoiceId: number) => `/api/finance/invoice/pdf?id=${invoiceId}`;

export interface InvoicePrintPreviewProps {
  invoiceId: number;
  /** The document already loaded (the details modal's): shown at once, not asked again. */
  invoice?: InvoiceDetail;
  onClose: () => void;
}

/**
 * The Invoice Print Preview (§2.4): loads the invoice (or credit note) and shows it as it prints;
 * Print opens the server's PDF in a new window, Close closes. A credit note listed on the sheet
 * (or the invoice a credit note corrects) opens in the same preview, to be printed in turn.
 */
export default function InvoicePrintPreview({ invoiceId, invoice, onClose }: InvoicePrintPreviewProps) {
  const translate = useTranslate();
  const [id, setId] = useState(invoiceId);
  const query = useQuery({
    queryKey: ['invoice-print', id],
    queryFn: () => invoiceApi.getById(id),
    initialData: invoice?.id === id ? invoice : undefined,
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const shown = query.data;
  const creditNote = shown?.documentType === 'creditNote';
  return (
    <PrintPreviewModal
      title={translate(creditNote ? 'invoices.print.creditNoteTitle' : 'invoices.print.title')}
      pdfPath={shown ? invoicePdfPath(shown.id) : undefined}
      failure={query.error ? { text: translate('invoices.details.loadFailed'), error: query.error } : undefined}
      onClose={onClose}
      extraActions={shown && <EInvoiceMenu invoice={shown} as="button" />}
    >
      {shown && <InvoiceSheet invoice={shown} onOpen={setId} />}
    </PrintPreviewModal>
  );
}
