/**
 * Reads a PDF the way a reader's viewer does (pdfjs-dist, its legacy build for Node): the text of
 * each page, and the names of the fonts in the bytes. Tests of every PDF (invoices, statement,
 * charts) check what a person would read, not how jsPDF wrote it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page, items joined by spaces (a table row reads as one line of words). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** All pages' text as one string. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join('\n');

/** The standard-14 font names (none may appear when every text uses an embedded font). */
export const STANDARD_14 = ['Helvetica', 'Times-Roman', 'Courier', 'Symbol', 'ZapfDingbats'];

/** Whether the bytes name a standard-14 font, and whether they embed a TrueType font program. */
export function fontFacts(bytes: Uint8Array): { standard14: string[]; embedsTrueType: boolean } {
  const text = Buffer.from(bytes).toString('latin1');
  return {
    standard14: STANDARD_14.filter((name) => text.includes(`/${name}`)),
    embedsTrueType: text.includes('/FontFile2'),
  };
}
