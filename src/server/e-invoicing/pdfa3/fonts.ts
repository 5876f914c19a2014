/**
 * The fonts of the input, made what PDF/A expects and checked (ISO 19005-3 §6.2.11). jsPDF
 * already embeds DejaVu Sans as a Type 0 font (CIDFontType2, Identity-H, `CIDToGIDMap /Identity`,
 * widths, ToUnicode) and writes no standard-14 font; what it lacks is the subset tag: it embeds a
 * subset of the glyphs but names both faces plain `DejaVuSans`, while ISO 32000-1 §9.6.4 says a
 * subset's name shall begin with six capital letters and a `+` (a reader could otherwise take one
 * face's subset for the other, or for the installed font). The tag is derived from the embedded
 * program's bytes, so it is deterministic and differs between the regular and bold subsets.
 * A font without an embedded program makes `embedFontsOrThrow` refuse the document: a Factur-X
 * that is not PDF/A is never produced.
 */
import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream, type PDFContext } from 'pdf-lib';

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map((k) => PDFName.of(k));
const name = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText();

/** Six capital letters from the program's bytes. */
function subsetTag(program: PDFRawStream): string {
  const digest = createHash('sha256').update(program.getContents()).digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

function embeddedProgram(font: PDFDict): PDFRawStream | undefined {
  const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  for (const key of FONT_FILES) {
    const program = descriptor?.lookupMaybe(key, PDFStream);
    if (program instanceof PDFRawStream) return program;
  }
  return undefined;
}

/** Names an embedded simple or CID font after its subset; throws when its program is not embedded. */
function tagSubset(font: PDFDict): void {
  const program = embeddedProgram(font);
  const baseFont = name(font, 'BaseFont') ?? '?';
  if (!program) throw new Error(`Factur-X: the font ${baseFont} is not embedded, so the PDF cannot be PDF/A.`);
  if (/^[A-Z]{6}\+/.test(baseFont)) return;
  const tagged = PDFName.of(`${subsetTag(program)}+${baseFont}`);
  font.set(PDFName.of('BaseFont'), tagged);
  font.lookup(PDFName.of('FontDescriptor'), PDFDict).set(PDFName.of('FontName'), tagged);
}

/** Tags the subsets and throws when a font (Type 3 excepted: its glyphs are content streams) is not embedded. */
export function embedFontsOrThrow(context: PDFContext): void {
  for (const [, font] of context.enumerateIndirectObjects()) {
    if (!(font instanceof PDFDict) || name(font, 'Type') !== 'Font') continue;
    const subtype = name(font, 'Subtype');
    if (subtype === 'Type3') continue;
    if (subtype !== 'Type0') {
      tagSubset(font);
      continue;
    }
    // A Type 0 font is named after its descendant (ISO 32000-1 §9.7.6.1), which may be a direct object.
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    tagSubset(descendant);
    font.set(PDFName.of('BaseFont'), descendant.get(PDFName.of('BaseFont'))!);
  }
}
