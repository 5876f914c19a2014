/**
 * The range of a PostgreSQL `integer` column, and of the ids it holds: every integer the API
 * takes is checked against these before the database sees it (a wider value would overflow the
 * column: a database error, not a 400).
 */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** An id of a row (serial column): a whole number from 1 to INT_MAX. */
export const isRowId = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= INT_MAX;

/** The JSON Schema of such an id. */
export const rowIdSchema = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/**
 * A whole number from 1 to INT_MAX (an id, a version, a page number) given as a JSON number or a
 * plain decimal text; anything else (`0x10`, `1e3`, ` 12`, `+5`, `1.0`, `abc`) is undefined.
 */
export function positiveIntOf(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return isRowId(n) ? n : undefined;
}
