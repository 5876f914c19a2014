/**
 * Print previews in the browser, as a finance clerk: an issued invoice's preview from its row,
 * whose Print opens the server's PDF in a new window (the popup's PDF read back: its type and its
 * text); a failing PDF closes that window and says 'Something went wrong! Please try again
 * later.'; a payment's receipt preview from the payments screen, printed the same way. One page
 * for the file: the tests run in order on it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
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

/**
 * Clicks Print in the preview: a new window opens and comes to the object URL of the blob the app
 * made of the server's answer; that blob is read back (kept aside by a wrapper of
 * URL.createObjectURL: the page's CSP lets it fetch nothing but its own origin).
 */
async function printFrom(preview: Locator): Promise<{ type: string; text: string }> {
  await page.evaluate(() => {
    const w = window as unknown as { printed?: Map<string, Blob> };
    if (w.printed) return;
    const printed = new Map<string, Blob>();
    w.printed = printed;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      if (blob instanceof Blob) printed.set(url, blob);
      return url;
    };
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    preview.getByRole('button', { name: 'Print', exact: true }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  const pdf = await page.evaluate(async (url) => {
    const blob = (window as unknown as { printed: Map<string, Blob> }).printed.get(url)!;
    return { type: blob.type, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) };
  }, popup.url());
  await popup.close();
  return { type: pdf.type, text: await pdfText(new Uint8Array(pdf.bytes)) };
}

/** The amount a preview shows against a label of its totals (`€1,518.00`). */
async function figure(within: Locator, label: string): Promise<string> {
  const term = within.locator('dt', { hasText: new RegExp(`^${label}$`) });
  const amount = (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(amount).toMatch(/^-?€[\d,]+\.\d{2}$/);
  return amount;
}

describe('print previews', () => {
  it("opens an issued invoice's PDF from its print preview", async () => {
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .locator('tbody tr', { hasText: /INV-\d{4}-\d+/ })
      .first();
    await row.waitFor();
    const number = /INV-\d{4}-\d+/.exec(await row.innerText())![0];
    await row.getByRole('button', { name: 'Print' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice Print Preview' });
    const sheet = preview.getByRole('article', { name: 'Invoice' });
    await sheet.getByText(number, { exact: true }).waitFor();
    const balance = await figure(sheet, 'Balance due');
    await screenshot(page, 'print-invoice-preview');

    const pdf = await printFrom(preview);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(number);
    // The preview and the PDF agree on what is left to pay.
    expect(pdf.text).toContain(balance);
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
    const row = page
      .getByRole('table', { name: 'Invoice Payments' })
      .locator('tbody tr', { hasText: /INV-\d{4}-\d+/ })
      .first();
    await row.waitFor();
    const number = /INV-\d{4}-\d+/.exec(await row.innerText())![0];
    await row.getByRole('button', { name: 'Print receipt' }).click();
    const preview = page.getByRole('dialog', { name: 'Invoice Payment Print Preview' });
    await preview.getByText(new RegExp(`Invoice ${number}, total`)).waitFor();
    const balance = await figure(preview, 'Balance left after this payment');

    await screenshot(page, 'print-receipt-preview');
    const pdf = await printFrom(preview);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain(balance);
    expect(errors).toEqual([]);
  });
});
