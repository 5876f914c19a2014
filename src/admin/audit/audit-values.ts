/**
 * Pure formatting of the values of an audit diff (and of a form's unsaved values): no React.
 * Booleans read yes/no, empty values —, dates in the UI language, rich text as its text,
 * lists joined, known codes by their label; long texts are cut by the component, which keeps
 * the full value for hover and expand.
 */
import type { Lang } from '@schema/types';
import { formatsFor } from '../i18n/format';

/** How a field's values read, from its schema property (or a bespoke screen's own table). */
export interface FieldFormat {
  kind?: 'boolean' | 'date' | 'date-time' | 'html' | 'list';
  /** Labels of known values, e.g. a role type `{ "1": "Company role" }` or a referenced row's label. */
  labels?: Record<string, string>;
}

export interface ValueTexts {
  yes: string;
  no: string;
}

export const EMPTY = '—';
/** Longer texts are cut in the table (the full text stays reachable). */
export const SHORT_LENGTH = 80;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The text of an HTML value, tags dropped (the parser runs nothing). */
export function htmlText(html: string): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

function scalar(value: unknown, format: FieldFormat, lang: Lang, texts: ValueTexts): string {
  const label = value === undefined ? undefined : format.labels?.[String(value)];
  if (label !== undefined) return label;
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (format.kind === 'date') return formatsFor(lang).date(String(value));
  if (format.kind === 'date-time') return formatsFor(lang).dateTime(String(value));
  if (format.kind === 'html' && typeof value === 'string') return htmlText(value) || EMPTY;
  if (typeof value === 'object') return nameOf(value as Record<string, unknown>) ?? JSON.stringify(value);
  return String(value);
}

/** What an object in a value is called: its title, name or label (a user's roles `[{id, title}]`). */
function nameOf(value: Record<string, unknown>): string | undefined {
  const name = value.title ?? value.name ?? value.label;
  return typeof name === 'string' ? name : undefined;
}

/**
 * A value as read in the diff.
 * @example formatValue(true, {}, 'en', { yes: 'Yes', no: 'No' }) // 'Yes'
 * @example formatValue(null, {}, 'en', texts) // '—'
 * @example formatValue([2, 1], { labels: { 1: 'admin', 2: 'finance' } }, 'en', texts) // 'finance, admin'
 */
export function formatValue(value: unknown, format: FieldFormat, lang: Lang, texts: ValueTexts): string {
  if (Array.isArray(value)) {
    return value.length ? value.map((v) => scalar(v, format, lang, texts)).join(', ') : EMPTY;
  }
  return scalar(value, format, lang, texts);
}

/** What a list change added and removed (roles of a user, permissions of a role), as formatted items. */
export function listDifference(before: unknown, after: unknown, format: FieldFormat, lang: Lang, texts: ValueTexts) {
  if (!Array.isArray(before) && !Array.isArray(after)) return undefined;
  const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : isEmpty(v) ? [] : [v]);
  const key = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  const was = items(before);
  const now = items(after);
  const wasKeys = new Set(was.map(key));
  const nowKeys = new Set(now.map(key));
  const show = (v: unknown) => scalar(v, format, lang, texts);
  return {
    added: now.filter((v) => !wasKeys.has(key(v))).map(show),
    removed: was.filter((v) => !nowKeys.has(key(v))).map(show),
  };
}

/** A text cut to `length` characters with an ellipsis, and whether it was cut. */
export function shorten(text: string, length = SHORT_LENGTH): { text: string; cut: boolean } {
  return text.length > length ? { text: `${text.slice(0, length - 1).trimEnd()}…`, cut: true } : { text, cut: false };
}

/**
 * The fields whose value the user changed from what was read, e.g. after a save refused on a
 * stale version. Empty values ('' and null) count as the same.
 */
export function changedFields(
  read: Record<string, unknown>,
  mine: Record<string, unknown>,
  fields: string[],
): string[] {
  const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);
  return fields.filter((f) => !same(read[f], mine[f]));
}
