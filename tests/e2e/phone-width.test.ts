/**
 * At a phone's width (390 px) no screen scrolls sideways: the toolbar wraps, a wide list
 * scrolls inside its card, dialogs fill the screen. Every main screen is visited, the page's
 * width is measured and a screenshot saved (.tmp/screenshots/phone-*.png, git-ignored) for a
 * human to look at. Also checks that Back returns a list to the page it was on.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accounts, screenshot, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const WIDTH = 390;

async function phonePage() {
  const context = await browser().newContext({
    baseURL,
    viewport: { width: WIDTH, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/authentication');
  await page.getByLabel(/email/i).fill(accounts.admin.email);
  await page.getByLabel(/password/i).fill(accounts.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
  return { context, page };
}

/** The widest the document gets, which must not pass the window. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  await screenshot(page, `phone-${name}`);
  // DEBUG_WIDTH=1 lists the elements wider than the window, to find what overflows.
  if (process.env.DEBUG_WIDTH) {
    console.log(
      name,
      await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().width > 390 && e.getBoundingClientRect().width < 2000)
          .slice(0, 12)
          .map(
            (e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().width)}`,
          ),
      ),
    );
  }
  expect(await pageWidth(page), `${name} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

const lists = [
  { path: '/finance/payment-account', heading: 'Payment Accounts' },
  { path: '/reservation-management/reservations', heading: 'Reservations' },
  { path: '/infrastructure/countries', heading: 'Countries' },
  { path: '/accommodation/hotel', heading: 'Hotels' },
  { path: '/supplier-management/supplier', heading: 'Suppliers' },
  { path: '/finance/payment-account/trash', heading: 'Payment Accounts: Trash' },
  { path: '/user-management/users', heading: 'Users' },
  { path: '/user-management/roles', heading: 'Roles' },
  { path: '/audit-log', heading: 'Audit Log' },
];

describe('phone width (390 px)', () => {
  it('shows every main screen without sideways scrolling', async () => {
    const { context, page } = await phonePage();
    await page.getByRole('heading').first().waitFor();
    await expectNoSidewaysScroll(page, 'dashboard');
    for (const list of lists) {
      await page.goto(list.path);
      await page.getByRole('heading', { name: list.heading, exact: true }).waitFor();
      await page
        .getByText(/Showing \d+ to \d+ of \d+ results|No data available/)
        .first()
        .waitFor();
      await expectNoSidewaysScroll(page, list.path.slice(1).replace(/\//g, '-'));
    }
    await context.close();
  });

  it("keeps every app bar button in sight: the tenant's logo gives way", async () => {
    const { context, page } = await phonePage();
    await page.goto('/finance/payment-account');
    await page.getByRole('heading', { name: 'Payment Accounts', exact: true }).waitFor();
    await page.getByRole('img', { name: 'Azur Voyages' }).waitFor();
    const logo = await page.getByRole('img', { name: 'Azur Voyages' }).boundingBox();
    const banner = page.getByRole('banner');
    for (const name of [/^Language: EN/, 'Theme settings', /Account menu$/]) {
      // Side by side, never one over the other (the language code used to sit, white on white, under the logo's plate).
      const button = await banner.getByRole('button', { name }).boundingBox();
      expect(
        logo && button && (button.x >= logo.x + logo.width || button.x + button.width <= logo.x),
        String(name),
      ).toBe(true);
    }
    await context.close();
  });

  it('opens dialogs full screen', async () => {
    const { context, page } = await phonePage();
    const dialogs = [
      { path: '/finance/payment-account', open: 'Add', name: 'Payment Account' },
      { path: '/user-management/users', open: 'Add', name: 'User' },
      { path: '/user-management/roles', open: 'Add', name: 'Role' },
      { path: '/infrastructure/countries', open: 'History', name: /^History of / },
    ];
    for (const d of dialogs) {
      await page.goto(d.path);
      await page
        .getByText(/Showing \d+ to \d+ of \d+ results/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: d.open, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: d.name });
      await dialog.waitFor();
      await page.waitForTimeout(400); // the opening transition
      const box = await dialog.boundingBox();
      expect(box?.width, `${d.path} ${d.open}`).toBe(WIDTH);
      await expectNoSidewaysScroll(page, `${d.path.slice(1).replace(/\//g, '-')}-${d.open.toLowerCase()}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('keeps a list page in the URL: a link to page 2 opens it and Back returns to it', async () => {
    const { context, page } = await phonePage();
    await page.goto('/infrastructure/countries?page=2');
    await page.getByText(/^Showing 11 to /).waitFor();
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await page.getByText(/^Showing 1 to 10 of /).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await page.getByText(/^Showing 11 to /).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    await context.close();
  });
});
