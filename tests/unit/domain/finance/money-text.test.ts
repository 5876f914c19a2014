import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyText, type MoneyLang } from '@domain/finance/money-text.js';

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const LANGS: MoneyLang[] = ['en', 'fr'];

/** A cent amount as its canonical decimal ("2500.50"), up to the payments' bound. */
const centAmount = fc
  .bigInt({ min: 0n, max: 99_999_999_999_999n })
  .map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('parseMoneyText', () => {
  it.each([
    ['2,50', 'fr', '2.50'],
    ['2 500,50', 'fr', '2500.50'],
    [`2${NBSP}500,50`, 'fr', '2500.50'],
    [`2${NNBSP}500${NNBSP}000,5`, 'fr', '2500000.50'],
    ['2500.50', 'fr', '2500.50'],
    ['2500.5', 'fr', '2500.50'],
    ['2500', 'fr', '2500.00'],
    [' 12, ', 'fr', '12.00'],
    [',5', 'fr', '0.50'],
    ['2,500.50', 'en', '2500.50'],
    ['2500.50', 'en', '2500.50'],
    ['2,500', 'en', '2500.00'],
    ['1,234', 'en', '1234.00'],
    ['1,234,567.8', 'en', '1234567.80'],
    ['2 500.50', 'en', '2500.50'],
    ['.5', 'en', '0.50'],
    ['007.10', 'en', '7.10'],
  ] as const)('reads %j in %s as %s', (text, lang, value) => {
    expect(parseMoneyText(text, lang)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'fr', 'empty'],
    ['   ', 'en', 'empty'],
    ['100,555', 'fr', 'tooManyDecimals'],
    ['2,505', 'fr', 'tooManyDecimals'],
    ['1.2345', 'fr', 'tooManyDecimals'],
    ['1.234', 'en', 'tooManyDecimals'],
    ['2500.505', 'en', 'tooManyDecimals'],
    ['1.234', 'fr', 'ambiguous'],
    ['2.500,50', 'fr', 'ambiguous'],
    ['1.234.567', 'fr', 'ambiguous'],
    ['2.500,50', 'en', 'ambiguous'],
    ['1,23', 'en', 'ambiguous'],
    ['2,5', 'en', 'ambiguous'],
    ['1.234.567', 'en', 'ambiguous'],
    ['abc', 'en', 'notANumber'],
    ['12a', 'fr', 'notANumber'],
    ['2 50,00', 'fr', 'notANumber'],
    ['1,2345', 'en', 'notANumber'],
    ['1,2,3', 'fr', 'notANumber'],
    ['€2.50', 'en', 'notANumber'],
    ['.', 'en', 'notANumber'],
    ['-5', 'en', 'negative'],
    ['-2,50', 'fr', 'negative'],
  ] as const)('refuses %j in %s: %s', (text, lang, reason) => {
    expect(parseMoneyText(text, lang)).toEqual({ ok: false, reason });
  });

  it('reads a minus sign only when the caller allows it', () => {
    expect(parseMoneyText('-2 500,50', 'fr', { negative: true })).toEqual({ ok: true, value: '-2500.50' });
    expect(parseMoneyText('\u22122.5', 'en', { negative: true })).toEqual({ ok: true, value: '-2.50' });
    expect(parseMoneyText('-0', 'en', { negative: true })).toEqual({ ok: true, value: '0.00' });
  });

  it('reads back what formatMoneyInput writes, for any cent amount in both languages', () => {
    fc.assert(
      fc.property(centAmount, fc.constantFrom(...LANGS), (value, lang) => {
        expect(parseMoneyText(formatMoneyInput(value, lang), lang)).toEqual({ ok: true, value });
        expect(parseMoneyText(formatMoneyInput(Number(value), lang), lang)).toEqual({ ok: true, value });
      }),
    );
  });

  it('never accepts a third decimal, in either language, grouped or not', () => {
    fc.assert(
      fc.property(centAmount, digits(1, 4), fc.constantFrom(...LANGS), (value, extra, lang) => {
        const typed = `${formatMoneyInput(value, lang)}${extra}`;
        const reading = parseMoneyText(typed, lang);
        expect(reading.ok, typed).toBe(false);
      }),
    );
  });

  it('refuses a French entry with a point followed by three digits, and an English decimal comma', () => {
    fc.assert(
      fc.property(digits(1, 6), digits(3, 3), digits(1, 2), (int, three, two) => {
        expect(parseMoneyText(`${int}.${three}`, 'fr')).toEqual({ ok: false, reason: 'ambiguous' });
        expect(parseMoneyText(`${int},${two}`, 'en')).toEqual({ ok: false, reason: 'ambiguous' });
        expect(parseMoneyText(`${int}.${three},${two}`, 'en')).toEqual({ ok: false, reason: 'ambiguous' });
        expect(parseMoneyText(`${int}.${three},${two}`, 'fr')).toEqual({ ok: false, reason: 'ambiguous' });
      }),
    );
  });

  it('never reads an entry as a value other than the one written the other way round', () => {
    // Whatever is typed, an accepted reading formats back to text that reads to the same value.
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,  ]{1,12}$/), fc.constantFrom(...LANGS), (typed, lang) => {
        const reading = parseMoneyText(typed, lang);
        if (!reading.ok) return;
        expect(reading.value).toMatch(/^\d+\.\d{2}$/);
        expect(parseMoneyText(formatMoneyInput(reading.value, lang), lang)).toEqual(reading);
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [2500.5, 'fr', `2${NBSP}500,50`],
    ['2500.50', 'en', '2,500.50'],
    [1234567.891, 'en', '1,234,567.89'],
    ['0.005', 'fr', '0,01'],
    [-2.5, 'en', '-2.50'],
    [7, 'fr', '7,00'],
    ['', 'en', ''],
    [null, 'fr', ''],
    ['abc', 'en', ''],
  ] as const)('writes %j in %s as %j', (value, lang, text) => {
    expect(formatMoneyInput(value, lang)).toBe(text);
  });
});
