import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Modal, serverMessage } from '@admin/primitives';
import { paymentApi } from '../api';
import { PaymentFormSection } from '../form/PaymentFormSection';
import { usePaymentForm } from '../form/usePaymentForm';
import { InvoiceHeader } from '../shared/InvoiceHeader';

/**
 * A payment changed from the payments screen (§2.5): the invoice's header, the payment's form
 * with its stored attachments ('Invoice Payment Attachments', deleted after a confirmation),
 * Cancel and Save. Closes after a successful save, and the list reloads.
 */
export function PaymentEditDialog({
  paymentId,
  onClose,
  onSaved,
}: {
  paymentId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const payment = useQuery({
    queryKey: ['invoice-payments', 'payment', paymentId],
    queryFn: () => paymentApi.getById(paymentId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const invoiceId = payment.data?.invoiceId;
  const invoice = useQuery({
    queryKey: ['invoice-payments', 'invoice', invoiceId],
    queryFn: () => paymentApi.invoice(invoiceId!),
    enabled: invoiceId !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = usePaymentForm({
    invoiceId: invoiceId ?? 0,
    onSaved: () => {
      onClose();
      onSaved();
    },
  });
  const loaded = payment.data;
  useEffect(() => {
    if (loaded) form.reset(loaded);
    // once the payment is read (a reload after a file's deletion keeps what was typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.id]);

  const error = payment.error ?? invoice.error;
  const ready = payment.data && invoice.data && form.values.id === paymentId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void form.submit();
  };
  return (
    <Modal
      title={translate('invoicePayments.dialog.editTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || form.saving}>
            {translate('form.save')}
          </Button>
        </>
      }
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {!ready && !error && <LinearProgress aria-label={translate('invoicePayments.dialog.loading')} />}
        {error && (
          <Alert severity="error">
            {translate('invoicePayments.dialog.loadFailed')} {serverMessage(error) ?? ''}
          </Alert>
        )}
        {invoice.data && <InvoiceHeader invoice={invoice.data} />}
        {ready && (
          <PaymentFormSection
            form={form}
            invoice={invoice.data!}
            payment={payment.data}
            onAttachmentsChanged={() =>
              void payment.refetch().then((r) => r.data && form.set({ version: r.data.version }))
            }
          />
        )}
      </DialogContent>
    </Modal>
  );
}
