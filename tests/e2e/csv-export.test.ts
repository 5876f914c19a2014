/**
 * Export CSV from list screens, as a user does: the button downloads the whole filtered list
 * (every page, not the page shown), the file parsed back has the screen's headers and rows, a
 * UTF-8 BOM, and the filters of the address.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Clicks Export CSV and reads the downloaded file: its name, its header and its records. */
async function exportCsv(page: Page): Promise<{ name: string; headers: string[]; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /export csv/i }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [headers, ...rows] = parse(text.slice(1)) as string[][];
  return { name: download.suggestedFilename(), headers, rows };
}

/** The total of the list's footer ("Showing 1 to 10 of 16 results"). */
async function total(page: Page): Promise<number> {
  const footer = await page.getByText(/Showing \d+ to \d+ of \d+ results?/).innerText();
  return Number(/of (\d+) results?/.exec(footer)![1]);
}

describe('CSV export', () => {
  it('downloads the filtered schema list and the invoice list, every page', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');

    // A schema list with a filter in its address: only active accounts, more than one page of them.
    await page.goto('/finance/payment-account?isActive=true');
    await page.getByRole('heading', { name: 'Payment Accounts' }).waitFor();
    await page.getByText(/Showing \d+ to \d+ of \d+ results?/).waitFor();
    const accounts = await exportCsv(page);
    expect(accounts.name).toMatch(/^payment-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(accounts.headers).toEqual(['ID', 'Title', 'Ref', 'Payment Account Category', 'Initial', 'Status']);
    expect(accounts.rows).toHaveLength(await total(page));
    expect(new Set(accounts.rows.map((r) => r[5]))).toEqual(new Set(['Active']));
    const shown = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(accounts.rows.slice(0, shown.length).map((r) => r[1])).toEqual(shown);

    // A bespoke list: the invoices, with more rows than its first page shows.
    await page.goto('/finance/invoice');
    await page.getByText(/Showing \d+ to \d+ of \d+ results?/).waitFor();
    const invoices = await exportCsv(page);
    expect(invoices.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(invoices.headers.slice(0, 3)).toEqual(['Id', 'Number', 'Type']);
    const count = await total(page);
    expect(count).toBeGreaterThan(10);
    expect(invoices.rows).toHaveLength(count);
    for (const row of invoices.rows) expect(row[12]).toMatch(/^-?\d+\.\d{2}$/); // Total, a plain decimal
    await screenshot(page, 'csv-export-invoices');
    await context.close();
  });
});
