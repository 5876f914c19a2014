import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, isCentAmount, minus, rowSubtotal, sum, taxBreakdown } from '@domain/finance/money.js';

/** A cent amount as a decimal string and its number, from an integer count of cents. */
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => Number(new Big(c).div(100).toFixed(2)));
const feeArb = cents(0, 99_999_999);
const quantityArb = fc.integer({ min: 1, max: 99_999 }).map((q) => Number(new Big(q).div(100).toFixed(2)));
const rateArb = fc.constantFrom(0, 5.5, 10, 20, 2.1);
const rowArb = fc.record({ fee: feeArb, quantity: quantityArb, taxRate: rateArb });

/** Cents of an amount, exactly. */
const inCents = (n: number) => Number(new Big(n).times(100).toFixed(0));

describe('money rules', () => {
  it('rounds a subtotal half up to the cent', () => {
    expect(rowSubtotal({ fee: 0.125, quantity: 1 })).toBe(0.13);
    expect(rowSubtotal({ fee: 19.99, quantity: 3 })).toBe(59.97);
    expect(rowSubtotal({ fee: 0.1, quantity: 3 })).toBe(0.3); // 0.30000000000000004 in floats
    expect(rowSubtotal({ fee: 33.33, quantity: 1.5 })).toBe(50);
    expect(rowSubtotal({ fee: 10.05, quantity: -1.5 })).toBe(-15.08); // a credit note: away from zero
  });

  it('taxes each rate on the sum of its subtotals, not line by line', () => {
    // Three lines of 0.05 at 10 %: per line 0.01 × 3 = 0.03; per rate round(0.15 × 10 %) = 0.02.
    const rows = [0.05, 0.05, 0.05].map((fee) => ({ fee, quantity: 1, taxRate: 10 }));
    expect(taxBreakdown(rows)).toEqual([{ rate: 10, base: 0.15, tax: 0.02 }]);
    expect(invoiceTotals([...rows, { fee: 100, quantity: 2, taxRate: 20 }])).toEqual({
      subtotal: 200.15,
      taxTotal: 40.02,
      grandTotal: 240.17,
      taxes: [
        { rate: 10, base: 0.15, tax: 0.02 },
        { rate: 20, base: 200, tax: 40 },
      ],
    });
  });

  it('reads a missing tax rate as 0 %', () => {
    expect(invoiceTotals([{ fee: 12.5, quantity: 2 }])).toMatchObject({ subtotal: 25, taxTotal: 0, grandTotal: 25 });
  });

  it('never drifts by a cent: the grand total is exactly the subtotals plus the per-rate taxes', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 60 }), (rows) => {
        const totals = invoiceTotals(rows);
        const subtotalCents = rows.reduce((s, r) => s + inCents(rowSubtotal(r)), 0);
        expect(inCents(totals.subtotal)).toBe(subtotalCents);
        const taxCents = totals.taxes.reduce((s, t) => s + inCents(t.tax), 0);
        expect(inCents(totals.taxTotal)).toBe(taxCents);
        expect(inCents(totals.grandTotal)).toBe(subtotalCents + taxCents);
        for (const line of totals.taxes) {
          // tax = round(base × rate / 100) half up, computed on exact cents
          const exact = new Big(inCents(line.base)).times(line.rate).div(100);
          expect(inCents(line.tax)).toBe(Number(exact.round(0, Big.roundHalfUp).toFixed(0)));
        }
      }),
    );
  });

  it('makes a credit note the exact opposite of its invoice', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 1, maxLength: 30 }), (rows) => {
        const invoice = invoiceTotals(rows);
        const credit = invoiceTotals(rows.map((r) => ({ ...r, quantity: -r.quantity })));
        // + 0: a zero total negated is -0, the same amount
        expect(inCents(credit.grandTotal) + 0).toBe(-inCents(invoice.grandTotal) + 0);
        expect(inCents(credit.taxTotal) + 0).toBe(-inCents(invoice.taxTotal) + 0);
      }),
    );
  });

  it('does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), (rows) => {
        expect(invoiceTotals([...rows].reverse())).toEqual(invoiceTotals(rows));
      }),
    );
  });

  it('adds and subtracts amounts to the cent', () => {
    fc.assert(
      fc.property(fc.array(cents(-1_000_000_00, 1_000_000_00), { maxLength: 50 }), (amounts) => {
        expect(inCents(sum(amounts))).toBe(amounts.reduce((s, a) => s + inCents(a), 0));
        if (amounts.length >= 2)
          expect(inCents(minus(amounts[0], amounts[1]))).toBe(inCents(amounts[0]) - inCents(amounts[1]));
      }),
    );
    expect(sum([0.1, 0.2])).toBe(0.3);
  });

  it('tells a cent amount from one with more decimals', () => {
    expect(isCentAmount(12.5)).toBe(true);
    expect(isCentAmount('999999999999.99')).toBe(true);
    expect(isCentAmount(0.001)).toBe(false);
    expect(isCentAmount(12.345)).toBe(false);
    expect(isCentAmount('abc')).toBe(false);
  });
});
