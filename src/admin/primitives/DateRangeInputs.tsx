import type { ReactNode } from 'react';
import { DateInput } from './DateInput.js';

interface Props {
  /** `statement` → inputs `statement-from` and `statement-to`. */
  idPrefix: string;
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onFrom: (value: string | null) => void;
  onTo: (value: string | null) => void;
  /** Kept under both (e.g. ' ') so they line up with inputs that show a message. */
  helperText?: ReactNode;
}

/** From Date and To Date of a report's filters: each bounds the other; the picker loads on first use. */
export function DateRangeInputs({ idPrefix, from, to, fromLabel, toLabel, onFrom, onTo, helperText }: Props) {
  return (
    <>
      <DateInput
        size="small"
        id={`${idPrefix}-from`}
        label={fromLabel}
        value={from || null}
        onChange={onFrom}
        max={to || null}
        helperText={helperText}
        defer
        sx={{ width: 180 }}
      />
      <DateInput
        size="small"
        id={`${idPrefix}-to`}
        label={toLabel}
        value={to || null}
        onChange={onTo}
        min={from || null}
        helperText={helperText}
        defer
        sx={{ width: 180 }}
      />
    </>
  );
}
