import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A payment recorded against a draft issues it (the server gives it its legal number and locks
 * it): asked before the form is sent. The form's own save then toasts and marks its fields, as
 * for any payment, so this asks only (ActionConfirm would run and toast a second time).
 */
export function IssueOnPaymentConfirm({
  open,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('invoicePayments.issueDraft.question')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('invoicePayments.issueDraft.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('confirm.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" color="primary" autoFocus>
          {translate('invoicePayments.issueDraft.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
