import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { StaleNotice } from '@admin/primitives';
import { sum, type InvoiceDetail, type Payment } from '@domain/finance';
import { AllocationSplit } from './AllocationSplit';
import { PaymentFields } from './PaymentFields';
import { PaymentFiles } from './PaymentFiles';
import type { usePaymentForm } from './usePaymentForm';

/**
 * The payment form's body (§2.6), in the invoice's payments dialog and in the edit dialog of the
 * payments screen: its heading (new, or the payment changed), the fields, the files and, when
 * the payment changed meanwhile, the stale notice; a new payment's split over the agency's open
 * invoices (AllocationSplit). The dialog around it holds Cancel and Save.
 */
export function PaymentFormSection({
  form,
  invoice,
  payment,
  onAttachmentsChanged,
}: {
  form: ReturnType<typeof usePaymentForm>;
  invoice: InvoiceDetail;
  /** The payment being changed, as stored (its amount counts in what may be paid, its attachments listed). */
  payment?: Payment;
  onAttachmentsChanged: () => void;
}) {
  const translate = useTranslate();
  // What may be paid: the balance due, plus this payment's own amount when it is being changed.
  const room = payment ? sum([invoice.balanceDue, payment.amount]) : invoice.balanceDue;
  return (
    <Box component="section" aria-labelledby="payment-form-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="payment-form-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {form.editing
          ? translate('invoicePayments.form.editTitle', { id: form.values.id })
          : translate('invoicePayments.form.addTitle')}
      </Typography>
      <StaleNotice conflict={form.conflict} onReload={form.reloadPayment} />
      <PaymentFields form={form} currency={invoice.currencyInitial} balanceDue={room} />
      {!form.editing && <AllocationSplit form={form} invoice={invoice} />}
      <PaymentFiles
        files={form.files}
        onFiles={form.setFiles}
        paymentId={payment?.id}
        attachments={payment?.attachments}
        onAttachmentsChanged={onAttachmentsChanged}
      />
    </Box>
  );
}
