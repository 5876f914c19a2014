/**
 * A signed-in list page shows its first page of rows from the page itself, before any script
 * runs (src/server/routes/first-paint-rows.ts), and the shell's list then takes their place
 * without a blink: the first paint's layer goes in the same task as the shell's rows come
 * (src/admin/boot/first-paint.ts), showing the same rows, and only one list is left.
 */
import { describe, expect, inject, it } from 'vitest';
import { storeSessionToken } from '../support/first-load.js';
import { accounts, newPage, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');
const LIST = '/finance/payment-account';

describe('the first paint of a list page', () => {
  it('shows the rows of the first page before any script runs', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false });
    try {
      const token = await storeSessionToken(context, baseURL, accounts.admin);
      const page = await context.newPage();
      await page.goto(LIST);
      const api = await context.request.get(`${baseURL}/api/finance/paymentaccount/get`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const expected = ((await api.json()) as { financeListing: { paymentAccounts: { id: number; title: string }[] } })
        .financeListing.paymentAccounts;
      const ids = await page.locator('#first-paint tbody tr td:first-child').allTextContents();
      expect(ids).toEqual(expected.map((row) => String(row.id)));
      expect(await page.locator('#first-paint tbody tr').first().isVisible()).toBe(true);
      await expect.poll(() => page.locator('#first-paint').getByText(expected[0].title).count()).toBeGreaterThan(0);
      expect(await page.locator('#first-paint .first-paint-showing').textContent()).toMatch(/^Showing 1 to 10 of /);
    } finally {
      await context.close();
    }
  });

  it("hands over to the shell's list in one step: the same rows, never none, never both", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await storeSessionToken(context, baseURL, accounts.admin);
      // What the page holds when the layer goes (a MutationObserver runs before the next paint).
      await context.addInitScript(() => {
        const seen: { firstPaint: string[]; atHandOver?: string[] } = { firstPaint: [] };
        (window as unknown as { handOver: typeof seen }).handOver = seen;
        const idsIn = (scope: ParentNode) =>
          [...scope.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');
        document.addEventListener('DOMContentLoaded', () => {
          const layer = document.getElementById('first-paint');
          if (!layer) return;
          seen.firstPaint = idsIn(layer);
          new MutationObserver((_, observer) => {
            if (document.getElementById('first-paint')) return;
            seen.atHandOver = idsIn(document.getElementById('root')!);
            observer.disconnect();
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
      await page.goto(LIST);
      await page.locator('#first-paint').waitFor({ state: 'detached', timeout: 30_000 });
      const seen = await page.evaluate(
        () => (window as unknown as { handOver: { firstPaint: string[]; atHandOver?: string[] } }).handOver,
      );
      expect(seen.firstPaint).toHaveLength(10);
      // The shell's rows were there as the layer went, and they are the rows it showed.
      expect(seen.atHandOver).toEqual(seen.firstPaint);
      // One list on the page: the shell's (its rows in the accessibility tree, the layer's never were).
      expect(await page.locator('tbody').count()).toBe(1);
      expect(await page.getByRole('row').count()).toBe(11);
      expect(await page.locator('h1').allTextContents()).toEqual(['Payment Accounts']);
    } finally {
      await context.close();
    }
  });
});
