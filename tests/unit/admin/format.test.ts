import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGS } from '@schema/types';
import { formatsFor } from '@admin/i18n/format';

// Intl writes French groups and the space before € and % with narrow no-break spaces: compare with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('one formatting of dates and numbers in the UI language', () => {
  const en = formatsFor('en');
  const fr = formatsFor('fr');
  let zone: string | undefined;
  // West of UTC a calendar date read as midnight UTC would show the day before.
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes a calendar date as a medium date, the day as written in any time zone', () => {
    expect(en.date('2026-11-18')).toBe('Nov 18, 2026');
    expect(fr.date('2026-11-18')).toBe('18 nov. 2026');
    expect(en.date('2027-01-01')).toBe('Jan 1, 2027');
    expect(en.dateTime('2026-11-18')).toBe('Nov 18, 2026');
  });

  it('writes an instant as a medium date and a short time', () => {
    expect(en.dateTime('2027-03-10T09:45:00-08:00')).toMatch(/^Mar 10, 2027, \d{1,2}:45\s[AP]M$/);
    expect(plain(fr.dateTime('2027-03-10T09:45:00-08:00'))).toMatch(/^10 mars 2027, \d{2}:45$/);
    expect(en.date(new Date(2026, 10, 18, 12))).toBe('Nov 18, 2026');
  });

  it('writes a time of day in the language', () => {
    expect(plain(en.time('09:05'))).toBe('9:05 AM');
    expect(fr.time('09:05')).toBe('09:05');
    expect(fr.time('21:30:00')).toBe('21:30');
  });

  it('writes a day and a time of day kept apart as one date-time, in any time zone', () => {
    expect(plain(en.dayAndTime('2027-03-10', '09:45'))).toBe('Mar 10, 2027, 9:45 AM');
    expect(fr.dayAndTime('2027-03-10', '09:45')).toBe('10 mars 2027, 09:45');
    expect(fr.dayAndTime('2027-03-10', null)).toBe('10 mars 2027');
    expect(fr.dayAndTime(null, null)).toBe('');
  });

  it('leaves empty values empty and unreadable ones as they are', () => {
    expect(en.date(null)).toBe('');
    expect(en.date('')).toBe('');
    expect(en.dateTime(undefined)).toBe('');
    expect(en.date('soon')).toBe('soon');
    expect(en.amount(null, 'EUR')).toBe('');
  });

  it('writes numbers, amounts and percentages with the language separators', () => {
    expect(en.number(1234567.5)).toBe('1,234,567.5');
    expect(plain(fr.number(1234567.5))).toBe('1 234 567,5');
    expect(en.number('3', 2)).toBe('3.00');
    expect(en.amount(1234.5, 'EUR')).toBe('€1,234.50');
    expect(plain(fr.amount(1234.5, 'EUR'))).toBe('1 234,50 €');
    expect(en.amount('99.9', 'usd')).toBe('$99.90');
    expect(plain(fr.amount(1234.5, 'SAR'))).toBe('1 234,50 SAR');
    expect(en.percent(0.155)).toBe('15.5%');
    expect(plain(fr.percent(0.155))).toBe('15,5 %');
  });

  it('writes an amount without a known currency with two decimals and its code', () => {
    expect(en.amount(1234.5)).toBe('1,234.50');
    expect(en.amount(10, 'Dinar')).toBe('10.00 Dinar');
  });

  it('writes whole numbers exactly as Intl does in every language, and without it where it can', () => {
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 10_016, 99_999, 100_000, 123_456, 999_999];
    samples.push(1_000_000, 1_234_567, 12_345_678, 987_654_321, 1e12, 2 ** 40, Number.MAX_SAFE_INTEGER);
    samples.push(-1, -1234, -0, 1234.5, 1e21);
    for (let seed = 1; seed < 200; seed += 1) samples.push(Math.floor((seed * 7919) ** 1.7) % 1e9);
    for (const lang of LANGS) {
      const intl = new Intl.NumberFormat(lang);
      const intl0 = new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
      for (const n of samples) {
        expect(formatsFor(lang).number(n), `${lang} ${n}`).toBe(intl.format(n));
        expect(formatsFor(lang).number(String(n)), `${lang} '${n}'`).toBe(intl.format(Number(String(n))));
        expect(formatsFor(lang).number(n, 0), `${lang} ${n} no decimals`).toBe(intl0.format(n));
      }
    }
    // ICU's number data costs a phone ~100 ms the first time: a list's "1 to 10 of 10,016" needs none.
    // `format` is a getter (it hands out a bound function), which TypeScript's lib declares as a method.
    const prototype = Intl.NumberFormat.prototype as unknown as { readonly format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    try {
      expect([en.number(10_016), fr.number(10_016), en.number(3, 0)]).toEqual(['10,016', '10\u202f016', '3']);
      expect(format).not.toHaveBeenCalled();
      expect(en.number(2.5)).toBe('2.5');
      expect(format).toHaveBeenCalledTimes(1);
    } finally {
      format.mockRestore();
    }
  });

  it('hands out one set per language', () => {
    expect(formatsFor('fr')).toBe(fr);
  });
});
