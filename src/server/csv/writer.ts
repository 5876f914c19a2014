/**
 * The CSV text of an export, as a stream: a UTF-8 byte order mark (so spreadsheets read the
 * accents), the headers in the caller's language, then one line per row in its spreadsheet
 * convention (convention.ts: `;` and decimal commas in French), batch by batch as the
 * database cursor hands them over. The stream pulls the next batch only when the answer has
 * been written out, so memory holds one batch whatever the number of rows; destroying it (a
 * closed download) ends the generator, which closes the cursor.
 */
import { Readable } from 'node:stream';
import type { Lang } from '@schema/types.js';
import type { Row } from '../db/types.js';
import { cellText } from './cell.js';
import type { CsvColumn } from './columns.js';
import { amountText, csvConvention, type CsvConvention } from './convention.js';

const BOM = '\uFEFF';

/** A value that needs quotes: the delimiter, a quote or any line break (RFC 4180). */
const NEEDS_QUOTES = { ',': /[",\r\n]/, ';': /[";\r\n]/ };

/**
 * CRLF records, quotes only where a value needs them, a quote inside doubled (RFC 4180). Written
 * here rather than with csv-stringify: its sync API cost 25 to 36 µs a row of 16 columns, five
 * times the rest of the export (a million invoices: half a minute of CPU); this is the whole rule,
 * and tests read the output back with csv-parse.
 */
export function csvLines(records: string[][], delimiter: CsvConvention['delimiter'] = ','): string {
  const needsQuotes = NEEDS_QUOTES[delimiter];
  let out = '';
  for (const record of records) {
    out += record.map((v) => (needsQuotes.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(delimiter);
    out += '\r\n';
  }
  return out;
}

/** One value as its cell: an amount with the convention's decimal mark, any other through cellText. */
function cellOf(value: unknown, column: CsvColumn, convention: CsvConvention): string {
  if (column.amount && value !== null && value !== undefined) return cellText(amountText(String(value), convention));
  return cellText(value, column.html);
}

async function* csvText(batches: AsyncIterable<Row[]>, columns: CsvColumn[], lang: Lang): AsyncGenerator<string> {
  const convention = csvConvention(lang);
  yield BOM + csvLines([columns.map((c) => c.header[lang])], convention.delimiter);
  for await (const rows of batches) {
    yield csvLines(
      rows.map((row) => columns.map((c) => cellOf(row[c.key], c, convention))),
      convention.delimiter,
    );
  }
}

export function csvStream(batches: AsyncIterable<Row[]>, columns: CsvColumn[], lang: Lang): Readable {
  return Readable.from(csvText(batches, columns, lang), { objectMode: false });
}
