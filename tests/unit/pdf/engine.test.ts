import { describe, expect, it } from 'vitest';
import {
  createPdf,
  drawKeyValues,
  drawLetterhead,
  drawParagraph,
  drawTable,
  finishPdf,
  formatDay,
  formatMoney,
  plainLines,
} from '@server/pdf/index.js';
import { fontFacts, pdfPages } from '@tests/support/pdf-text.js';

const tenant = { companyName: 'Azur Voyages', details: ['12 rue de la Paix', '75002 Paris'], logo: null };

async function longDocument(lang: 'en' | 'fr', fileKey = 'test:1') {
  const doc = await createPdf({ title: 'Relevé', lang, date: '2026-11-28', fileKey });
  drawLetterhead(doc, tenant);
  drawKeyValues(
    doc,
    [
      ['Agence', 'Agence Éole Şişli'],
      ['Vide', ''],
    ],
    { columns: 2 },
  );
  drawTable(doc, {
    head: [['Description', 'Amount']],
    body: Array.from({ length: 80 }, (_, i) => [`Line ${i + 1}`, formatMoney('10.00', 'EUR', lang)]),
    foot: [['Total', formatMoney('800.00', 'EUR', lang)]],
    columnStyles: { 1: { halign: 'right' } },
  });
  drawParagraph(doc, 'Pénalités de retard\nIndemnité forfaitaire de 40 €');
  return finishPdf(doc);
}

describe('PDF engine', () => {
  it('gives the same bytes for the same input and different ones for another key', async () => {
    const a = await longDocument('fr');
    expect(Buffer.from(await longDocument('fr')).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(await longDocument('fr', 'test:2')).equals(Buffer.from(a))).toBe(false);
  });

  it('embeds its TrueType font and names no standard-14 font', async () => {
    expect(fontFacts(await longDocument('en'))).toEqual({ standard14: [], embedsTrueType: true });
  });

  it('embeds a subset without glyph names: a page of one face stays under 30 KB, and its text reads back', async () => {
    const doc = await createPdf({ title: 'Small', lang: 'en', date: '2026-11-28', fileKey: 'small' });
    drawParagraph(doc, 'Şişli ğ İ é € — small');
    const bytes = finishPdf(doc);
    expect(bytes.length).toBeLessThan(30_000);
    expect((await pdfPages(bytes))[0]).toContain('Şişli ğ İ é € — small');
  });

  it('numbers every page, repeats the table head and writes the accented and Turkish text', async () => {
    const pages = await pdfPages(await longDocument('fr'));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} sur ${pages.length}`));
    pages.forEach((text) => expect(text).toContain('Description'));
    expect(pages[0]).toContain('Agence Éole Şişli');
    expect(pages[0]).not.toContain('Vide');
    expect(pages.at(-1)).toContain('Indemnité forfaitaire de 40 €');
    const en = await pdfPages(await longDocument('en'));
    expect(en[0]).toContain(`Page 1 of ${en.length}`);
  });

  it('formats money from decimal strings, days and rich text in the language', () => {
    expect(formatMoney('1250.5', 'EUR', 'en')).toBe('€1,250.50');
    expect(formatMoney('-1250.50', 'EUR', 'fr').replace(/\s/g, ' ')).toBe('-1 250,50 €');
    expect(formatMoney('12345678901234.57', 'EUR', 'en')).toBe('€12,345,678,901,234.57');
    expect(formatMoney('5', 'XYZ1', 'en')).toBe('5.00 XYZ1');
    expect(formatDay('2026-11-28', 'en')).toBe('28 Nov 2026');
    expect(formatDay('2026-11-28', 'fr')).toBe('28 nov. 2026');
    expect(plainLines('<p>Hôtel &amp; spa<br>3 nuits</p><p>Vol&nbsp;AF12</p>')).toBe(
      'Hôtel & spa\n3 nuits\nVol\u00a0AF12',
    );
  });
});
