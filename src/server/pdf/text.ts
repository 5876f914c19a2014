/**
 * Blocks of text at the cursor: a heading, a paragraph (wrapped to the content width, new lines
 * kept, continued on the next page when it does not fit), and the page break before a block.
 */
import type { PdfDocument } from './document.js';
import { FONT_FAMILY } from './fonts.js';
import { COLOURS, CONTENT_BOTTOM, CONTENT_WIDTH, FONT_SIZE, lineHeight, PAGE } from './layout.js';

/** Starts a new page when `height` mm do not fit below the cursor. */
export function ensureSpace(doc: PdfDocument, height: number): void {
  if (doc.y + height <= CONTENT_BOTTOM) return;
  doc.pdf.addPage();
  doc.y = PAGE.margin;
}

export interface ParagraphOptions {
  bold?: boolean;
  size?: number;
  muted?: boolean;
  /** Space after the block, mm (default 3). */
  after?: number;
}

/** Wrapped text at the cursor, line by line so a long one runs on to the next page. */
export function drawParagraph(doc: PdfDocument, text: string, options: ParagraphOptions = {}): void {
  if (!text) return;
  const { pdf } = doc;
  const size = options.size ?? FONT_SIZE.body;
  pdf.setFont(FONT_FAMILY, options.bold ? 'bold' : 'normal');
  pdf.setFontSize(size);
  const [r, g, b] = options.muted ? COLOURS.muted : COLOURS.text;
  pdf.setTextColor(r, g, b);
  const step = lineHeight(size);
  const lines = pdf.splitTextToSize(text, CONTENT_WIDTH) as string[];
  for (const line of lines) {
    ensureSpace(doc, step);
    pdf.text(line, PAGE.margin, doc.y, { baseline: 'top' });
    doc.y += step;
  }
  doc.y += options.after ?? 3;
  pdf.setTextColor(...COLOURS.text);
  pdf.setFont(FONT_FAMILY, 'normal');
}

/** A bold heading, kept with at least a few lines of what follows. */
export function drawHeading(doc: PdfDocument, text: string): void {
  ensureSpace(doc, lineHeight(FONT_SIZE.heading) + 12);
  drawParagraph(doc, text, { bold: true, size: FONT_SIZE.heading, after: 1.5 });
}
