/**
 * Print previews in the browser, as a finance clerk: an issued invoice's preview from its row,
 * whose Print opens the server's PDF in a new window (the popup's PDF read back: its type and its
 * text); a failing PDF closes that window and says 'Something went wrong! Please try again
 * later.'; a payment's receipt preview from the payments screen, printed the same way. One page
 * for the file: the tests run in order on it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pdfText } from '../support/pdf-text.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  ({ context, page } = await newPage(browser(), baseURL));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, 'admin');
});
afterAll(async () => {
  await context?.close();
});

/** Clicks Print in the preview and reads the PDF the new window shows: its type and its bytes. */
async function printFrom(preview: ReturnType<Page['getByRole']>): Promise<{ type: string; text: string }> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    preview.getByRole('button', { name: 'Print', exact: true }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  // The object URL belongs to the app's page: read it there, as the window did.
  const pdf = await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    return { type: blob.type, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) };
  }, popup.url());
  await popup.close();
  return { type: pdf.type, text: await pdfText(new Uint8Array(pdf.bytes)) };
}

describe('print previews', () => {
  it("opens an issued invoice's PDF from its print preview", async () => {
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const row = page.locator('tbody tr', { hasText: /INV-\d{4}-\d+/ }).first();
    await row.waitFor();
    const number = /INV-\d{4}-\d+/.exec(await row.innerText())![0];
    await row.getByRole('button', { name: 'Print' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice Print Preview' });
    const sheet = preview.getByRole('article', { name: 'Invoice' });
    await sheet.getByText(number, { exact: true }).waitFor();
    await sheet.getByText('Balance due', { exact: true }).waitFor();
    await screenshot(page, 'print-invoice-preview');

    const pdf = await printFrom(preview);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(number);
    expect(errors).toEqual([]);
  });

  it('closes the new window and says so when the PDF fails', async () => {
    const preview = page.getByRole('dialog', { name: 'Invoice Print Preview' });
    await page.route('**/api/finance/invoice/pdf?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      preview.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    // The window may be closed already: the failure comes fast.
    if (!popup.isClosed()) await popup.waitForEvent('close');
    await page.getByText('Something went wrong! Please try again later.').waitFor();
    expect(errors.some((e) => e.includes('The PDF could not be opened'))).toBe(true);
    await page.unroute('**/api/finance/invoice/pdf?**');
    errors.length = 0;
    await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await preview.waitFor({ state: 'detached' });
  });

  it("opens a payment's receipt from the payments screen", async () => {
    await page.getByRole('menuitem', { name: 'Invoice Payments' }).click();
    const row = page.locator('tbody tr', { hasText: /INV-\d{4}-\d+/ }).first();
    await row.waitFor();
    const number = /INV-\d{4}-\d+/.exec(await row.innerText())![0];
    await row.getByRole('button', { name: 'Print receipt' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice Payment Print Preview' });
    await preview.getByText('Balance left after this payment').waitFor();
    await preview.getByText(new RegExp(`Invoice ${number}, total`)).waitFor();

    const pdf = await printFrom(preview);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(number);
    expect(errors).toEqual([]);
  });
});
