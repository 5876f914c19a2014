/**
 * How the CII writer spells numbers: plain decimal notation with a dot, as the XSD's decimal type and
 * the BR-FR-DEC rules want (amounts 2 decimals, quantities ≤ 4, prices ≤ 6, rates 2). big.js parses
 * the caller's strings, so "12.5" becomes "12.50" and a malformed amount throws instead of reaching
 * the document.
 */
import Big from 'big.js';

function parse(value: string, what: string): Big {
  try {
    return new Big(value);
  } catch {
    throw new Error(`E-invoice: ${what} "${value}" is not a decimal number.`);
  }
}

/** An amount in the currency: exactly two decimals ("1234.50"). */
export const amount = (value: string): string => parse(value, 'amount').toFixed(2);

/** A VAT rate in percent with two decimals ("20.00", "5.50", "0.00"). */
export const percent = (value: string): string => parse(value, 'VAT rate').toFixed(2);

/** A quantity or unit price: the caller's value in plain notation, trailing zeros dropped ("3", "33.33"). */
export const decimal = (value: string): string => parse(value, 'quantity or price').toFixed();
