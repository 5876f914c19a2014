/**
 * A PDF under construction: jsPDF set up the one way every document of the product is (A4
 * portrait in mm, the embedded font, metadata in the document's language) and the cursor where
 * the next block goes. Deterministic: the creation date is the document's own date and the file
 * identifier a hash of its key, so the same input gives the same bytes (jsPDF writes no other
 * clock or random value).
 *
 * @example
 *   const doc = await createPdf({ title: 'Invoice INV-2026-00042', lang: 'en', date: '2026-11-28', fileKey: 'invoice:42' });
 *   drawLetterhead(doc, await loadTenantLetterhead(db));
 *   drawTable(doc, { head: [['Description', 'Amount']], body: [['Hotel', '€120.00']] });
 *   reply.send(finishPdf(doc));
 */
import { createHash } from 'node:crypto';
import type { jsPDF } from 'jspdf';
import type { Lang } from '@schema/types.js';
import { FONT_FAMILY, registerFonts } from './fonts.js';
import { COLOURS, FONT_SIZE, PAGE } from './layout.js';
import { PDF_LOCALES } from './format.js';
import { loadPdfLibraries } from './libraries.js';
import { PDF_TEXTS } from './texts.js';

export interface PdfDocument {
  /** The jsPDF document, for what the helpers do not draw (stay with FONT_FAMILY). */
  readonly pdf: jsPDF;
  readonly lang: Lang;
  /** The title line of the letterhead and the PDF's Title. */
  readonly title: string;
  /** Where the next block starts, in mm from the top of the current page. */
  y: number;
}

export interface PdfOptions {
  title: string;
  subject?: string;
  lang: Lang;
  /** The document's own date (an ISO day or a Date): its CreationDate, never the clock. */
  date: string | Date;
  /** What identifies the content (e.g. `invoice:42:en`): hashed into the file identifier. */
  fileKey: string;
}

const creationDate = (date: string | Date) =>
  date instanceof Date ? date : new Date(date.length === 10 ? `${date}T00:00:00Z` : date);

export async function createPdf(options: PdfOptions): Promise<PdfDocument> {
  const { jsPDF } = await loadPdfLibraries();
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true, putOnlyUsedFonts: true });
  registerFonts(pdf);
  pdf.setCreationDate(creationDate(options.date));
  pdf.setFileId(createHash('sha256').update(options.fileKey).digest('hex').slice(0, 32));
  pdf.setProperties({ title: options.title, subject: options.subject ?? '', creator: 'Travel back office' });
  pdf.setLanguage(PDF_LOCALES[options.lang] as Parameters<jsPDF['setLanguage']>[0]);
  pdf.setFontSize(FONT_SIZE.body);
  pdf.setTextColor(...COLOURS.text);
  return { pdf, lang: options.lang, title: options.title, y: PAGE.margin };
}

/** Writes "Page n of N" / "Page n sur N" at the foot of every page, then the bytes. */
export function finishPdf(doc: PdfDocument): Uint8Array {
  const { pdf } = doc;
  const pages = pdf.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    pdf.setPage(n);
    pdf.setFont(FONT_FAMILY, 'normal');
    pdf.setFontSize(FONT_SIZE.small);
    pdf.setTextColor(...COLOURS.muted);
    pdf.text(PDF_TEXTS[doc.lang].page(n, pages), PAGE.width - PAGE.margin, PAGE.height - PAGE.margin + 4, {
      align: 'right',
    });
  }
  return new Uint8Array(pdf.output('arraybuffer'));
}
