/**
 * E-invoicing as a finance clerk uses it: on an issued invoice of the list, E-invoice › Download
 * Factur-X saves `<number>-factur-x.pdf`, a PDF/A-3 carrying `factur-x.xml` whose invoice number
 * is the row's; Download XML from the print preview saves the same XML alone; a draft offers
 * neither. An agency's SIREN with a wrong check digit is refused in the form.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPdfStructure } from '../support/pdf-structure.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
let page: Page;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await newPage(browser(), baseURL);
  page = opened.page;
  close = () => opened.context.close();
  await signIn(page, 'admin');
});
afterAll(() => close());

/** Clicks a menu entry and answers the file the browser saved: its name and bytes. */
async function download(page: Page, entry: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), entry.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

describe('e-invoicing', () => {
  it('downloads the Factur-X of an issued invoice from the list, and its XML from the print preview', async () => {
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.locator('tbody tr', { hasText: /INV-\d{4}-\d+/ }).first();
    await row.waitFor();
    const number = /INV-\d{4}-\d+/.exec(await row.innerText())![0];

    await row.getByRole('button', { name: 'E-invoice' }).click();
    await screenshot(page, 'e-invoice-menu');
    const facturx = await download(page, page.getByRole('menuitem', { name: 'Download Factur-X' }));
    expect(facturx.name).toBe(`${number}-factur-x.pdf`);
    const pdf = await readPdfStructure(new Uint8Array(facturx.bytes));
    expect(pdf.xmp['pdfaid:part']).toBe('3');
    expect(pdf.xmp['fx:ConformanceLevel']).toBe('EN 16931');
    const [attachment] = pdf.attachments;
    expect(attachment.name).toBe('factur-x.xml');
    const embedded = Buffer.from(attachment.bytes).toString('utf8');
    expect(embedded).toContain(`<ram:ID>${number}</ram:ID>`);

    await row.getByRole('button', { name: 'Print' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice Print Preview' });
    await preview.getByRole('button', { name: 'E-invoice' }).click();
    const xml = await download(page, page.getByRole('menuitem', { name: 'Download XML' }));
    expect(xml.name).toBe(`${number}-cii.xml`);
    expect(xml.bytes.toString('utf8')).toBe(embedded);
    await preview.getByRole('button', { name: 'Close' }).last().click();

    // A draft has no electronic form: no E-invoice action on its row.
    const draft = table.locator('tbody tr', { hasText: 'Draft' }).first();
    await draft.waitFor();
    await expect(draft.getByRole('button', { name: 'E-invoice' }).count()).resolves.toBe(0);
  });

  it("refuses an agency's SIREN whose check digit is wrong, in the form, and takes a valid one typed with spaces", async () => {
    await page.getByRole('menuitem', { name: 'Agencies' }).click();
    // The invoice list stays on screen until the agencies arrive, and its drafts have Edit too.
    const agencies = page.getByRole('table', { name: 'Agencies' });
    await agencies.locator('tbody tr').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const siren = dialog.getByLabel('SIREN', { exact: true });
    await siren.fill('123456789');
    await siren.blur();
    await dialog.getByText('SIREN must be 9 digits with a valid check digit.').waitFor();
    await screenshot(page, 'e-invoice-agency-siren');
    await siren.fill('912 345 675');
    await siren.blur();
    await expect(dialog.getByText('SIREN must be 9 digits with a valid check digit.').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
  });
});
