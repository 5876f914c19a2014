import type { Row } from '../db/types.js';

/** Each row of a stream of batches through `fn` (names in the caller's language, joined references...). */
export async function* mapBatches(batches: AsyncIterable<Row[]>, fn: (row: Row) => Row): AsyncGenerator<Row[]> {
  for await (const rows of batches) yield rows.map(fn);
}
