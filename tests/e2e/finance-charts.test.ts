/**
 * Agency Invoice vs Payment in the browser, as a finance manager: the three charts drawn from the
 * API's figures (hovering an agency shows the API's invoice and payment amounts, hovering the
 * largest account bar its amount), a date range that leaves nothing says 'No data available' and is
 * sent as such, and 'Open Pdf in new Window' opens the server's PDF (read back from the popup's
 * blob). Screenshots at 1366 px and 390 px, English, French and dark mode.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pdfText } from '../support/pdf-text.js';
import { productCall } from '../support/tenant-smtp.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

type Figures = {
  agencyInvoiceVsPayment: { agencyId: number; agencyName: string; invoiceAmount: number; paymentAmount: number }[];
  amountPerPaymentAccount: { paymentAccountName: string; amount: number }[];
  currencyInitial: string;
};

/** MM/DD/YYYY, as the English date field takes it. */
const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Hovers the chart's plot at a fraction of its width and height (nivo draws its tooltip on hover). */
async function hover(chart: Locator, page: Page, x: (width: number) => number, y: (height: number) => number) {
  const box = (await chart.locator('svg').first().boundingBox())!;
  await page.mouse.move(box.x + x(box.width), box.y + y(box.height));
}

/** Opens the PDF from the button and reads the blob the popup shows (as tests/e2e/print.test.ts does). */
async function openPdf(page: Page): Promise<{ type: string; text: string }> {
  await page.evaluate(() => {
    const w = window as unknown as { opened?: Map<string, Blob> };
    const opened = (w.opened = new Map<string, Blob>());
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      if (blob instanceof Blob) opened.set(url, blob);
      return url;
    };
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open Pdf in new Window' }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  const pdf = await page.evaluate(async (url) => {
    const blob = (window as unknown as { opened: Map<string, Blob> }).opened.get(url)!;
    return { type: blob.type, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) };
  }, popup.url());
  await popup.close();
  return { type: pdf.type, text: await pdfText(new Uint8Array(pdf.bytes)) };
}

describe('agency invoice vs payment', () => {
  it("draws the API's figures, empties on a range without data, and opens the PDF", async () => {
    const admin = await productCall(baseURL);
    const api = (await admin('POST', '/api/finance/report/getagencyinvoicevspayment', {})).body as Figures;
    const agencies = api.agencyInvoiceVsPayment;
    expect(agencies.length).toBeGreaterThan(1);
    const money = (n: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: api.currencyInitial }).format(n);

    const { page } = await newPage(browser(), baseURL);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/getagencyinvoicevspayment')) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Agency Invoice vs Payment' }).click();
    await page.getByRole('heading', { name: 'Agency Invoice vs Payment' }).waitFor();

    // The line chart: hovering the agency with the most invoiced shows the API's two amounts.
    const line = page.getByRole('region', { name: 'Invoice vs payment per agency' });
    await line.locator('svg path').first().waitFor();
    const top = agencies.reduce((a, b) => (b.invoiceAmount > a.invoiceAmount ? b : a));
    const i = agencies.indexOf(top);
    // The plot spans the svg less its margins (100 px left, room for the first rotated name; 24 px right); a point scale puts the first agency on the left edge.
    await hover(
      line,
      page,
      (w) => 100 + ((w - 124) * i) / (agencies.length - 1),
      (h) => h / 2,
    );
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.getByText(top.agencyName).waitFor();
    expect(await tooltip.innerText()).toContain(money(top.invoiceAmount));
    expect(await tooltip.innerText()).toContain(money(top.paymentAmount));

    // The bar chart (its bars, not the plot's background): the longest bar is the largest account.
    const bars = page.getByRole('region', { name: 'Payments per payment account' });
    const largest = api.amountPerPaymentAccount[0]!;
    await bars.locator('svg rect').first().waitFor();
    await bars.scrollIntoViewIfNeeded();
    const rects = await bars.locator('svg rect').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const longest = rects.filter((r) => r.height > 4 && r.height < 60).sort((a, b) => b.width - a.width)[0]!;
    await page.mouse.move(longest.x + longest.width / 2, longest.y + longest.height / 2);
    await tooltip.getByText(largest.paymentAccountName).waitFor();
    expect(await tooltip.innerText()).toContain(money(largest.amount));
    await page.getByRole('region', { name: 'Invoices per month' }).locator('svg path').first().waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'finance-charts-1366-en');

    // The PDF of the same search, from the server.
    const pdf = await openPdf(page);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain('Invoices and payments per agency');
    expect(pdf.text).toContain(top.agencyName);

    // A range with nothing in it: sent as From and To Date, and every chart says so.
    await page.getByRole('textbox', { name: 'From Date' }).fill(typed('2001-01-01'));
    await page.getByRole('textbox', { name: 'To Date' }).fill(typed('2001-01-31'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('No data available').count()).toBe(3);
    expect(sent.at(-1)).toEqual({ fromDate: '2001-01-01', toDate: '2001-01-31' });
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await line.locator('svg path').first().waitFor();
    expect(sent.at(-1)).toEqual({});

    // For a person to look at: a phone, French, dark mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'finance-charts-390-en');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Factures et paiements par agence', level: 1 }).waitFor();
    await screenshot(page, 'finance-charts-1366-fr');
    await page.evaluate(() => localStorage.setItem('isDarkTheme', 'true'));
    await page.reload();
    await page.getByRole('region', { name: 'Factures par mois' }).locator('svg path').first().waitFor();
    await screenshot(page, 'finance-charts-1366-fr-dark');
  });
});
