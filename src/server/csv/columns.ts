/**
 * A column of an export: the key of the value in each row the export's query selects, and its
 * header in each language. Values come out of SQL already as text (amounts `numeric::text`,
 * dates ISO), so nothing is ever read through a JavaScript number on its way to the file.
 */
import type { Lang } from '@schema/types.js';

export interface CsvColumn {
  /** The row's key (the query's column alias). */
  key: string;
  header: Record<Lang, string>;
  /** Stored HTML (rich text): written as its plain text. */
  html?: boolean;
  /**
   * An amount (or any decimal) as SQL wrote it (`1250.00`): written with the decimal mark of the
   * caller's spreadsheet convention (`1250,00` in French, convention.ts).
   */
  amount?: boolean;
}

/** `<expr>` as ISO 8601 UTC text (`2026-11-28T02:27:55Z`) for a timestamptz column. */
export function isoDateTime(expr: string): string {
  return `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
