/**
 * The one font of every PDF: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package,
 * a Unicode TrueType font that covers French accents, the Turkish letters (ğ ı ş İ) and the
 * currency signs. It is embedded as a subset (jsPDF writes only the outlines a document uses,
 * and the glyph names are dropped first: ttf-post.ts), so a one-page invoice stays small. No standard-14 font is ever written (`putOnlyUsedFonts` in
 * document.ts), which a later PDF/A profile requires.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { jsPDF } from 'jspdf';
import { withoutGlyphNames } from './ttf-post.js';

export const FONT_FAMILY = 'DejaVuSans';

const FILES = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** The TTF files as base64 (what jsPDF's VFS takes), read once per process. */
let cache: Record<keyof typeof FILES, string> | null = null;

function fontData(): Record<keyof typeof FILES, string> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const dir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
  cache = {
    normal: withoutGlyphNames(readFileSync(dir + FILES.normal)).toString('base64'),
    bold: withoutGlyphNames(readFileSync(dir + FILES.bold)).toString('base64'),
  };
  return cache;
}

/** Adds the regular and bold faces to a new document and makes the regular one current. */
export function registerFonts(doc: jsPDF): void {
  const data = fontData();
  for (const style of ['normal', 'bold'] as const) {
    doc.addFileToVFS(FILES[style], data[style]);
    doc.addFont(FILES[style], FONT_FAMILY, style);
  }
  doc.setFont(FONT_FAMILY, 'normal');
}
