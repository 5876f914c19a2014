import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure you want to delete this image?" with "Yes, delete it!" / "Cancel". */
export function ImageDeleteConfirm({ open, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('images.deleteTitle')}</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>{translate('confirm.cancel')}</Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="warning" autoFocus>
          {translate('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
