/**
 * Money as the user writes it, read and written in the UI language's convention, never guessed:
 * an entry that could mean two amounts, or that has a third decimal, is refused with its reason,
 * never reinterpreted (a French "100,555" is not 100555, nor 100.56).
 *
 * - French: decimal comma, thousands separated by a space, a no-break space (U+00A0) or a narrow
 *   no-break space (U+202F): "2,50", "2 500,50". A point with one or two decimals and no other
 *   separator reads as a decimal point ("2500.50"); "1.234" (three digits after a point: German
 *   thousands or a third decimal?) is ambiguous.
 * - English: decimal point, thousands separated by a comma (or a space): "2,500.50", "2500.50",
 *   "2,500". A comma followed by one or two digits ("1,23": a French decimal?) is ambiguous, as is
 *   a comma after the point ("2.500,50").
 *
 * The canonical value always has two decimals ("2500.50", "7.00"); `formatMoneyInput` writes it
 * back grouped in the language's convention, and reading that again gives the same value.
 * @example
 *   parseMoneyText('2 500,50', 'fr') // { ok: true, value: '2500.50' }
 *   parseMoneyText('100,555', 'fr') // { ok: false, reason: 'tooManyDecimals' }
 *   parseMoneyText('1,23', 'en') // { ok: false, reason: 'ambiguous' }
 *   formatMoneyInput(2500.5, 'fr') // '2 500,50' (U+00A0 between the groups)
 */
import Big from 'big.js';

export type MoneyLang = 'en' | 'fr';

export type MoneyRefusal = 'empty' | 'ambiguous' | 'tooManyDecimals' | 'notANumber' | 'negative';

export type MoneyReading = { ok: true; value: string } | { ok: false; reason: MoneyRefusal };

export interface MoneyTextOptions {
  /** Accept a leading minus sign (a credit, a correction); refused ('negative') otherwise. */
  negative?: boolean;
}

/** Space, no-break space and narrow no-break space: a French thousands separator. */
const SPACES = /[ \u00A0\u202F]/;
/** The group separator `formatMoneyInput` writes in French. */
const NBSP = '\u00A0';

const refuse = (reason: MoneyRefusal): MoneyReading => ({ ok: false, reason });

/** Digits grouped by threes with `separator` ("2 500 000"), or plain digits; the digits, or undefined. */
function groupedDigits(text: string, separator: RegExp): string | undefined {
  if (/^\d*$/.test(text)) return text;
  const groups = text.split(separator);
  if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return undefined;
  return groups.join('');
}

/** The integer and decimal digits of an unsigned entry, or why not. */
function splitFrench(text: string): { int: string; dec: string } | MoneyRefusal {
  if (text.includes('.')) {
    // A point is read as a decimal point only alone and with one or two decimals ("2500.50").
    if (text.includes(',') || SPACES.test(text) || text.indexOf('.') !== text.lastIndexOf('.')) return 'ambiguous';
    const [int, dec] = text.split('.');
    if (dec.length === 3) return 'ambiguous';
    if (dec.length > 3) return 'tooManyDecimals';
    return { int, dec };
  }
  const parts = text.split(',');
  if (parts.length > 2) return 'notANumber';
  const int = groupedDigits(parts[0], SPACES);
  if (int === undefined) return 'notANumber';
  return { int, dec: parts[1] ?? '' };
}

function splitEnglish(text: string): { int: string; dec: string } | MoneyRefusal {
  const point = text.indexOf('.');
  if (point !== text.lastIndexOf('.')) return 'ambiguous'; // "1.234.567": European grouping
  const intText = point < 0 ? text : text.slice(0, point);
  const dec = point < 0 ? '' : text.slice(point + 1);
  if (dec.includes(',')) return 'ambiguous'; // "2.500,50"
  if (SPACES.test(dec)) return 'notANumber';
  const hasComma = intText.includes(',');
  if (hasComma && SPACES.test(intText)) return 'notANumber';
  const int = groupedDigits(intText, hasComma ? /,/ : SPACES);
  if (int === undefined) {
    // "1,23" or "1,2": a decimal comma, as French writes it.
    return point < 0 && /^\d+,\d{1,2}$/.test(intText) ? 'ambiguous' : 'notANumber';
  }
  return { int, dec };
}

/**
 * Reads an amount as typed in `lang`: the canonical decimal ("2500.50"), or why it is refused:
 * `empty`, `ambiguous` (it could mean two amounts), `tooManyDecimals` (a third decimal),
 * `notANumber`, `negative` (a minus sign without `options.negative`).
 */
export function parseMoneyText(text: string, lang: MoneyLang, options: MoneyTextOptions = {}): MoneyReading {
  let rest = text.replace(/^[\s\u00A0\u202F]+|[\s\u00A0\u202F]+$/g, '');
  if (!rest) return refuse('empty');
  let sign = '';
  if (/^[-\u2212]/.test(rest)) {
    if (!options.negative) return refuse('negative');
    sign = '-';
    rest = rest.slice(1).replace(/^[ \u00A0\u202F]+/, '');
  }
  if (!/^[\d.,]/.test(rest) || !/^[\d., \u00A0\u202F]+$/.test(rest)) return refuse('notANumber');
  const split = lang === 'fr' ? splitFrench(rest) : splitEnglish(rest);
  if (typeof split === 'string') return refuse(split);
  const { int, dec } = split;
  if (!/^\d*$/.test(dec)) return refuse('notANumber');
  if (dec.length > 2) return refuse('tooManyDecimals');
  if (!int && !dec) return refuse('notANumber');
  const whole = int.replace(/^0+(?=\d)/, '') || '0';
  const value = `${whole}.${dec.padEnd(2, '0')}`;
  return { ok: true, value: sign && /[1-9]/.test(value) ? `-${value}` : value };
}

/**
 * An amount (a number or a decimal string) as the user writes it in `lang`, grouped, two decimals:
 * fr "2 500,50" (no-break spaces), en "2,500.50"; '' for an empty or unreadable value. Rounded to
 * the cent half away from zero in decimal (what the server's `round(numeric, 2)` does).
 */
export function formatMoneyInput(value: number | string | null | undefined, lang: MoneyLang): string {
  if (value === null || value === undefined || value === '') return '';
  let fixed: string;
  try {
    fixed = new Big(typeof value === 'string' ? value.trim() : value).round(2, Big.roundHalfUp).toFixed(2);
  } catch {
    return '';
  }
  const [, sign, int, dec] = /^(-?)(\d+)\.(\d{2})$/.exec(fixed)!;
  const whole = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? NBSP : ',');
  return `${sign && /[1-9]/.test(int + dec) ? '-' : ''}${whole}${lang === 'fr' ? ',' : '.'}${dec}`;
}
