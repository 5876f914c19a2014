/**
 * For any rows, the document made with the project's money rules adds up exactly, read back from the
 * XML in decimal arithmetic: each line is round(quantity × price, 2), each VAT row's tax is
 * round(basis × rate / 100, 2) on the sum of its lines (BR-CO-17 exactly: the official Schematrons
 * tolerate up to one unit), and the totals add up to the cent (BR-CO-10/13/14/15/16). A few random
 * documents also go through the CEN Schematron.
 */
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ciiXml } from '@domain/e-invoicing/cii-xml.js';
import { validateCii } from '@tests/support/einvoice-validate.js';
import { invoiceOf, type RowInput } from './fixtures.js';

const cents = (max: number) => fc.integer({ min: 1, max }).map((n) => new Big(n).div(100).toFixed(2));
const row: fc.Arbitrary<RowInput> = fc.record({
  name: fc.constant('Prestation'),
  quantity: fc.integer({ min: 1, max: 40 }).map(String),
  price: cents(500_000),
  rate: fc.constantFrom('5.5', '10', '20'),
});
const invoices = fc
  .tuple(
    fc.array(row, { minLength: 1, maxLength: 12 }),
    fc.constantFrom('margin', 'standard') as fc.Arbitrary<'margin' | 'standard'>,
  )
  .map(([rows, regime]) => invoiceOf(rows, { regime }));

/** The numbers of every element with this name, in document order. */
const numbers = (xml: string, name: string): Big[] =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => new Big(m[1]));
const sum = (values: Big[]) => values.reduce((a, b) => a.plus(b), new Big(0));

describe('CII amounts', () => {
  it('add up exactly for random rows in both VAT regimes', () => {
    fc.assert(
      fc.property(invoices, (invoice) => {
        const xml = ciiXml(invoice);
        const [lineTotal] = numbers(xml, 'LineTotalAmount').slice(-1);
        const lines = numbers(xml, 'LineTotalAmount').slice(0, -1);
        const quantities = numbers(xml, 'BilledQuantity');
        const prices = numbers(xml, 'ChargeAmount');
        lines.forEach((line, i) =>
          expect(line.eq(quantities[i].times(prices[i]).round(2, Big.roundHalfUp))).toBe(true),
        );

        // Line VAT rates come first in the document, then the breakdown's.
        const rates = numbers(xml, 'RateApplicablePercent');
        const lineRates = rates.slice(0, lines.length);
        const bases = numbers(xml, 'BasisAmount');
        const taxes = numbers(xml, 'CalculatedAmount');
        rates.slice(lines.length).forEach((rate, i) => {
          const basis = sum(lines.filter((_, j) => lineRates[j].eq(rate)));
          expect(bases[i].eq(basis)).toBe(true);
          expect(taxes[i].eq(basis.times(rate).div(100).round(2, Big.roundHalfUp))).toBe(true);
        });

        const [taxBasis] = numbers(xml, 'TaxBasisTotalAmount');
        const [taxTotal] = numbers(xml, 'TaxTotalAmount');
        const [grandTotal] = numbers(xml, 'GrandTotalAmount');
        const [paid] = numbers(xml, 'TotalPrepaidAmount');
        const [due] = numbers(xml, 'DuePayableAmount');
        expect(lineTotal.eq(sum(lines))).toBe(true);
        expect(taxBasis.eq(lineTotal)).toBe(true);
        expect(taxTotal.eq(sum(taxes))).toBe(true);
        expect(grandTotal.eq(taxBasis.plus(taxTotal))).toBe(true);
        expect(due.eq(grandTotal.minus(paid))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('pass the CEN EN 16931 Schematron for random rows', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(invoices, async (invoice) => {
        const result = await validateCii(ciiXml(invoice), ['cen-en16931']);
        expect(result.xsdErrors).toEqual([]);
        expect(result['cen-en16931'].fatal.map((f) => `${f.id} ${f.text}`)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});
