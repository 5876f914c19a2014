/**
 * The date input's picker, loaded on first use (`DateInput.tsx`): MUI X's desktop date picker on
 * date-fns, in the UI language (its format, placeholder, month names and texts). The desktop
 * variant everywhere, phones too: its field takes typing, the mobile one only a calendar dialog.
 */
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enTexts, frFR as frTexts } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Lang } from '@schema/types';
import type { DateInputProps } from './DateInput.js';

const LOCALES = { en: enUS, fr } as const;
const TEXTS = {
  en: enTexts.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frTexts.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

const ISO_DAY = 'yyyy-MM-dd';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value); // a calendar date: local midnight, the same day written back
  return isValid(date) ? date : null;
}

const toIso = (date: Date | null): string | null => (date && isValid(date) ? format(date, ISO_DAY) : null);

export default function DatePickerField({ lang, ...props }: DateInputProps & { lang: Lang }) {
  const translate = useTranslate();
  // The picker's own value: what is typed stays while it is not yet a date (the form gets null meanwhile).
  const [date, setDate] = useState<Date | null>(() => toDate(props.value));
  const notADate = date !== null && !isValid(date);
  useEffect(() => {
    // A value set from outside (reset, preset, reload) replaces what is shown; our own echo does not.
    setDate((shown) => (toIso(shown) === (props.value || null) ? shown : toDate(props.value)));
  }, [props.value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={LOCALES[lang]} localeText={TEXTS[lang]}>
      <DesktopDatePicker
        label={props.label}
        value={date}
        minDate={toDate(props.min) ?? undefined}
        maxDate={toDate(props.max) ?? undefined}
        disabled={props.disabled}
        // One plain <input> (not MUI X's section spans): read by screen readers as a text field and
        // filled by tests and password managers like any other.
        enableAccessibleFieldDOMStructure={false}
        onChange={(next) => {
          setDate(next);
          props.onChange(toIso(next), next !== null && !isValid(next));
        }}
        onClose={props.onBlur}
        slotProps={{
          textField: {
            id: props.id,
            name: props.name,
            size: props.size,
            margin: props.margin,
            fullWidth: props.fullWidth,
            required: props.required,
            error: Boolean(props.error) || notADate,
            helperText: props.helperText ?? (notADate ? translate('dateInput.invalid') : undefined),
            onBlur: props.onBlur,
            sx: props.sx,
            slotProps: { inputLabel: { shrink: true } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
