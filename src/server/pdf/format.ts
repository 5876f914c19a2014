/**
 * Figures and dates as a reader of the PDF's language expects them: `€1,250.00` / `1 250,00 €`,
 * `28 Nov 2026` / `28 nov. 2026`, and the plain text of stored rich text. Amounts are formatted
 * from their decimal string (Intl reads a string exactly), so a value from SQL `numeric::text`
 * never passes through a float.
 */
import type { Lang } from '@schema/types.js';

export const PDF_LOCALES: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR' };

type Decimal = string | number;

/** Intl formatters are costly to make (a 1,000-row invoice formats 4,000 figures): one per locale and options. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(PDF_LOCALES[lang], options);
    formatters.set(key, format);
  }
  return format;
}
/** Intl's typings take a number; at run time a decimal string is read exactly (ECMA-402 NumberFormat v3). */
const exact = (value: Decimal) => value as unknown as number;

/** A money amount with its currency (ISO 4217 code), or the bare figure and the code when Intl does not know it. */
export function formatMoney(value: Decimal, currency: string | null, lang: Lang): string {
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      return numberFormat(lang, { style: 'currency', currency }).format(exact(value));
    } catch {
      // A code Intl does not know: the figure and the code below.
    }
  }
  const figure = formatDecimal(value, lang);
  return currency ? `${figure} ${currency}` : figure;
}

/** A figure with two decimals (or `digits`), grouped: `1,250.00` / `1 250,00`. */
export function formatDecimal(value: Decimal, lang: Lang, digits = 2): string {
  return numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(exact(value));
}

/** A quantity or a rate: as many decimals as it has (up to 2), `3`, `2.5`, `20`. */
export function formatQuantity(value: Decimal, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(exact(value));
}

/** An IBAN as it is printed and read aloud: compact, upper-case, in groups of 4 (`FR76 3000 6000 0112 3456 7890 189`). */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** An ISO day (`2026-11-28`) as `28 Nov 2026` / `28 nov. 2026`; empty for none. */
export function formatDay(day: string | null | undefined, lang: Lang): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(PDF_LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text of stored (sanitised) rich text, its paragraphs and line breaks kept as new lines:
 * `<p>Paris<br>3 nights</p>` → `Paris\n3 nights`.
 */
export function plainLines(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-3]|blockquote)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
