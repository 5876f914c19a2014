/**
 * The changed fields of one write, as the audit trail keeps them: `[{field, before, after}]`,
 * only the fields whose value differs (compared as JSON, object keys in any order). A created row
 * lists its non-empty fields (before null), a removed one its non-empty fields (after null).
 * Secrets are never compared or kept: each named secret adds `{field, before: null, after: null,
 * redacted: true}`, saying only that it changed.
 *
 * @example
 *   changesOf({ title: 'Bank', ref: 'B1' }, { title: 'Bank 2', ref: 'B1' }) // [{ field: 'title', before: 'Bank', after: 'Bank 2' }]
 *   changesOf(null, { email: 'a@b.c' }, { secrets: ['password'] })
 *   // [{ field: 'email', before: null, after: 'a@b.c' }, { field: 'password', before: null, after: null, redacted: true }]
 */

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
  redacted?: true;
}

type Values = Record<string, unknown>;

export interface ChangeOptions {
  /** Fields never recorded: the id, versions, bookkeeping dates. */
  ignore?: readonly string[];
  /** Fields that changed but whose values must not be kept (passwords). */
  secrets?: readonly string[];
}

/** A value as JSON would carry it: dates as ISO text, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, plain((value as Values)[k])]),
    );
  }
  return value;
}

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

export function changesOf(before: Values | null, after: Values | null, options: ChangeOptions = {}): Change[] {
  const ignore = new Set([...(options.ignore ?? []), ...(options.secrets ?? [])]);
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter(
    (f) => !ignore.has(f),
  );
  const out: Change[] = [];
  for (const field of fields) {
    const b = before ? plain(before[field]) : null;
    const a = after ? plain(after[field]) : null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if ((!before && isEmpty(a)) || (!after && isEmpty(b))) continue;
    out.push({ field, before: b, after: a });
  }
  for (const field of options.secrets ?? []) out.push({ field, before: null, after: null, redacted: true });
  return out;
}
