/**
 * Reads an export back: the BOM checked and dropped, then the header line and the records;
 * `delimiter` `;` for a French file (src/server/csv/convention.ts).
 */
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

export function readCsv(
  body: string,
  delimiter: ',' | ';' = ',',
): { headers: string[]; rows: Record<string, string>[] } {
  expect(body.startsWith('\uFEFF'), 'UTF-8 byte order mark first').toBe(true);
  const [headers, ...records] = parse(body.slice(1), { delimiter, relax_column_count: false }) as string[][];
  return { headers, rows: records.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i]]))) };
}
