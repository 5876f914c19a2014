import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDialogSave, useToast } from '@admin/primitives';
import { invoiceApi } from '../api';
import { InvoiceEditorModal } from './InvoiceEditorModal';

interface Props {
  invoiceId: number;
  onClose: () => void;
  /** The list reloads: after a save, a credit note. */
  onSaved: () => void;
}

/**
 * The invoice details modal (§2.3, View/Update Invoice): opens once the invoice is loaded
 * ('Error occurred in loading the invoice details' otherwise), closes on Close or after a
 * successful save. It may move to another document: the invoice a credit note corrects, a
 * credit note of the invoice, the corrected draft a new credit note opens. A save refused on a
 * stale version keeps the dialog open with Reload (the editor then starts from the current invoice).
 */
export function InvoiceDetailsDialog({ invoiceId, onClose, onSaved }: Props) {
  const toast = useToast();
  const [id, setId] = useState(invoiceId);
  const saving = useDialogSave('invoices.details.updateFailed');
  const query = useQuery({
    queryKey: ['invoice-detail', id],
    queryFn: () => invoiceApi.getById(id),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    toast.failure(error, 'invoices.details.loadFailed');
    if (!query.data) onClose();
    // Once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  const invoice = query.data;
  if (!invoice) return null;
  return (
    <InvoiceEditorModal
      // A new document, or the current version after a reload: the editor starts from it.
      key={`${invoice.id}:${invoice.version}`}
      invoice={invoice}
      saving={saving}
      onOpen={setId}
      onReload={async () => {
        await query.refetch({ throwOnError: true });
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
