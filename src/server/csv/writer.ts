/**
 * The CSV text of an export, as a stream: a UTF-8 byte order mark (so spreadsheets read the
 * accents), the headers in the caller's language, then one line per row, batch by batch as the
 * database cursor hands them over. The stream pulls the next batch only when the answer has
 * been written out, so memory holds one batch whatever the number of rows; destroying it (a
 * closed download) ends the generator, which closes the cursor.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Lang } from '@schema/types.js';
import type { Row } from '../db/types.js';
import { cellText } from './cell.js';
import type { CsvColumn } from './columns.js';

const BOM = '\uFEFF';

/**
 * CRLF records, quotes only where a value needs them (RFC 4180): a comma, a quote, or any line
 * break (csv-stringify quotes the record delimiter only, so a lone LF is matched here).
 */
function lines(records: string[][]): string {
  return stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

async function* csvText(batches: AsyncIterable<Row[]>, columns: CsvColumn[], lang: Lang): AsyncGenerator<string> {
  yield BOM + lines([columns.map((c) => c.header[lang])]);
  for await (const rows of batches) {
    yield lines(rows.map((row) => columns.map((c) => cellText(row[c.key], c.html))));
  }
}

export function csvStream(batches: AsyncIterable<Row[]>, columns: CsvColumn[], lang: Lang): Readable {
  return Readable.from(csvText(batches, columns, lang), { objectMode: false });
}
