/**
 * Checks of a company's legal identifiers: SIREN and SIRET (the French company and establishment
 * numbers, Luhn keys), the IBAN (ISO 13616, mod 97), the BIC (ISO 9362) and the intra-EU VAT
 * number (the shape per country; for France the key computed from the SIREN). Pure: the server's
 * ajv, the forms' precompiled validators (src/schema/formats.ts) and the e-invoicing rules use them.
 *
 * Every check takes the value as a person types it: spaces (and, for SIREN/SIRET, dots) are
 * ignored and letters may be lower case; `compactIdentifier` gives the form to store or print.
 *
 * @example
 *   isSiren('732 829 320')                      // true
 *   isEuVatNumber('FR44732829320')              // true
 *   vatMatchesSiren('FR44 732829320', '732829320') // true
 */
import { IBAN_LENGTHS } from './iban-lengths.js';

/** The value without spaces, dots or dashes, in upper case: 'fr76 3000…' → 'FR763000…'. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether the digits pass the Luhn algorithm (ISO/IEC 7812), the key of SIREN and SIRET. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that completes `digits` into a Luhn-valid number (to build valid test and demo numbers). */
export function luhnCheckDigit(digits: string): string {
  const d = [...'0123456789'].find((c) => luhnValid(`${digits}${c}`));
  return d ?? '0'; // one digit always fits: the ten candidates give ten different sums mod 10
}

/** SIREN: 9 digits with a valid Luhn key. */
export function isSiren(value: string): boolean {
  const s = compactIdentifier(value);
  return /^\d{9}$/.test(s) && luhnValid(s);
}

/** La Poste's SIREN: its establishments outnumber what Luhn keys allow (INSEE's rule; python-stdnum does the same). */
const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/**
 * SIRET: 14 digits (the SIREN and a 5-digit establishment number) with a valid Luhn key; for La
 * Poste's establishments (SIREN 356000000, but its head office) the digits add up to a multiple of 5 instead.
 */
export function isSiret(value: string): boolean {
  const s = compactIdentifier(value);
  if (!/^\d{14}$/.test(s)) return false;
  if (s.startsWith(LA_POSTE_SIREN) && s !== LA_POSTE_HEAD_OFFICE)
    return [...s].reduce((sum, c) => sum + Number(c), 0) % 5 === 0;
  return luhnValid(s);
}

/** The remainder of a long decimal string divided by 97 (ISO 7064 MOD 97-10), without big integers. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Letters as numbers (A = 10 … Z = 35), the country code and check digits moved to the end. */
function ibanDigits(iban: string): string {
  const moved = iban.slice(4) + iban.slice(0, 4);
  return moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** IBAN: a known country code, that country's length, letters and digits, mod 97 = 1. */
export function isIban(value: string): boolean {
  const s = compactIdentifier(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LENGTHS[s.slice(0, 2)] !== s.length) return false;
  return mod97(ibanDigits(s)) === 1;
}

/** The two check digits of an IBAN with this country and BBAN (to build valid test and demo IBANs). */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const rest = mod97(ibanDigits(`${countryCode}00${compactIdentifier(bban)}`));
  return String(98 - rest).padStart(2, '0');
}

/** BIC (ISO 9362): 4 letters (bank), 2 letters (country), 2 letters or digits (location), an optional 3-character branch. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(value));
}

/** The numeric key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frVatKey(siren: string): string {
  return String((12 + 3 * (Number(compactIdentifier(siren)) % 97)) % 97).padStart(2, '0');
}

/**
 * The shape of a VAT number per member state (VIES), after the country prefix (Greece is EL;
 * XI is Northern Ireland, inside the EU's VAT area for goods). France is checked further below.
 */
const VAT_SHAPES: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * An intra-EU VAT number: a member state's prefix and its shape. A French number with a numeric
 * key must carry a valid SIREN and the key computed from it (an older alphabetic key is only
 * checked for its shape: INSEE's formula for it is not public).
 */
export function isEuVatNumber(value: string): boolean {
  const s = compactIdentifier(value);
  const shape = VAT_SHAPES[s.slice(0, 2)];
  if (!shape?.test(s.slice(2))) return false;
  if (!s.startsWith('FR') || !/^\d{2}$/.test(s.slice(2, 4))) return true;
  const siren = s.slice(4);
  return isSiren(siren) && s.slice(2, 4) === frVatKey(siren);
}

/** Whether a VAT number is the French one of this SIREN: `FR`, any key, then the same 9 digits. */
export function vatMatchesSiren(vat: string, siren: string): boolean {
  const v = compactIdentifier(vat);
  return v.startsWith('FR') && v.length === 13 && v.slice(4) === compactIdentifier(siren);
}

/** The French VAT number of a SIREN: 'FR' + key + SIREN. */
export function frVatNumber(siren: string): string {
  const s = compactIdentifier(siren);
  return `FR${frVatKey(s)}${s}`;
}
