import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Modal, StaleNotice, useDialogSave, type ModalSize } from '@admin/primitives';
import type { RequestView } from '../detail-api';

export type FieldErrors = Record<string, string[]>;

export interface UpdateDialogProps {
  title: string;
  /** The §8 success toast (an i18n key). */
  success: string;
  /** The call; answers the updated detail. */
  run: () => Promise<RequestView>;
  /** The page takes the answer in place (no refetch). */
  onSaved: (request: RequestView) => void;
  /** Fetches the request again (after a stale version). */
  onReload: () => Promise<void>;
  onClose: () => void;
  size?: ModalSize;
  /** The fields, given the server's field errors of the last save. */
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * The frame of every in-place update of the detail: a Modal form with Cancel and Save, the
 * server's field errors handed to the fields, a stale version (409) kept in the dialog with
 * Reload, the success toast and the answer given to the page. Edit failures toast the server's
 * message (spec §8).
 */
export function UpdateDialog({
  title,
  success,
  run,
  onSaved,
  onReload,
  onClose,
  size = 'sm',
  children,
}: UpdateDialogProps) {
  const translate = useTranslate();
  const { saving, errors, conflict, save, reload } = useDialogSave('reservationDetail.updateFailed');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let answer: RequestView | undefined;
    void save(
      async () => {
        answer = await run();
      },
      success,
      () => {
        if (answer) onSaved(answer);
        onClose();
      },
    );
  };
  return (
    <Modal
      title={translate(title)}
      size={size}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('form.save')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <StaleNotice conflict={conflict} onReload={() => void reload(onReload)} />
        {children(errors)}
      </DialogContent>
    </Modal>
  );
}

/** A field's first server message, for `helperText`, and whether it has one. */
export const fieldError = (errors: FieldErrors, ...paths: string[]) => {
  const message = paths.map((p) => errors[p]?.[0]).find(Boolean);
  return { error: Boolean(message), helperText: message };
};
