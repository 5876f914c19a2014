/**
 * Label and value pairs at the cursor, in one or two columns (labels muted, values in the text
 * colour), wrapped and broken across pages like a table. Empty values are left out.
 *
 * @example drawKeyValues(doc, [['Agency', 'Blue Horizon'], ['Due date', '28 Dec 2026']], { columns: 2 });
 */
import type { CellInput, Styles } from 'jspdf-autotable';
import type { PdfDocument } from './document.js';
import { COLOURS } from './layout.js';
import { drawTable } from './table.js';

export type KeyValue = readonly [label: string, value: string | null | undefined];

export function drawKeyValues(doc: PdfDocument, pairs: readonly KeyValue[], options: { columns?: 1 | 2 } = {}): void {
  const shown = pairs.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return;
  const columns = options.columns ?? 1;
  const rows: CellInput[][] = [];
  for (let i = 0; i < shown.length; i += columns) {
    rows.push(shown.slice(i, i + columns).flatMap(([label, value]) => [label, value ?? '']));
  }
  const label: Partial<Styles> = { textColor: [...COLOURS.muted], cellWidth: columns === 2 ? 37 : 45 };
  drawTable(doc, {
    head: [],
    body: rows,
    theme: 'plain',
    columnStyles: columns === 2 ? { 0: label, 2: label } : { 0: label },
    after: 3,
  });
}
