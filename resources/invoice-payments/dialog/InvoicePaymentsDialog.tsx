import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { DeleteRowConfirm, Modal, serverMessage } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import { INVOICE_STATUS, isCancelledStatus, type InvoiceDetail, type Payment } from '@domain/finance';
import { paymentApi } from '../api';
import { PaymentFormSection } from '../form/PaymentFormSection';
import { PaymentPrintPreview } from '../print';
import { usePaymentForm } from '../form/usePaymentForm';
import { InvoiceHeader } from '../shared/InvoiceHeader';
import { PAYMENTS_ADD, PAYMENTS_DELETE } from '../shared/reference';
import { AgencyCredit } from './AgencyCredit';
import { InvoicePaymentRows } from './InvoicePaymentRows';
import { IssueOnPaymentConfirm } from './IssueOnPaymentConfirm';
import { useInvoicePayments } from './useInvoicePayments';

export interface InvoicePaymentsDialogProps {
  invoiceId: number;
  onClose: () => void;
  /** After a payment was added, changed or deleted: the invoice list reloads (paid, balance, status). */
  onChanged: () => void;
}

/** Why no payment can be recorded against this invoice (an i18n key), or none. */
function closedReason(invoice: InvoiceDetail, company: boolean): string | undefined {
  if (invoice.documentType === 'creditNote') return 'invoicePayments.closed.creditNote';
  // Canceled With Charges: its charges are still to pay.
  if (isCancelledStatus(invoice.status) && invoice.status !== INVOICE_STATUS.CanceledWithCharges)
    return 'invoicePayments.closed.cancelled';
  // Credited and replaced by a new invoice after its request changed: the new one takes the payments.
  if (invoice.replacedByInvoiceId) return 'invoicePayments.closed.replaced';
  if (!company) return 'invoicePayments.closed.agency';
  return undefined;
}

/**
 * The payments of one invoice (§2.6), opened from an invoice row: the invoice's header, its
 * payments (edit and delete with their permissions) and the form that records a new one or
 * changes the one chosen. After each change the payments and the header reload, the form
 * resets (a new Idempotency-Key) and `onChanged` lets the invoice list reload. A credit note, a
 * cancelled invoice (and an agency user, who only reads) get a sentence instead of the form.
 * Recording a payment on a draft issues it: that is asked first (IssueOnPaymentConfirm). The
 * agency's credit on account shows under the header, to use on this invoice or refund (AgencyCredit).
 */
export function InvoicePaymentsDialog({ invoiceId, onClose, onChanged }: InvoicePaymentsDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const company = isCompanyUser(getClaims());
  const canAdd = useCan(PAYMENTS_ADD) && company;
  const canDelete = useCan(PAYMENTS_DELETE) && company;
  const { invoice, payments, error, reload } = useInvoicePayments(invoiceId);
  const [editing, setEditing] = useState<Payment | undefined>();
  const [removing, setRemoving] = useState<Payment | undefined>();
  const [printing, setPrinting] = useState<number | undefined>();
  const [confirmingIssue, setConfirmingIssue] = useState(false);

  const form = usePaymentForm({
    invoiceId,
    balanceDue: invoice?.balanceDue,
    onSaved: (saved) => {
      setEditing(undefined);
      form.reset(undefined, saved.balanceDue);
      void reload();
      onChanged();
    },
  });
  // The balance due is suggested once the invoice is known.
  const loaded = invoice !== undefined;
  useEffect(() => {
    if (loaded) form.reset();
    // once, when the invoice first arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const reason = invoice && closedReason(invoice, company);
  const formShown = invoice !== undefined && !reason && canAdd;
  const paidInFull = invoice !== undefined && invoice.balanceDue <= 0 && !editing;
  const edit = (payment: Payment) => {
    setEditing(payment);
    form.reset(payment);
    // Its attachments as stored now (the list's row may not carry them).
    void paymentApi.getById(payment.id).then(
      (fresh) => setEditing((current) => (current?.id === fresh.id ? fresh : current)),
      () => undefined,
    );
  };
  const stopEditing = () => {
    setEditing(undefined);
    form.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!formShown || paidInFull) return;
    if (invoice?.number === null && !editing) return setConfirmingIssue(true);
    void form.submit();
  };

  return (
    <Modal
      title={translate('invoicePayments.dialog.title')}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          {editing && <Button onClick={stopEditing}>{translate('invoicePayments.form.newPayment')}</Button>}
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          {formShown && !paidInFull && (
            <Button type="submit" variant="contained" disabled={form.saving}>
              {translate('form.save')}
            </Button>
          )}
        </>
      }
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {!invoice && !error && <LinearProgress aria-label={translate('invoicePayments.dialog.loading')} />}
        {error !== undefined && !invoice && (
          <Alert severity="error">
            {translate('invoicePayments.dialog.loadFailed')} {serverMessage(error) ?? ''}
          </Alert>
        )}
        {invoice && <InvoiceHeader invoice={invoice} />}
        {invoice && (
          <AgencyCredit
            invoice={invoice}
            canAdd={canAdd}
            onChanged={() => {
              // Credit used on this invoice: a new payment suggests what is left.
              void reload().then((fresh) => {
                if (!editing) form.reset(undefined, fresh?.balanceDue);
              });
              onChanged();
            }}
          />
        )}
        {invoice && (
          <InvoicePaymentRows
            payments={payments}
            currency={invoice.currencyInitial}
            editingId={editing?.id}
            onEdit={formShown ? edit : undefined}
            onPrint={(payment) => setPrinting(payment.id)}
            onDelete={canDelete && !reason ? setRemoving : undefined}
          />
        )}
        {invoice && reason && <Alert severity="info">{translate(reason)}</Alert>}
        {formShown && paidInFull && <Alert severity="success">{translate('invoicePayments.closed.paid')}</Alert>}
        {formShown && !paidInFull && (
          <PaymentFormSection
            form={form}
            invoice={invoice}
            payment={editing}
            onAttachmentsChanged={() => void refreshEditing()}
          />
        )}
      </DialogContent>
      <IssueOnPaymentConfirm
        open={confirmingIssue}
        onClose={() => setConfirmingIssue(false)}
        onConfirm={() => {
          setConfirmingIssue(false);
          void form.submit();
        }}
      />
      {printing !== undefined && <PaymentPrintPreview paymentId={printing} onClose={() => setPrinting(undefined)} />}
      <DeleteRowConfirm
        open={Boolean(removing)}
        what={translate('invoicePayments.confirm.what')}
        name={removing ? `#${removing.id}, ${format.amount(removing.amount, invoice?.currencyInitial)}` : ''}
        final
        run={() => paymentApi.remove(removing!.id, removing!.version)}
        success="invoicePayments.toast.deleted"
        failure="invoicePayments.toast.deleteFailed"
        onClose={() => setRemoving(undefined)}
        onDone={() => {
          if (removing?.id === editing?.id) stopEditing();
          setRemoving(undefined);
          void reload();
          onChanged();
        }}
      />
    </Modal>
  );

  /** The payment being changed, read again after one of its attachments was deleted. */
  async function refreshEditing() {
    if (!editing) return;
    const fresh = await paymentApi.getById(editing.id);
    setEditing(fresh);
    // The entries typed stay; the version is the stored one's (deleting a file may have moved it).
    form.set({ version: fresh.version });
    void reload();
  }
}
