import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** The dialog's title and accessible name. */
  title: ReactNode;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/** The one modal of the screens: a titled dialog (named by its title) with a Close button. */
export function Modal({ title, onClose, maxWidth = 'md', children }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>{title}</DialogTitle>
      <IconButton aria-label={translate('form.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
}
