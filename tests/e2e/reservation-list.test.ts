/**
 * The reservations listing (`/reservation-management/reservations`) as its users meet it, on the
 * demo requests of the seed: `/` opens it; the administrator searches a reference, narrows by
 * status, pages, opens a request and comes Back to the same page; the demo agent sees only its
 * agency's requests and no agency filter. Screenshots at 1280 and 390 px (.tmp/screenshots).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const LIST = '/reservation-management/reservations';

const rows = (page: Page) => page.locator('tbody tr');
/** The paging line once rows are in (it reads "of 0" while the first page loads). */
const showing = (page: Page) => page.getByText(/Showing [1-9]\d* to \d+ of \d+ results?/);
/** The "of N" of the paging line. */
async function total(page: Page): Promise<number> {
  const text = await showing(page).textContent();
  return Number(/of (\d+) results?/.exec(text ?? '')?.[1]);
}
const references = (page: Page) => rows(page).locator('td:first-child').allTextContents();

describe('reservations listing', () => {
  it('opens at /, searches, filters, pages, opens a request and comes Back to the same page', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/');
    await page.waitForURL(`**${LIST}`);
    await page.getByRole('heading', { name: 'Reservations', exact: true }).waitFor();
    await showing(page).waitFor();
    expect(await total(page)).toBeGreaterThanOrEqual(55);
    expect(await rows(page).count()).toBe(10);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'breadcrumb' }).textContent())
      .toContain('Reservation Management/Reservations');
    await page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(page, 'reservation-list-1280');

    // Search by a reference shown with the supplier initial.
    const [reference] = await references(page);
    expect(reference).toMatch(/^ORS-AZV-(FIT|GIT|TIS)-\d{6}$/);
    const box = page.getByRole('textbox', { name: 'Search' });
    await box.fill(reference); // as shown, copied from a screen
    await box.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 result').waitFor();
    expect(await references(page)).toEqual([reference]);
    expect(page.url()).toContain('search=');
    await box.fill('');
    await box.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(() => total(page)).toBeGreaterThan(1);

    // A status filter narrows the list to that status.
    const all = await total(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Canceled' }).click();
    await page.waitForURL(/statusId=5/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const statuses = await rows(page).locator('td:nth-child(2)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Canceled']));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => total(page)).toBe(all);

    // Page 2, open a row, Back: page 2 again, from the URL.
    const firstOfPage1 = (await references(page))[0];
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText(`Showing 11 to 20 of ${all} results`).waitFor();
    // The footer follows the URL at once; the rows follow when page 2 has arrived.
    await expect.poll(async () => (await references(page)).includes(firstOfPage1)).toBe(false);
    const page2 = await references(page);
    expect(page2).toHaveLength(10);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    const guid = await page.evaluate(async (ref) => {
      const token = localStorage.getItem('access-token');
      const res = await fetch('/api/reservation/request/get', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ search: ref.replace(/^ORS-/, '') }),
      });
      return ((await res.json()) as { requests: { requestGuid: string }[] }).requests[0].requestGuid;
    }, page2[3]);
    await rows(page).nth(3).click();
    await expect
      .poll(() => visited.some((url) => url.endsWith(`/reservation-management/reservation/request/edit/${guid}`)))
      .toBe(true);
    await page.goBack();
    await page.waitForURL(/\/reservation-management\/reservations\?page=2$/);
    await page.getByText(`Showing 11 to 20 of ${all} results`).waitFor();
    expect(await references(page)).toEqual(page2);

    // The keyboard opens a row too.
    visited.length = 0;
    await rows(page).first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => visited.some((url) => url.includes('/reservation-management/reservation/request/edit/')))
      .toBe(true);
    await context.close();
  });

  it('sorts by first check-in and keeps the order in the URL', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto(LIST);
    await showing(page).waitFor();
    await page.getByRole('button', { name: 'First check-in' }).click();
    await page.waitForURL(/sort=firstCheckIn&order=ASC/);
    await expect
      .poll(async () => {
        const days = await rows(page).locator('td:nth-child(6)').allTextContents();
        const dates = days.map((d) => Date.parse(d));
        return dates.length === 10 && dates.every((d, i) => i === 0 || dates[i - 1] <= d);
      })
      .toBe(true);
    await context.close();
  });

  it("shows the demo agent only its agency's requests, without an agency filter, also at 390 px", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'agent');
    await page.goto('/');
    await page.waitForURL(`**${LIST}`);
    await showing(page).waitFor();
    expect(await total(page)).toBeGreaterThanOrEqual(10);
    const agencies = await rows(page).locator('td:nth-child(3)').allTextContents();
    expect(new Set(agencies)).toEqual(new Set(['Blue Horizon Travel']));
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Agency' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New request' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'reservation-list-390-agent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
