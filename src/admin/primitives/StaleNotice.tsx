import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { Conflict } from './useDialogSave.js';

/** A field the user changed and could not save, as shown to re-apply it: its label and value. */
export interface UnsavedValue {
  label: string;
  value: string;
}

interface Props {
  conflict: Conflict | undefined;
  onReload: () => void;
  /** The user's changes that were not saved; listed once the current row is shown. */
  unsaved?: UnsavedValue[];
}

/**
 * The notice of a save refused on a stale version: the server's message with a "Reload" button
 * (the input stays in the form until then); after reloading, that the current row is shown
 * and which of the user's values to apply again.
 */
export function StaleNotice({ conflict, onReload, unsaved = [] }: Props) {
  const translate = useTranslate();
  if (!conflict) return null;
  if (conflict.state === 'reloaded') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {conflict.message}
        {unsaved.length > 0 && (
          <>
            {' '}
            {translate('form.yourChanges')}{' '}
            {unsaved.map((u, i) => (
              <span key={u.label}>
                {i > 0 && '; '}
                <strong>{u.label}</strong>: {u.value}
              </span>
            ))}
          </>
        )}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload} disabled={conflict.state === 'reloading'}>
          {translate('form.reload')}
        </Button>
      }
    >
      {conflict.message}
    </Alert>
  );
}
