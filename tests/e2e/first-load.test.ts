/**
 * The first visit of the sign-in page stays small: what Chromium receives for it (HTML,
 * scripts, styles, fonts, images, texts; headers included, as DevTools counts them) is under
 * 350 KiB, every file of ours worth compressing arrives brotli-compressed, and the admin shell (react-admin) is
 * not among them: it starts loading when the form is submitted.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '@server/http/compression.js';
import { describeTransfer, measureTransfer, storeSessionToken } from '../support/first-load.js';
import { reactCommits, recordReactCommits } from '../support/react-commits.js';
import { accounts, newPage, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');
const BUDGET_BYTES = 350 * 1024;

/** The first list page as the signed-in administrator, its rows shown. */
async function openListSignedIn(context: BrowserContext, page: Page): Promise<void> {
  await storeSessionToken(context, baseURL, { email: accounts.admin.email, password: accounts.admin.password });
  await page.goto('/finance/payment-account');
  await page.getByRole('row').nth(1).waitFor();
}

describe('first load', () => {
  it('downloads the sign-in page in under 350 KiB, brotli-compressed, without the admin shell', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const transfer = await measureTransfer(page, async () => {
        await page.goto('/authentication');
        await page.getByRole('button', { name: /sign in/i }).waitFor();
      });
      console.log(`sign-in page: ${describeTransfer(transfer)}`);
      expect(transfer.totalBytes, describeTransfer(transfer)).toBeLessThan(BUDGET_BYTES);
      const ours = transfer.responses.filter((r) => r.status === 200 && r.url.startsWith(baseURL));
      expect(ours.filter((r) => r.type === 'Script').length).toBeGreaterThan(0);
      // The tenant's logo (an image, compressed already) and the branding answer (under the
      // server's 1 KiB threshold, headers aside) come as they are; everything else is brotli.
      const worthCompressing = ours.filter((r) => r.type !== 'Image' && r.bytes > 2 * COMPRESSION_THRESHOLD);
      expect(worthCompressing.filter((r) => r.encoding !== 'br').map((r) => r.url)).toEqual([]);
      expect(ours.filter((r) => /\/assets\/AdminShell-/.test(r.url)).map((r) => r.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the screen's heading from the page itself, before any script runs, in the user's language", async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/finance/payment-account');
      await expect.poll(() => page.locator('#first-paint h1').textContent()).toBe('Payment Accounts');
      expect(await page.locator('#first-paint h1').isVisible()).toBe(true);
      await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL }]);
      await page.goto('/finance/payment-account');
      expect(await page.locator('#first-paint h1').textContent()).toBe('Comptes de paiement');
    } finally {
      await context.close();
    }
  });

  it("hands over to the shell, which takes the boot script's early answers (branding, schemas, the list's first page) instead of asking again", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      await openListSignedIn(context, page);
      await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
      expect(await page.locator('h1').allTextContents()).toEqual(['Payment Accounts']);
      expect(asked.filter((p) => p === '/api/schemas')).toHaveLength(1);
      expect(asked.filter((p) => p.endsWith('/saastenancysettings/branding'))).toHaveLength(1);
      // The list's first page too: asked by the boot script as the screen asks it, once.
      expect(asked.filter((p) => p === '/api/finance/paymentaccount/get')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('renders the shell once on a phone: after its first commit, nothing of the layout or the list renders again while the page settles', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      // The phone Lighthouse's mobile run measures (where the side menu waits in its closed drawer).
      await page.setViewportSize({ width: 412, height: 823 });
      await recordReactCommits(page);
      await openListSignedIn(context, page);
      await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
      await page.waitForTimeout(1_500); // what react-admin and MUI do after the first commit
      const [first, ...later] = await reactCommits(page);
      // The whole screen mounts in the first commit (app bar, heading, filters, ten rows as cards).
      expect(first?.mounted).toBeGreaterThan(500);
      // After it only the app bar's tooltips take their anchor and the filters' selects measure
      // their box (a few dozen components). react-admin registering its resources and its router
      // storing its routes again rendered the layout twice more (~500 components), in long tasks.
      const renderedAfter = later.reduce((sum, commit) => sum + commit.rendered, 0);
      expect(renderedAfter, JSON.stringify(later)).toBeLessThan(150);
    } finally {
      await context.close();
    }
  });

  it("shows the app bar's tooltips on hover, and the side menu's when reduced to icons, though they take their anchor after the first render (scripts/tooltip-anchor.ts)", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await openListSignedIn(context, page);
      for (const name of ['Theme settings', 'Refresh']) {
        await page.getByRole('button', { name, exact: true }).hover();
        await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(name);
        // Away, onto the page's heading (the side menu's truncated entries have tooltips of their own).
        await page.getByRole('heading', { name: 'Payment Accounts', level: 1 }).hover();
        await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
      }
      // The side menu reduced to icons names each entry in a tooltip its entry opens itself (`open`).
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.getByRole('menuitem', { name: 'Reservations' }).hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Reservations');
    } finally {
      await context.close();
    }
  });
});
