/**
 * The Factur-X PDF/A-3b step (src/server/e-invoicing/pdfa3) on a real invoice PDF drawn by
 * `buildInvoicePdf`, read back as a PDF/A / Factur-X checker reads it (tests/support/pdf-structure.ts):
 * the XMP declarations, the embedded `factur-x.xml` given back byte for byte, Info = XMP, the fonts,
 * the output intent, the same pages for a person, deterministic bytes, and the refusals.
 */
import { existsSync, readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { facturxPdf, type FacturxMeta } from '@server/e-invoicing/pdfa3/index.js';
import { readPdfStructure, readXmp, type PdfStructure } from '@tests/support/pdf-structure.js';
import { fontFacts, pdfPages } from '@tests/support/pdf-text.js';
import { ciiXml } from '@domain/e-invoicing/index.js';
import { einvoiceOf, invoicePdf, invoicePdfData, SAMPLE_XML } from './invoice-fixture.js';

const META: FacturxMeta = {
  number: 'INV-2026-00042',
  issueDate: '2026-11-28',
  title: 'Facture INV-2026-00042',
  author: 'Azur Voyages & Fils <SAS>',
  lang: 'fr',
  documentType: 'invoice',
};

let input: Uint8Array;
let xml: string;
let output: Uint8Array;
let s: PdfStructure;

beforeAll(async () => {
  input = await invoicePdf(3, 'fr');
  xml = ciiXml(einvoiceOf(invoicePdfData(3)));
  output = await facturxPdf(input, xml, META);
  s = await readPdfStructure(output);
});

describe('facturxPdf', () => {
  it('declares PDF/A-3b and Factur-X EN 16931 in well-formed XMP, unencrypted, PDF 1.7', () => {
    expect(s.version).toBe('1.7');
    expect(s.encrypted).toBe(false);
    expect(s.xmpFiltered).toBe(false);
    expect(s.xmp).toMatchObject({
      'pdfaid:part': '3',
      'pdfaid:conformance': 'B',
      'fx:DocumentType': 'INVOICE',
      'fx:DocumentFileName': 'factur-x.xml',
      'fx:Version': '1.0',
      'fx:ConformanceLevel': 'EN 16931',
      'dc:title': 'Facture INV-2026-00042',
      'dc:creator': 'Azur Voyages & Fils <SAS>',
      'dc:language': 'fr-FR',
    });
    expect(s.xmpExtensionSchemas).toEqual([
      expect.objectContaining({
        namespaceURI: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
        prefix: 'fx',
        properties: ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'].map((name) => ({
          name,
          valueType: 'Text',
          category: 'external',
        })),
      }),
    ]);
  });

  it('embeds the CII XML as factur-x.xml (text/xml, Alternative, in /AF) and gives it back byte for byte', () => {
    expect(s.attachments).toHaveLength(1);
    const [file] = s.attachments;
    expect(file).toMatchObject({
      name: 'factur-x.xml',
      subtype: 'text/xml',
      afRelationship: 'Alternative',
      description: 'Facture INV-2026-00042 : XML Factur-X (EN 16931)',
      modDate: 'D:20261128000000Z',
      size: Buffer.byteLength(xml, 'utf8'),
    });
    expect(new TextDecoder().decode(file.bytes)).toBe(xml);
    expect(xml).toContain('<ram:ID>INV-2026-00042</ram:ID>');
    expect(s.catalogAF).toEqual(['factur-x.xml']);
  });

  it('says the same in the Info dictionary and the XMP, all dated by the issue date', () => {
    expect(s.info).toMatchObject({
      Title: s.xmp['dc:title'],
      Author: s.xmp['dc:creator'],
      Subject: s.xmp['dc:description'],
      Creator: s.xmp['xmp:CreatorTool'],
      Producer: s.xmp['pdf:Producer'],
      CreationDate: 'D:20261128000000Z',
      ModDate: 'D:20261128000000Z',
    });
    expect(s.xmp['xmp:CreateDate']).toBe('2026-11-28T00:00:00Z');
    expect(s.xmp['xmp:ModifyDate']).toBe('2026-11-28T00:00:00Z');
    expect(s.info.Subject).toBe('Agence Éole Şişli & Fils');
  });

  it('embeds every font as a named subset and no standard-14 font', () => {
    expect(s.fonts.length).toBeGreaterThan(0);
    expect(s.fonts.filter((f) => !f.embedded)).toEqual([]);
    for (const font of s.fonts) expect(font.name).toMatch(/^[A-Z]{6}\+DejaVuSans$/);
    expect(new Set(s.fonts.map((f) => f.name)).size).toBe(2); // regular and bold: two subsets, two names
    expect(fontFacts(output).standard14).toEqual([]);
  });

  it('has an sRGB output intent with its ICC profile', () => {
    expect(s.outputIntent).toEqual({
      subtype: 'GTS_PDFA1',
      identifier: 'sRGB IEC61966-2.1',
      hasIcc: true,
      components: 3,
    });
  });

  it('shows a person the same pages as the invoice PDF', async () => {
    expect(await pdfPages(output)).toEqual(await pdfPages(input));
    expect(s.pages).toBe(1);
  });

  it('gives the same bytes for the same input, and a new second /ID for another XML', async () => {
    const again = await facturxPdf(input, xml, META);
    expect(Buffer.from(again).equals(Buffer.from(output))).toBe(true);
    const other = await readPdfStructure(await facturxPdf(input, xml.replace('Hôtel', 'Hotel'), META));
    expect(s.trailerId).toHaveLength(2);
    expect(other.trailerId[0]).toBe(s.trailerId[0]);
    expect(other.trailerId[1]).not.toBe(s.trailerId[1]);
  });

  it('makes an English credit note an INVOICE document of Factur-X with its own description', async () => {
    const pdf = await invoicePdf(2, 'en', 'creditNote');
    const creditXml = ciiXml(einvoiceOf(invoicePdfData(2, 'creditNote')));
    const credit = await readPdfStructure(
      await facturxPdf(pdf, creditXml, {
        ...META,
        number: 'CRN-2026-00007',
        title: 'Credit note CRN-2026-00007',
        lang: 'en',
        documentType: 'creditNote',
      }),
    );
    expect(credit.xmp).toMatchObject({ 'fx:DocumentType': 'INVOICE', 'dc:language': 'en-GB' });
    expect(credit.attachments[0].description).toBe('Credit note CRN-2026-00007: Factur-X XML (EN 16931)');
    expect(new TextDecoder().decode(credit.attachments[0].bytes)).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('refuses a PDF whose font is not embedded, and an encrypted one', async () => {
    const helvetica = new jsPDF();
    helvetica.text('Invoice', 10, 10);
    await expect(facturxPdf(new Uint8Array(helvetica.output('arraybuffer')), SAMPLE_XML, META)).rejects.toThrow(
      /font Helvetica is not embedded/,
    );
    const locked = new jsPDF({ encryption: { userPassword: 'secret', ownerPassword: 'owner', userPermissions: [] } });
    locked.text('Invoice', 10, 10);
    await expect(facturxPdf(new Uint8Array(locked.output('arraybuffer')), SAMPLE_XML, META)).rejects.toThrow(
      /encrypted/i,
    );
  });

  it('refuses an issue date that is not a day', async () => {
    await expect(facturxPdf(input, SAMPLE_XML, { ...META, issueDate: '28/11/2026' })).rejects.toThrow(/not YYYY-MM-DD/);
  });
});

/** The standard's XMP extension schema: vendored by part B (tests/standards), or the shared copy on a workstation. */
const OFFICIAL_SCHEMA = ['tests/standards', '../shared/standards']
  .map((dir) => `${dir}/factur-x-1.09/xmp/Factur-X_extension_schema.xmp`)
  .find((path) => existsSync(path));

describe.skipIf(!OFFICIAL_SCHEMA)('the Factur-X extension schema', () => {
  it('declares what the standard’s Factur-X_extension_schema.xmp declares', () => {
    const official = readXmp(readFileSync(OFFICIAL_SCHEMA!, 'utf8').replace(/<!--[\s\S]*?-->/, ''));
    const strip = ({ namespaceURI, prefix, properties }: PdfStructure['xmpExtensionSchemas'][number]) => ({
      namespaceURI,
      prefix,
      properties: [...properties].sort((a, b) => a.name.localeCompare(b.name)),
    });
    expect(s.xmpExtensionSchemas.map(strip)).toEqual(official.extensionSchemas.map(strip));
  });
});
