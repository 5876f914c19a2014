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

/**
 * The lines of each page as a reader sees them: the text items that stand on one baseline, left
 * to right, joined by spaces (a table row's cells make one line; a figure broken over two lines
 * of its cell shows as two pieces on two lines). Spaces of any kind read as one.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const byBaseline = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    pages.push(
      [...byBaseline.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((item) => item.text)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
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
