/**
 * At a phone's width (390 px) no screen scrolls sideways: the toolbar wraps, a list's rows are
 * cards with their actions in sight and its filters fold behind one button, dialogs fill the screen. Every main screen is visited, the page's
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
  { path: '/finance/invoice', heading: 'Invoices' },
  { path: '/finance/invoice-payment', heading: 'Invoice Payments' },
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

  it('folds the filters and shows each row as a card with its actions in sight', async () => {
    const { context, page } = await phonePage();
    const inWindow = async (what: string, box: { x: number; width: number } | null) => {
      expect(box, what).not.toBeNull();
      expect(box!.x, what).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, what).toBeLessThanOrEqual(WIDTH);
    };
    // The reservations: seven filters behind one button, the first request a card that opens it.
    await page.goto('/reservation-management/reservations');
    await page.getByText(/Showing \d+ to \d+ of \d+ results?/).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await inWindow('Filters button', await filters.boundingBox());
    const first = page.getByRole('row', { name: /^Open request / }).first();
    await inWindow('first request card', await first.boundingBox());
    expect(await first.getByText(/^ORS-/).isVisible()).toBe(true);
    expect((await first.boundingBox())!.y).toBeLessThan(844); // in the first screen, not under the filters
    await expectNoSidewaysScroll(page, 'reservations-cards');
    // One filter set: the button counts it.
    await filters.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'GIT' }).click();
    await panel.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('requestType')).toBe('2');
    await first.click();
    await page.waitForURL(/\/reservation\/request\/edit\//);

    // A generated list: its row actions are labelled buttons inside the card.
    await page.goto('/infrastructure/countries');
    // The server's first paint shows the rows at once (without actions); the shell's list replaces it.
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    await page.getByText(/Showing \d+ to \d+ of \d+ results?/).waitFor();
    const card = page.locator('tbody tr').first();
    await inWindow('first country card', await card.boundingBox());
    for (const action of ['Edit', 'History', 'Delete']) {
      const button = card.getByRole('button', { name: action, exact: true });
      expect(await button.isVisible(), action).toBe(true);
      await inWindow(action, await button.boundingBox());
    }
    await expectNoSidewaysScroll(page, 'countries-cards');
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
    // ...but stays legible: the bar's buttons are compact on a phone, so the wide demo logo (5:1) is
    // drawn about 30 px high on its plate (it was 18 px, its lettering hard to read).
    const drawnHeight = await page.getByRole('img', { name: 'Azur Voyages' }).evaluate((img: HTMLImageElement) => {
      const style = getComputedStyle(img);
      const px = (value: string) => Number.parseFloat(value) || 0;
      const width = img.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
      const height = img.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
      return Math.min(height, (width * img.naturalHeight) / img.naturalWidth);
    });
    expect(drawnHeight).toBeGreaterThanOrEqual(26);
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
        .getByText(/Showing \d+ to \d+ of \d+ results?/)
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
