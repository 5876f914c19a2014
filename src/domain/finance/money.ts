/**
 * Money rules shared by the server and the invoice editor, in decimal arithmetic (big.js), never
 * binary floats: a row's subtotal is round(fee × quantity, 2) half away from zero (what SQL's
 * `round(numeric, 2)` does, so both halves agree to the cent); tax is computed per rate on the sum
 * of that rate's subtotals, round(base × rate / 100, 2) (EN 16931 BR-CO-17), never per line; the
 * grand total is the subtotals plus the taxes. The server stores what SQL computes with the same
 * rules; the editor previews with these functions.
 * @example
 *   invoiceTotals([{ fee: 19.99, quantity: 3, taxRate: 20 }]) // { subtotal: 59.97, taxTotal: 11.99, grandTotal: 71.96, taxes: [...] }
 */
import Big from 'big.js';

export type Amount = number | string;

/** What a row brings to the totals. */
export interface PricedRow {
  fee: Amount;
  quantity: Amount;
  /** Percent (20 for 20 %); 0 when absent. */
  taxRate?: Amount | null;
}

export interface TaxLine {
  rate: number;
  base: number;
  tax: number;
}

export interface InvoiceTotals {
  subtotal: number;
  taxTotal: number;
  grandTotal: number;
  /** One line per rate, by rate ascending. */
  taxes: TaxLine[];
}

const toNumber = (value: Big): number => Number(value.toFixed(2));
const big = (value: Amount | null | undefined): Big => new Big(value ?? 0);

/** round(x, 2), half away from zero (SQL `round(numeric, 2)`; a credit note's negated amounts stay exact opposites). */
export const roundMoney = (value: Big): Big => value.round(2, Big.roundHalfUp);

export function rowSubtotal(row: Pick<PricedRow, 'fee' | 'quantity'>): number {
  return toNumber(roundMoney(big(row.fee).times(big(row.quantity))));
}

/** The tax of each rate on the sum of its rows' subtotals. */
export function taxBreakdown(rows: readonly PricedRow[]): TaxLine[] {
  const bases = new Map<string, Big>();
  for (const row of rows) {
    const rate = big(row.taxRate).toFixed(2);
    const subtotal = roundMoney(big(row.fee).times(big(row.quantity)));
    bases.set(rate, (bases.get(rate) ?? new Big(0)).plus(subtotal));
  }
  return [...bases.entries()]
    .map(([rate, base]) => ({
      rate: Number(rate),
      base: toNumber(base),
      tax: toNumber(roundMoney(base.times(rate).div(100))),
    }))
    .sort((a, b) => a.rate - b.rate);
}

export function invoiceTotals(rows: readonly PricedRow[]): InvoiceTotals {
  const taxes = taxBreakdown(rows);
  const subtotal = taxes.reduce((sum, t) => sum.plus(t.base), new Big(0));
  const taxTotal = taxes.reduce((sum, t) => sum.plus(t.tax), new Big(0));
  return {
    subtotal: toNumber(subtotal),
    taxTotal: toNumber(taxTotal),
    grandTotal: toNumber(subtotal.plus(taxTotal)),
    taxes,
  };
}

/** a − b to the cent (a balance due, what is left to credit). */
export function minus(a: Amount, b: Amount): number {
  return toNumber(big(a).minus(big(b)));
}

/** The sum of amounts to the cent. */
export function sum(amounts: readonly Amount[]): number {
  return toNumber(amounts.reduce<Big>((total, a) => total.plus(big(a)), new Big(0)));
}

/** Compares two amounts exactly: -1, 0 or 1. */
export function compareMoney(a: Amount, b: Amount): -1 | 0 | 1 {
  return big(a).cmp(big(b)) as -1 | 0 | 1;
}

/** Whether a number has at most two decimals (a cent amount), decided in decimal, not binary. */
export function isCentAmount(value: Amount): boolean {
  try {
    const b = big(value);
    return b.eq(b.round(2, Big.roundDown));
  } catch {
    return false;
  }
}
