import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Lang } from '@schema/types';
import { useLang } from '../i18n/useLang.js';

/** What a date input takes: a calendar date as `YYYY-MM-DD` in, the same out ('' or null is empty). */
export interface DateInputProps {
  label: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string | null | undefined;
  /**
   * The new date as `YYYY-MM-DD`; null once emptied, or while what is typed is not yet a whole
   * date (then `incomplete` is true).
   */
  onChange: (value: string | null, incomplete?: boolean) => void;
  onBlur?: () => void;
  /** Earliest and latest days offered (`YYYY-MM-DD`). */
  min?: string | null;
  max?: string | null;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  fullWidth?: boolean;
  id?: string;
  name?: string;
  sx?: SxProps<Theme>;
  /**
   * Load the picker once the page is idle (or the pointer comes over the field) rather than at
   * once: for a list's filters, so a list page shows its rows before the picker downloads.
   */
  defer?: boolean;
}

/** Today where the user is, as `YYYY-MM-DD` (a `max` for a date of birth). */
export function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

// The picker (MUI X and date-fns) comes with the first date input shown, never with the shell.
const DatePickerField = lazy(() => import('./DatePickerField.js'));

/** The picker's placeholder in each language (MUI X's texts over date-fns's short date): the stand-in shows it too. */
const FORMAT_PLACEHOLDER: Record<Lang, string> = { en: 'MM/DD/YYYY', fr: 'JJ/MM/AAAA' };

/** `2026-11-18` as the picker writes it in the language ('11/18/2026', fr '18/11/2026'), while it loads. */
function shownDay(value: string | null | undefined, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    day,
  );
}

/**
 * A date field written and read in the UI language, not the browser's (a native `<input type="date">`
 * follows the browser): typed with the keyboard ('18/11/2026' in French, '11/18/2026' in English,
 * placeholder 'JJ/MM/AAAA' / 'MM/DD/YYYY') or picked from a calendar; the form keeps `YYYY-MM-DD`.
 * @example <DateInput label="Check-in" value={form.checkIn} onChange={(checkIn) => set({ checkIn })} required />
 */
export function DateInput({ defer, ...props }: DateInputProps) {
  const lang = useLang();
  const [load, setLoad] = useState(!defer);
  useEffect(() => {
    if (load) return undefined;
    const start = () => setLoad(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, [load]);
  // Shown while the picker loads: the same field, the date as the picker will write it, its
  // placeholder and calendar icon. Only its <input> is disabled (nothing typed is lost): drawn as
  // a disabled field, a list's date filters were grey boxes until the page was idle.
  const standIn = (
    <TextField
      label={props.label}
      value={shownDay(props.value, lang)}
      placeholder={FORMAT_PLACEHOLDER[lang]}
      size={props.size}
      margin={props.margin}
      fullWidth={props.fullWidth}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      sx={props.sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { disabled: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Where the picker's calendar button comes, at its size (an edge icon button). */}
              <Box component="span" aria-hidden sx={{ display: 'inline-flex', p: 1, mr: -1.5, color: 'action.active' }}>
                <EventIcon />
              </Box>
            </InputAdornment>
          ),
        },
      }}
      onPointerEnter={() => setLoad(true)}
    />
  );
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DatePickerField {...props} lang={lang} />
    </Suspense>
  );
}
