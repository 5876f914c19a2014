/** CSV exports of the lists: columns, the streamed writer, the answer (README.md). */
export { isoDateTime, type CsvColumn } from './columns.js';
export { cellText, plainText } from './cell.js';
export { csvStream } from './writer.js';
export { mapBatches } from './batches.js';
export { csvFileName, sendCsv, type CsvExport } from './reply.js';
export { csvAnswer, exportRouteSchema } from './route-schema.js';
