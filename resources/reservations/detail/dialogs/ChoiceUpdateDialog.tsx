import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RequestView } from '../detail-api';
import type { Option } from '../useLookupOptions';
import { fieldError, UpdateDialog, type UpdateDialogProps } from './UpdateDialog';

interface Props extends Omit<UpdateDialogProps, 'run' | 'children'> {
  label: string;
  field: string;
  value: number | null | undefined;
  /** undefined while loading. */
  options: Option[] | undefined;
  /** An empty choice (clears the value) is offered. */
  clearable?: boolean;
  send: (value: number | null) => Promise<RequestView>;
}

/** One reference of the request chosen in place: its agency, its counter user. */
export function ChoiceUpdateDialog({ label, field, value, options, clearable, send, ...dialog }: Props) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(value ? String(value) : '');
  return (
    <UpdateDialog {...dialog} run={() => send(chosen ? Number(chosen) : null)}>
      {(errors) => (
        <OptionSelect
          label={translate(label)}
          value={chosen}
          options={options}
          empty={clearable ? translate('reservationDetail.none') : undefined}
          onChange={setChosen}
          {...fieldError(errors, field)}
        />
      )}
    </UpdateDialog>
  );
}

interface SelectProps {
  label: string;
  value: string;
  options: Option[] | undefined;
  /** The text of the empty choice; none offered when undefined (a value is then required). */
  empty?: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
}

/** A native dropdown of options (keyboard and phone friendly); the current value stays listed while options load. */
export function OptionSelect({ label, value, options, empty, onChange, error, helperText }: SelectProps) {
  const listed = options ?? [];
  const missing = value && !listed.some((o) => String(o.id) === value);
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(empty !== undefined || !value) && <option value="">{empty ?? ''}</option>}
      {missing && <option value={value}>{`#${value}`}</option>}
      {listed.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
