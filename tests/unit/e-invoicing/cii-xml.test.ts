/** What the CII writer puts in the document, read back as a platform would (by element). */
import { describe, expect, it } from 'vitest';
import { ciiXml } from '@domain/e-invoicing/cii-xml.js';
import { invoiceOf } from './fixtures.js';

const invoice = invoiceOf(
  [
    { name: 'Séjour <Nice> & "Côte d\'Azur"', quantity: '3', price: '33.33', rate: '10' },
    { name: 'Transfert', quantity: '1', price: '12.5', rate: '20' },
  ],
  { regime: 'standard', paid: '20' },
);
const xml = ciiXml(invoice);

/** The text of every element with this name, in document order. */
const texts = (doc: string, name: string): string[] =>
  [...doc.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('ciiXml', () => {
  it('declares the Factur-X EN 16931 guideline and the French services framework S1', () => {
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:ID>S1</ram:ID>');
  });

  it('escapes names and drops control characters', () => {
    expect(texts(xml, 'ram:Name')[0]).toBe('Séjour &lt;Nice&gt; &amp; &quot;Côte d&apos;Azur&quot;');
    const withControl = ciiXml({ ...invoice, lines: [{ ...invoice.lines[0], name: 'Bus\u0007 tour' }] });
    expect(texts(withControl, 'ram:Name')[0]).toBe('Bus tour');
  });

  it('writes the totals with two decimals, the prepaid and the due amounts', () => {
    expect(texts(xml, 'ram:LineTotalAmount')).toEqual(['99.99', '12.50', '112.49']);
    expect(texts(xml, 'ram:TaxTotalAmount')).toEqual(['12.50']);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">12.50</ram:TaxTotalAmount>');
    expect(texts(xml, 'ram:GrandTotalAmount')).toEqual(['124.99']);
    expect(texts(xml, 'ram:TotalPrepaidAmount')).toEqual(['20.00']);
    expect(texts(xml, 'ram:DuePayableAmount')).toEqual(['104.99']);
    expect(texts(xml, 'ram:ChargeAmount')).toEqual(['33.33', '12.5']);
  });

  it('identifies the seller by SIRET (0009), SIREN (0002), VAT (VA) and a SIREN-based address (0225)', () => {
    expect(xml).toContain('<ram:GlobalID schemeID="0009">73282932000074</ram:GlobalID>');
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="0225">732829320</ram:URIID>');
    expect(texts(xml, 'ram:Description')).toEqual(['SAS au capital de 50 000 €, RCS Nice 732829320']);
  });

  it('uses the explicit electronic address when there is one', () => {
    const routed = ciiXml({ ...invoice, buyer: { ...invoice.buyer, electronicAddress: '552100554_LYON' } });
    expect(routed).toContain('<ram:URIID schemeID="0225">552100554_LYON</ram:URIID>');
  });

  it('pays by credit transfer (58) to the IBAN and BIC, due on the due date', () => {
    expect(texts(xml, 'ram:TypeCode')).toContain('58');
    expect(texts(xml, 'ram:IBANID')).toEqual(['FR7630006000011234567890189']);
    expect(texts(xml, 'ram:BICID')).toEqual(['AGRIFRPP']);
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261015</);
  });

  it('writes a credit note as 381 with the corrected invoice (BT-25/26)', () => {
    const credit = ciiXml(
      invoiceOf([{ name: 'Annulation', quantity: '1', price: '10', rate: '20' }], {
        regime: 'standard',
        typeCode: '381',
      }),
    );
    expect(texts(credit, 'ram:TypeCode')[0]).toBe('381');
    expect(credit).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA-2026-0042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260915</,
    );
    expect(xml).not.toContain('InvoiceReferencedDocument');
  });

  it('writes the margin scheme as category E, rate 0, with VATEX-EU-D', () => {
    const margin = ciiXml(
      invoiceOf([{ name: 'Forfait', quantity: '1', price: '900', rate: '0' }], { regime: 'margin' }),
    );
    expect(texts(margin, 'ram:CategoryCode')).toEqual(['E', 'E']);
    expect(texts(margin, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-D']);
    expect(texts(margin, 'ram:ExemptionReason')).toEqual(['Régime particulier – agences de voyages']);
    expect(texts(margin, 'ram:CalculatedAmount')).toEqual(['0.00']);
  });

  it('is deterministic and refuses malformed dates and amounts', () => {
    expect(ciiXml(invoice)).toBe(xml);
    expect(() => ciiXml({ ...invoice, issueDate: '15/09/2026' })).toThrow('date "15/09/2026" is not YYYY-MM-DD');
    expect(() => ciiXml({ ...invoice, totals: { ...invoice.totals, due: '1,5' } })).toThrow('amount "1,5"');
  });
});
