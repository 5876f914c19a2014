import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactIdentifier,
  frVatKey,
  frVatNumber,
  ibanCheckDigits,
  isBic,
  isEuVatNumber,
  isIban,
  isSiren,
  isSiret,
  luhnCheckDigit,
  vatMatchesSiren,
} from '@domain/legal-identity/checks.js';
import { IBAN_LENGTHS } from '@domain/legal-identity/iban-lengths.js';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const validSiren = digits(8).map((d) => d + luhnCheckDigit(d));
/** Another digit at one place: Luhn and mod 97 both catch every single substitution. */
const withOneDigitChanged = (value: string, at: number, by: number) => {
  const i = at % value.length;
  return value.slice(0, i) + String((Number(value[i]) + 1 + (by % 9)) % 10) + value.slice(i + 1);
};

describe('SIREN', () => {
  it('accepts 9 digits with a valid Luhn key, as typed with spaces or dots', () => {
    expect(isSiren('732829320')).toBe(true);
    expect(isSiren('732 829 320')).toBe(true);
    expect(isSiren('732.829.320')).toBe(true);
  });

  it('refuses a wrong key, a wrong length and letters', () => {
    expect(isSiren('732829321')).toBe(false);
    expect(isSiren('73282932')).toBe(false);
    expect(isSiren('7328293200')).toBe(false);
    expect(isSiren('73282932A')).toBe(false);
    expect(isSiren('')).toBe(false);
  });

  it('accepts every number completed with its Luhn digit, and none with one digit changed', () => {
    fc.assert(
      fc.property(validSiren, fc.nat(), fc.nat(), (siren, at, by) => {
        expect(isSiren(siren)).toBe(true);
        expect(isSiren(withOneDigitChanged(siren, at, by))).toBe(false);
      }),
    );
  });
});

describe('SIRET', () => {
  it('accepts a SIREN and establishment number with a valid Luhn key', () => {
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('732 829 320 00074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
    expect(isSiret('7328293200007')).toBe(false);
  });

  it("follows La Poste's rule for SIREN 356000000: the digits add up to a multiple of 5", () => {
    expect(isSiret('35600000000048')).toBe(true); // the head office keeps its Luhn key
    expect(isSiret('35600000049837')).toBe(true); // 3+5+6+4+9+8+3+7 = 45, not Luhn-valid
    expect(isSiret('35600000049838')).toBe(false);
  });

  it('accepts every 13 digits completed with their Luhn digit, and none with one digit changed', () => {
    const siret = digits(13)
      .filter((d) => !d.startsWith('356000000'))
      .map((d) => d + luhnCheckDigit(d));
    fc.assert(
      fc.property(siret, fc.nat(), fc.nat(), (value, at, by) => {
        expect(isSiret(value)).toBe(true);
        const changed = withOneDigitChanged(value, at, by);
        if (!changed.startsWith('356000000')) expect(isSiret(changed)).toBe(false);
      }),
    );
  });
});

describe('IBAN', () => {
  it('accepts the standard examples, with or without spaces, in any case', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true);
  });

  it('refuses wrong check digits, a wrong length for the country and an unknown country', () => {
    expect(isIban('GB83WEST12345698765432')).toBe(false);
    expect(isIban('DE8937040044053201300')).toBe(false);
    expect(isIban('ZZ82WEST12345698765432')).toBe(false);
    expect(isIban('not an iban')).toBe(false);
  });

  it('accepts every BBAN given its check digits, and none with one digit changed', () => {
    const countries = Object.keys(IBAN_LENGTHS);
    const iban = fc
      .constantFrom(...countries)
      .chain((cc) => digits(IBAN_LENGTHS[cc] - 4).map((bban) => `${cc}${ibanCheckDigits(cc, bban)}${bban}`));
    fc.assert(
      fc.property(iban, fc.nat(), fc.nat(), (value, at, by) => {
        expect(isIban(value)).toBe(true);
        const bban = value.slice(4);
        expect(isIban(value.slice(0, 4) + withOneDigitChanged(bban, at, by))).toBe(false);
      }),
    );
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters: bank, country, location, branch', () => {
    expect(isBic('BNPAFRPP')).toBe(true);
    expect(isBic('BNPAFRPPXXX')).toBe(true);
    expect(isBic('bnpa fr pp')).toBe(true);
  });

  it('refuses other lengths and digits where letters belong', () => {
    expect(isBic('BNPAFRP')).toBe(false);
    expect(isBic('BNPAFRPPXX')).toBe(false);
    expect(isBic('BN1AFRPP')).toBe(false);
    expect(isBic('BNPA12PP')).toBe(false);
  });
});

describe('intra-EU VAT number', () => {
  it('accepts a French number whose key is computed from its SIREN', () => {
    expect(frVatKey('732829320')).toBe('44');
    expect(isEuVatNumber('FR44732829320')).toBe(true);
    expect(isEuVatNumber('FR 44 732 829 320')).toBe(true);
  });

  it('refuses a French number with a wrong key or an invalid SIREN', () => {
    expect(isEuVatNumber('FR45732829320')).toBe(false);
    expect(isEuVatNumber('FR44732829321')).toBe(false);
    expect(isEuVatNumber('FR4473282932')).toBe(false);
  });

  it("checks other member states' shapes, Greece as EL", () => {
    expect(isEuVatNumber('DE123456789')).toBe(true);
    expect(isEuVatNumber('ATU12345678')).toBe(true);
    expect(isEuVatNumber('NL123456789B01')).toBe(true);
    expect(isEuVatNumber('EL123456789')).toBe(true);
    expect(isEuVatNumber('GR123456789')).toBe(false);
    expect(isEuVatNumber('DE12345678')).toBe(false);
    expect(isEuVatNumber('US123456789')).toBe(false);
  });

  it('makes a valid French number from every valid SIREN', () => {
    fc.assert(
      fc.property(validSiren, (siren) => {
        expect(isEuVatNumber(frVatNumber(siren))).toBe(true);
        expect(vatMatchesSiren(frVatNumber(siren), siren)).toBe(true);
      }),
    );
  });

  it('matches a SIREN only when its 9 digits are that SIREN', () => {
    expect(vatMatchesSiren('FR44 732 829 320', '732829320')).toBe(true);
    expect(vatMatchesSiren('FR44732829320', '552100554')).toBe(false);
    expect(vatMatchesSiren('DE123456789', '732829320')).toBe(false);
  });
});

describe('compactIdentifier', () => {
  it('drops spaces, dots and dashes and upper-cases', () => {
    expect(compactIdentifier(' fr76 3000-6000.01 ')).toBe('FR763000600001');
  });
});
