/**
 * The PDF engine (README.md): documents drawn on the server with jsPDF + jspdf-autotable in the
 * embedded DejaVu Sans font, deterministic, with page numbers. Used by the invoice and receipt
 * PDFs, the statement and the charts.
 */
export { createPdf, finishPdf, type PdfDocument, type PdfOptions } from './document.js';
export { drawLetterhead, loadTenantLetterhead, type TenantLetterhead } from './letterhead.js';
export { drawTable, type PdfTable } from './table.js';
export { drawKeyValues, type KeyValue } from './key-values.js';
export { drawHeading, drawParagraph, ensureSpace, type ParagraphOptions } from './text.js';
export {
  formatDay,
  formatDecimal,
  formatIban,
  formatMoney,
  formatQuantity,
  plainLines,
  PDF_LOCALES,
} from './format.js';
export { CELL_PADDING, measureText, wordsOf, type MeasureOptions } from './measure.js';
export { sellerLegalLine } from './legal-line.js';
export { pdfAnswer, pdfResponseSchema, sendPdf } from './reply.js';
export { FONT_FAMILY } from './fonts.js';
export { COLOURS, CONTENT_BOTTOM, CONTENT_WIDTH, FONT_SIZE, lineHeight, PAGE } from './layout.js';
