import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RequestView } from '../detail-api';
import { fieldError, UpdateDialog, type UpdateDialogProps } from './UpdateDialog';

interface Props extends Omit<UpdateDialogProps, 'run' | 'children'> {
  /** The field's i18n key and the body key the server names in its errors. */
  label: string;
  field: string;
  value: string | null | undefined;
  maxLength: number;
  multiline?: boolean;
  /** The call with the typed text (empty → null). */
  send: (value: string | null) => Promise<RequestView>;
}

/** One text of the request edited in place: the agency's reference number, the remarks. */
export function TextUpdateDialog({ label, field, value, maxLength, multiline, send, ...dialog }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(value ?? '');
  return (
    <UpdateDialog {...dialog} size={multiline ? 'lg' : 'sm'} run={() => send(text.trim() ? text.trim() : null)}>
      {(errors) => (
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate(label)}
          value={text}
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength } }}
          {...fieldError(errors, field)}
        />
      )}
    </UpdateDialog>
  );
}
