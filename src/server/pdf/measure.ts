/**
 * How wide text is in the document's font, for tables whose columns are sized to what they hold:
 * a figure or a reference whose column is narrower than it breaks in the middle
 * (`123 456 78` / `9,00 €`); one given its measured width never does.
 *
 * @example
 *   const amounts = rows.map((r) => formatMoney(r.total, 'EUR', lang));
 *   const width = measureText(doc, amounts) + 2 * CELL_PADDING; // the Total column's cellWidth
 */
import type { PdfDocument } from './document.js';
import { FONT_FAMILY } from './fonts.js';
import { FONT_SIZE } from './layout.js';

/** The padding of a table cell on each side, mm (table.ts). */
export const CELL_PADDING = 1.6;

export interface MeasureOptions {
  bold?: boolean;
  /** Points; the body size by default. */
  size?: number;
}

/** The widest line of `texts` (a text's new lines are lines of their own), in mm; 0 for none. */
export function measureText(doc: PdfDocument, texts: Iterable<string>, options: MeasureOptions = {}): number {
  const { pdf } = doc;
  pdf.setFont(FONT_FAMILY, options.bold ? 'bold' : 'normal');
  pdf.setFontSize(options.size ?? FONT_SIZE.body);
  const seen = new Set<string>();
  let widest = 0;
  for (const text of texts)
    for (const line of text.split('\n')) {
      if (seen.has(line)) continue;
      seen.add(line);
      widest = Math.max(widest, pdf.getTextWidth(line));
    }
  pdf.setFont(FONT_FAMILY, 'normal');
  pdf.setFontSize(FONT_SIZE.body);
  return widest;
}

/** The words of a label (what a wrapped head cell may break between): `['Request', 'Ref', '/', 'Invoice']`. */
export const wordsOf = (texts: Iterable<string>): string[] => [...texts].flatMap((text) => text.split(/\s+/));
