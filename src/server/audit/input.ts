/**
 * Reading the body of `POST /api/audit/get` (pure): filters `entity`, `entityId`, `userId`,
 * `fromDate`, `toDate` (ISO dates, inclusive days in UTC, or exact ISO date-times) and paging
 * `pageIndex` (default 1), `pageSize` (default 10, above 1000 answered as 1000). Problems are
 * one 400 keyed by field, in the caller's language.
 */
import { INT_MAX, positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { MAX_PAGE_SIZE, pageMaxTexts, pagingTexts } from '../http/paging.js';

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  userId?: number;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant (the day after `toDate`, or just after a date-time). */
  until?: Date;
  page: { index: number; size: number };
}

const TEXT_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const texts: Record<Lang, { invalid: string; date: string }> = {
  en: { invalid: '{field} is not valid.', date: '{field} must be a date (YYYY-MM-DD).' },
  fr: { invalid: "{field} n'est pas valide.", date: '{field} doit être une date (AAAA-MM-JJ).' },
};

type Input = Record<string, unknown>;
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A whole number from 1 to INT_MAX (a JSON number or a plain decimal text), else undefined. */
const positive = positiveIntOf;

/** `YYYY-MM-DD` (a whole day, UTC) or an ISO date-time, else undefined. */
function instant(raw: string, end: boolean): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (day) {
    const date = new Date(`${raw}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) return undefined;
    return end ? new Date(date.getTime() + DAY_MS) : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return undefined;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) return undefined;
  return end ? new Date(date.getTime() + 1) : date;
}

/** The query, or the field errors of the body (`errors` non-empty). */
export function readAuditQuery(body: unknown, lang: Lang): { query: AuditQuery; errors: FieldErrors } {
  const input: Input = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {};
  const errors: FieldErrors = {};
  const fail = (field: string, text: string) => {
    errors[field] = [text.replace('{field}', field)];
  };
  const query: AuditQuery = { page: { index: 1, size: 10 } };

  for (const field of ['entity', 'entityId'] as const) {
    const raw = input[field];
    if (isBlank(raw)) continue;
    const text = typeof raw === 'number' && field === 'entityId' && Number.isInteger(raw) ? String(raw) : raw;
    if (typeof text !== 'string' || text.length > TEXT_MAX) fail(field, texts[lang].invalid);
    else query[field] = text.trim();
  }
  if (!isBlank(input.userId)) {
    query.userId = positive(input.userId);
    if (query.userId === undefined) fail('userId', texts[lang].invalid);
  }
  for (const [field, end] of [
    ['fromDate', false],
    ['toDate', true],
  ] as const) {
    const raw = input[field];
    if (isBlank(raw)) continue;
    const at = typeof raw === 'string' ? instant(raw.trim(), end) : undefined;
    if (!at) fail(field, texts[lang].date);
    else if (end) query.until = at;
    else query.from = at;
  }
  for (const field of ['pageIndex', 'pageSize'] as const) {
    const raw = input[field];
    if (isBlank(raw)) continue;
    const n = positive(raw);
    const tooLarge = typeof raw === 'number' && Number.isInteger(raw) && raw > INT_MAX;
    if (n === undefined) fail(field, `${field} ${(tooLarge ? pageMaxTexts : pagingTexts)[lang]}`);
    else if (field === 'pageIndex') query.page.index = n;
    else query.page.size = Math.min(n, MAX_PAGE_SIZE);
  }
  return { query, errors };
}
