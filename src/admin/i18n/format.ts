/**
 * The one formatting of dates, times, numbers and amounts on screen, through `Intl` in the UI
 * language (no React: `useFormat()` hands the current language's set to components).
 *
 * Styles, the same on every screen:
 * - a date: `dateStyle: 'medium'` ('Nov 18, 2026', fr '18 nov. 2026');
 * - a date-time: date medium and time short ('Nov 18, 2026, 9:45 AM', fr '18 nov. 2026, 09:45'),
 *   in the browser's time zone;
 * - a time: short ('9:45 AM', fr '09:45');
 * - numbers and amounts with the language's separators; amounts in their currency when its code is known.
 *
 * A calendar date (`2026-11-18`, a check-in, a date of birth) is a day, not an instant: it reads
 * the same day in every time zone. Exports, CSV and API calls keep ISO strings; this is for eyes only.
 */
import type { Lang } from '@schema/types';

/** A value as the API sends it: an ISO string (date or date-time), a Date, or nothing. */
export type DateValue = string | Date | null | undefined;
export type NumberValue = number | string | null | undefined;

export interface Formats {
  lang: Lang;
  /** A calendar day ('Nov 18, 2026'); a timestamp reads as its local day. Empty → ''; unreadable → as given. */
  date(value: DateValue): string;
  /** An instant, local time ('Nov 18, 2026, 9:45 AM'); a calendar date reads as `date` does. */
  dateTime(value: DateValue): string;
  /** The time of an instant ('9:45 AM'), or an 'HH:MM' time of day as written in the language. */
  time(value: DateValue): string;
  /**
   * A calendar date and a time of day kept apart (a departure: `2027-03-10` and `09:45`) as one
   * date-time ('Mar 10, 2027, 9:45 AM'), no time zone involved; without a time, the date alone.
   */
  dayAndTime(day: string | null | undefined, time: string | null | undefined): string;
  /** A number with the language's separators; `digits` fixes the decimals. */
  number(value: NumberValue, digits?: number): string;
  /**
   * An amount in its currency ('€1,234.50', fr '1 234,50 €'); an unknown or missing code gives
   * the number with two decimals and the code after it ('1,234.50 XYZ').
   */
  amount(value: NumberValue, currencyCode?: string | null): string;
  /** A ratio as a percentage: `percent(0.155)` → '15.5%' (fr '15,5 %'). */
  percent(ratio: NumberValue): string;
}

/** `YYYY-MM-DD` only: a calendar date. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `HH:MM` or `HH:MM:SS`: a time of day without a date. */
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

// Building an Intl formatter costs far more than using one: one per language and style.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function dateFormatter(lang: Lang, style: 'date' | 'dateTime' | 'time', utc: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${utc ? 'utc' : 'local'}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    const options = style === 'date' ? DATE : style === 'time' ? TIME : DATE_TIME;
    formatter = new Intl.DateTimeFormat(lang, utc ? { ...options, timeZone: 'UTC' } : options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function numberFormatter(lang: Lang, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${lang}|${key}`;
  let formatter = numberFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, options);
    numberFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * The digit group separator of each language whose whole numbers are written here without Intl:
 * the first `Intl.NumberFormat` of a page loads ICU's number data, ~100 ms of a phone's main
 * thread (4× slowed) in one piece, and a list's first screen writes only whole numbers (its
 * "1 to 10 of 10,016"). Groups of three from the first thousand, as CLDR writes both languages
 * (tests/unit/admin/format.test.ts checks every entry against Intl). A language missing here is
 * written by Intl.
 */
const GROUP_SEPARATOR: Partial<Record<Lang, string>> = { en: ',', fr: '\u202f' };

/** A non-negative whole number in groups of three, or undefined when Intl must write it. */
function wholeNumber(n: number, lang: Lang): string | undefined {
  const separator = GROUP_SEPARATOR[lang];
  if (separator === undefined || !Number.isSafeInteger(n) || n < 0 || Object.is(n, -0)) return undefined;
  return String(n).replace(/\B(?=(\d{3})+$)/g, separator);
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A calendar date as a UTC midnight, so a UTC formatter prints the day as written. */
function calendarDay(text: string): Date | undefined {
  const match = CALENDAR_DATE.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}

function toNumber(value: NumberValue): number | undefined {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function formatInstant(value: DateValue, lang: Lang, style: 'date' | 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = calendarDay(value);
    if (day) return dateFormatter(lang, 'date', true).format(day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormatter(lang, style, false).format(date);
}

function formatTime(value: DateValue, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = TIME_OF_DAY.exec(value);
    if (match) {
      const at = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]), Number(match[3] ?? 0)));
      return dateFormatter(lang, 'time', true).format(at);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormatter(lang, 'time', false).format(date);
}

function formatDayAndTime(day: string | null | undefined, time: string | null | undefined, lang: Lang): string {
  const date = calendarDay(day ?? '');
  const at = TIME_OF_DAY.exec(time ?? '');
  if (!date || !at) return [formatInstant(day, lang, 'date'), formatTime(time, lang)].filter(Boolean).join(' ');
  date.setUTCHours(Number(at[1]), Number(at[2]), Number(at[3] ?? 0));
  return dateFormatter(lang, 'dateTime', true).format(date);
}

function formatAmount(value: NumberValue, lang: Lang, currencyCode?: string | null): string {
  const n = toNumber(value);
  if (n === undefined) return isBlank(value) ? '' : String(value);
  const code = currencyCode?.trim().toUpperCase();
  if (code && /^[A-Z]{3}$/.test(code)) {
    try {
      return numberFormatter(lang, `currency:${code}`, { style: 'currency', currency: code }).format(n);
    } catch {
      // not a currency Intl knows: the number and the code, below
    }
  }
  const plain = numberFormatter(lang, 'amount', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return currencyCode ? `${plain} ${currencyCode}` : plain;
}

const sets = new Map<Lang, Formats>();

/**
 * The formatting set of a language (the same object every time).
 * @example formatsFor('fr').date('2026-11-18') // '18 nov. 2026'
 * @example formatsFor('en').amount(1234.5, 'EUR') // '€1,234.50'
 */
export function formatsFor(lang: Lang): Formats {
  let set = sets.get(lang);
  if (set) return set;
  set = {
    lang,
    date: (value) => formatInstant(value, lang, 'date'),
    dateTime: (value) => formatInstant(value, lang, 'dateTime'),
    time: (value) => formatTime(value, lang),
    dayAndTime: (day, time) => formatDayAndTime(day, time, lang),
    number: (value, digits) => {
      const n = toNumber(value);
      if (n === undefined) return isBlank(value) ? '' : String(value);
      const whole = digits === undefined || digits === 0 ? wholeNumber(n, lang) : undefined;
      if (whole !== undefined) return whole;
      const options = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
      return numberFormatter(lang, `number:${digits ?? ''}`, options).format(n);
    },
    amount: (value, currencyCode) => formatAmount(value, lang, currencyCode),
    percent: (ratio) => {
      const n = toNumber(ratio);
      if (n === undefined) return isBlank(ratio) ? '' : String(ratio);
      return numberFormatter(lang, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(n);
    },
  };
  sets.set(lang, set);
  return set;
}
