import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { INVOICE_STATUS, minus, type InvoiceDetail, type InvoiceUpdateBody } from '@domain/finance';

interface Props {
  invoice: InvoiceDetail;
  /** The grand total the credit note starts from (the editor's: a draft's rows may have changed). */
  grandTotal: number;
  /** The update body choosing Canceled or Canceled With Charges, or undefined when closed. */
  body: InvoiceUpdateBody | undefined;
  onClose: () => void;
  /** Confirmed: the editor saves as usual (field errors, stale version), then toasts `cancelToast`. */
  onConfirm: (body: InvoiceUpdateBody) => void;
}

/**
 * Cancelling asks first and says what it issues: on an issued invoice the credit note and its
 * amount ("A credit note of €7,967.00 will be issued for INV-2026-00012 (Canceled With Charges:
 * €1,000.00 stay due)."); on a draft that Canceled issues nothing (Canceled With Charges issues
 * the draft first). It only asks: the save is the editor's, so a refusal still marks its field.
 */
export function CancelConfirm({ invoice, grandTotal, body, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  const f = useFormat();
  const titleId = useId();
  const money = (value: number) => f.amount(value, invoice.currencyInitial);
  const withCharges = body?.status === INVOICE_STATUS.CanceledWithCharges;
  const charges = body?.cancellationCharges ?? 0;
  const draft = invoice.number === null;
  const content = `invoices.cancel.${draft ? 'draft' : ''}${draft ? (withCharges ? 'ChargesText' : 'Text') : withCharges ? 'chargesText' : 'text'}`;
  return (
    <Dialog open={Boolean(body)} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('invoices.cancel.question')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(content, {
            number: invoice.number ?? '',
            amount: money(withCharges ? minus(grandTotal, charges) : grandTotal),
            charges: money(charges),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('confirm.cancel')}</Button>
        <Button onClick={() => onConfirm(body!)} variant="contained" color="warning" autoFocus>
          {translate('invoices.cancel.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The toast of a cancellation saved: the credit note it issued, else the draft cancelled. */
export function cancelToast(saved: InvoiceDetail, translate: (key: string, args?: object) => string): string {
  const creditNote = saved.creditNotes?.at(-1)?.number;
  return creditNote
    ? translate('invoices.cancel.creditNoteIssued', { creditNote, number: saved.number ?? '' })
    : translate('invoices.cancel.draftCancelled');
}
