import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast, type ToastText } from './useToast.js';

export interface ActionConfirmProps<T = unknown> {
  /** Open while true. */
  open: boolean;
  /** i18n keys (or texts) of the question, its explanation and the confirming button. */
  title: string;
  content: string;
  confirm: string;
  /** Only the confirming button is coloured: warning for what removes, primary for what brings back. */
  confirmColor?: 'primary' | 'warning';
  /** Values for the texts' %{placeholders}. */
  translateOptions?: Record<string, unknown>;
  /** The call made on confirmation. */
  run: () => Promise<T>;
  /**
   * Toast texts (keys or texts) when it worked and when it did not (the server's message first);
   * the success toast may be made from the call's answer: a text ("Invoice INV-2026-00042 issued.")
   * or a `ToastText` deciding its own tone (a mail that waits in the Outbox: a warning).
   */
  success: string | ((result: T) => string | ToastText);
  failure: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmation of a row action (delete, restore): the question, then the call, then the
 * toast; on failure the server's message and the dialog closes. Cancel is a plain button (no
 * icon: nothing is wrong with cancelling), the confirming one carries the colour.
 */
export function ActionConfirm<T>({
  open,
  title,
  content,
  confirm,
  confirmColor = 'warning',
  translateOptions = {},
  run,
  success,
  failure,
  onClose,
  onDone,
}: ActionConfirmProps<T>) {
  const translate = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const text = (key: string) => translate(key, { _: key, ...translateOptions });

  const confirmed = async () => {
    setBusy(true);
    try {
      const result = await run();
      const said = typeof success === 'function' ? success(result) : success;
      if (typeof said === 'string') toast.success(said);
      else toast.show(said);
      onDone();
    } catch (error) {
      toast.failure(error, failure);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{text(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text(content)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={onClose}>
          {translate('confirm.cancel')}
        </Button>
        <Button disabled={busy} onClick={() => void confirmed()} variant="contained" color={confirmColor} autoFocus>
          {text(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
