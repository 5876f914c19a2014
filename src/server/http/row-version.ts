/**
 * Row versions, against lost updates. Every engine row, user and role carries `version`
 * (1 when created, +1 per update, delete and restore); getbyid answers it as `ETag: "<n>"`.
 * An update may name the version it was made from, as `version` in its body or as
 * `If-Match: "<n>"` (quotes optional, `W/` ignored, `*` = any); when the row is at another
 * version the update answers 409 `stale-version` and changes nothing. Without either, the
 * update applies as before (the spec's documented clients send neither).
 * Callers compare inside their write transaction, on the row they locked `FOR UPDATE`, so two
 * saves made from the same read can never both pass.
 *
 * @example
 *   const expected = expectedVersion(request.body, request.headers, lang); // before the transaction
 *   // in it: SELECT version ... FOR UPDATE, then
 *   checkVersion(expected, row.version, lang);
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '@schema/types.js';
import { positiveIntOf } from '@domain/int-bounds.js';
import { HttpError, ValidationError } from '../errors.js';

export interface ExpectedVersion {
  /** `version` of the body. */
  body?: number;
  /** Versions listed by If-Match (NaN for a tag that is not a version: it matches nothing). */
  ifMatch?: number[];
}

const texts: Record<Lang, { stale: string; invalid: string }> = {
  en: {
    stale: 'This record was changed by someone else. Reload it and try again.',
    invalid: 'Version must be a whole number of at least 1.',
  },
  fr: {
    stale: "Cet enregistrement a été modifié par quelqu'un d'autre. Rechargez-le et réessayez.",
    invalid: 'La version doit être un nombre entier supérieur ou égal à 1.',
  },
};

/** The 409 of a stale version: problem details with `code: 'stale-version'`. */
export const staleVersion = (lang: Lang) => new HttpError(409, texts[lang].stale, {}, 'stale-version');

/** The ETag of a version: `"3"` (a strong validator, quoted). */
export const etagOf = (version: unknown): string => `"${String(version)}"`;

function bodyVersion(body: unknown, lang: Lang): number | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>).version;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = positiveIntOf(raw);
  if (n === undefined) throw new ValidationError({ version: [texts[lang].invalid] });
  return n;
}

function ifMatchVersions(header: string | string[] | undefined): number[] | undefined {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (!text || text === '*') return undefined;
  return text.split(',').map((tag) => {
    const bare = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1');
    return /^\d{1,10}$/.test(bare) ? Number(bare) : NaN;
  });
}

/** What the request says it was made from (read before the transaction; a bad body `version` is a 400). */
export function expectedVersion(body: unknown, headers: IncomingHttpHeaders, lang: Lang): ExpectedVersion {
  return { body: bodyVersion(body, lang), ifMatch: ifMatchVersions(headers['if-match']) };
}

/** Whether the request was made from another version than the row's current one. */
export function isStale(expected: ExpectedVersion, current: number): boolean {
  if (expected.body !== undefined && expected.body !== current) return true;
  return expected.ifMatch !== undefined && !expected.ifMatch.includes(current);
}

/** 409 `stale-version` when the request was made from another version. */
export function checkVersion(expected: ExpectedVersion, current: number, lang: Lang): void {
  if (isStale(expected, current)) throw staleVersion(lang);
}
