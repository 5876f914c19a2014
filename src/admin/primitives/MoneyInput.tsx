import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import Big from 'big.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoneyInput, parseMoneyText, type MoneyRefusal } from '@domain/finance/money-text.js';
import { useLang } from '../i18n/useLang.js';

/** What was typed, and why it was refused (none when it reads as an amount or is empty). */
export interface TypedMoney {
  text: string;
  refusal?: Exclude<MoneyRefusal, 'empty'>;
}

export interface MoneyInputProps {
  label: string;
  /** The amount: a number or a decimal string ("2500.50"); '', null or undefined when empty. */
  value: number | string | null | undefined;
  /**
   * The amount as a canonical decimal with two places ("2500.50"), '' when emptied or when what
   * is typed is refused (`typed.refusal` says why): a form that requires the amount refuses to save.
   */
  onChange: (value: string, typed: TypedMoney) => void;
  onBlur?: () => void;
  /** Accept a minus sign (refused otherwise). */
  negative?: boolean;
  /**
   * Say why an entry is refused under the field, in place of `helperText` (default), once the field
   * has been left or the form marks it (`error`); false when the form shows it itself.
   */
  showRefusal?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  fullWidth?: boolean;
  id?: string;
  name?: string;
  sx?: SxProps<Theme>;
}

/** The i18n key of a refusal's message (the shell's `money.*`). */
export const moneyRefusalKey = (refusal: MoneyRefusal) => `money.${refusal}`;

/** The amount a value stands for, as the canonical decimal; '' when empty or unreadable. */
function canonicalOf(value: MoneyInputProps['value']): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return new Big(typeof value === 'string' ? value.trim() : value).toFixed(2);
  } catch {
    return '';
  }
}

/**
 * Every amount the user types: a text field (decimal keyboard on a phone) that shows the amount in
 * the UI language's convention (fr « 2 500,50 », en "2,500.50"), reads what is typed with
 * `parseMoneyText` (a third decimal or an entry that could mean two amounts is refused and said
 * so, never reinterpreted: a French "2,50" is 2.50, "100,555" is refused) and hands the form the
 * canonical decimal. Leaving the field writes an accepted entry back in the convention.
 * @example <MoneyInput label="Amount" value={form.amount} onChange={(amount) => set({ amount })} required />
 */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  negative,
  showRefusal = true,
  error,
  helperText,
  ...field
}: MoneyInputProps) {
  const lang = useLang();
  const translate = useTranslate();
  const [text, setText] = useState(() => formatMoneyInput(value, lang));
  const [refusal, setRefusal] = useState<TypedMoney['refusal']>();
  const [left, setLeft] = useState(false);
  // The amount last handed to the form: a value that differs comes from elsewhere (a reset, a reload).
  const handed = useRef(canonicalOf(value));
  const shownLang = useRef(lang);
  useEffect(() => {
    const canonical = canonicalOf(value);
    if (canonical === handed.current && lang === shownLang.current) return;
    handed.current = canonical;
    shownLang.current = lang;
    setText(formatMoneyInput(value, lang));
    setRefusal(undefined);
    setLeft(false);
  }, [value, lang]);

  const change = (typed: string) => {
    setText(typed);
    const reading = parseMoneyText(typed, lang, { negative });
    const refused = reading.ok || reading.reason === 'empty' ? undefined : reading.reason;
    const next = reading.ok ? reading.value : '';
    handed.current = next;
    setRefusal(refused);
    onChange(next, { text: typed, refusal: refused });
  };
  const blur = () => {
    setLeft(true);
    const reading = parseMoneyText(text, lang, { negative });
    if (reading.ok) setText(formatMoneyInput(reading.value, lang));
    onBlur?.();
  };
  const refusalShown = showRefusal && refusal && (left || error);
  return (
    <TextField
      {...field}
      label={label}
      value={text}
      error={Boolean(refusalShown) || error}
      helperText={refusalShown ? translate(moneyRefusalKey(refusal)) : helperText}
      onChange={(e) => change(e.target.value)}
      onBlur={blur}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } }}
    />
  );
}
