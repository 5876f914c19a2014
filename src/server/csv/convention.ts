/**
 * The spreadsheet convention of the caller's language, so a double-click opens the file in
 * columns with numbers that add up: English comma-separated with a decimal point (`1250.00`);
 * French semicolon-separated with a decimal comma (`1250,00`), as Excel and LibreOffice read CSV
 * under a French locale (their list separator is `;` because the comma is the decimal mark).
 * Never a thousands separator: a spreadsheet would read `1 250,00` as text.
 */
import type { Lang } from '@schema/types.js';

export interface CsvConvention {
  /** Between two cells. */
  delimiter: ',' | ';';
  /** Between an amount's units and its decimals. */
  decimalMark: '.' | ',';
}

const CONVENTIONS: Record<Lang, CsvConvention> = {
  en: { delimiter: ',', decimalMark: '.' },
  fr: { delimiter: ';', decimalMark: ',' },
};

export function csvConvention(lang: Lang): CsvConvention {
  return CONVENTIONS[lang];
}

/** A plain decimal as SQL writes it (`-125.00`) with the convention's decimal mark (`-125,00`). */
export function amountText(value: string, convention: CsvConvention): string {
  return convention.decimalMark === '.' ? value : value.replace('.', convention.decimalMark);
}
