/**
 * A table at the cursor (jspdf-autotable): the embedded font in every cell, the header row
 * repeated on each page it runs over, the foot (totals) on the last page only, and the cursor
 * moved below it.
 */
import type { RowInput, Styles } from 'jspdf-autotable';
import type { PdfDocument } from './document.js';
import { FONT_FAMILY } from './fonts.js';
import { COLOURS, CONTENT_BOTTOM, FONT_SIZE, PAGE } from './layout.js';
import { pdfLibraries } from './libraries.js';
import { CELL_PADDING } from './measure.js';

export interface PdfTable {
  head: RowInput[];
  body: RowInput[];
  /** Rows after the body, drawn once at the end (e.g. totals). */
  foot?: RowInput[];
  /** By column index: `{ 3: { halign: 'right', cellWidth: 25 } }`. */
  columnStyles?: Record<number, Partial<Styles>>;
  /** `grid` (default) for figures, `plain` for label/value layouts. */
  theme?: 'grid' | 'plain' | 'striped';
  /** Space after the table, mm (default 4). */
  after?: number;
  /** Points, every cell (default the body size): a table of wide figures may need a smaller one. */
  fontSize?: number;
}

/** What jspdf-autotable leaves on the document: where the last table ended. */
type WithLastTable = { lastAutoTable?: { finalY?: number } };

export function drawTable(doc: PdfDocument, table: PdfTable): void {
  const base: Partial<Styles> = {
    font: FONT_FAMILY,
    fontStyle: 'normal',
    fontSize: table.fontSize ?? FONT_SIZE.body,
    cellPadding: CELL_PADDING,
    overflow: 'linebreak',
    textColor: [...COLOURS.text],
    lineColor: [...COLOURS.rule],
    lineWidth: table.theme === 'plain' ? 0 : 0.1,
  };
  pdfLibraries().autoTable(doc.pdf, {
    startY: doc.y,
    head: table.head,
    body: table.body,
    foot: table.foot,
    theme: table.theme ?? 'grid',
    showHead: 'everyPage',
    showFoot: 'lastPage',
    margin: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.height - CONTENT_BOTTOM },
    styles: base,
    headStyles: { ...base, fontStyle: 'bold', fillColor: [...COLOURS.headFill] },
    bodyStyles: base,
    footStyles: { ...base, fontStyle: 'bold', fillColor: false },
    columnStyles: table.columnStyles ?? {},
    // autotable applies column styles to the body only: the head and foot cells of a figure
    // column are aligned like its figures.
    didParseCell: (data) => {
      const halign = table.columnStyles?.[data.column.index]?.halign;
      if (data.section !== 'body' && halign) data.cell.styles.halign = halign;
    },
  });
  const finalY = (doc.pdf as unknown as WithLastTable).lastAutoTable?.finalY ?? doc.y;
  doc.y = finalY + (table.after ?? 4);
}
