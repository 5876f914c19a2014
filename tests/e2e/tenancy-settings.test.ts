/**
 * The SAAS Tenancy Settings screen and the branding it drives, as an administrator uses them:
 * the seven tabs kept in the URL fragment, a save that recolours the app bar at once, logos
 * uploaded and shown in the app bar (and on the sign-in page), the favicon and the title.
 * Screenshots under .tmp/screenshots/tenancy-*.png. The tenant is put back as it was at the end.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';
import { solidPng } from './png.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const ROUTE = '/provider-settings/saas-tenancy-settings';
const TABS = [
  'UI Settings',
  'Official Info',
  'Technical Settings',
  'Links',
  'Reservation Ref',
  'Finance',
  'Legal Identity',
];

const appBar = (page: Page) => page.locator('header').first();
const appBarColour = (page: Page) => appBar(page).evaluate((el) => getComputedStyle(el).backgroundColor);
const saveInformation = (page: Page) => page.getByRole('button', { name: 'Save Information' });

async function openSettings(page: Page, suffix = ''): Promise<void> {
  await page.goto(`${ROUTE}${suffix}`);
  await page.getByRole('tab', { name: 'UI Settings' }).waitFor();
  await saveInformation(page).waitFor();
}

async function saveAndWait(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/saastenancysettings/save') && r.request().method() === 'POST',
  );
  await saveInformation(page).click();
  expect((await answered).status()).toBe(200);
  await page.getByText('SAAS Tenancy Settings are saved successfully!').waitFor();
}

/** The settings as they were, put back after the tests (other browser tests share the server). */
const original: { primaryColor?: string; companyTitle?: string } = {};

afterAll(async () => {
  if (!original.primaryColor && !original.companyTitle) return;
  const { context, page } = await newPage(browser(), baseURL);
  try {
    await signIn(page, 'admin');
    await openSettings(page);
    if (original.primaryColor) await page.getByLabel(/^Primary Color/).fill(original.primaryColor);
    await page.getByRole('tab', { name: 'Official Info' }).click();
    if (original.companyTitle) await page.getByLabel(/^Company Title/).fill(original.companyTitle);
    await saveAndWait(page);
  } finally {
    await context.close();
  }
});

describe('SAAS Tenancy Settings', () => {
  it('shows the seven tabs, opens the one the fragment names and keeps the query string on a click', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await page.getByRole('menuitem', { name: /SAAS Tenancy Settings/ }).click();
      await page.waitForURL(new RegExp(`${ROUTE}$`));
      await page.getByRole('tab', { name: 'UI Settings', selected: true }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual(TABS);
      const crumbs = await page.getByRole('navigation', { name: /breadcrumb/i }).textContent();
      expect(crumbs).toContain('Provider Settings');
      expect(crumbs).toContain('SAAS Tenancy Settings');
      await screenshot(page, 'tenancy-ui-settings');

      await openSettings(page, '?from=e2e#links');
      await page.getByRole('tab', { name: 'Links', selected: true }).waitFor();
      expect(await page.getByLabel(/^Company Website/).isVisible()).toBe(true);
      await page.getByRole('tab', { name: 'Reservation Ref' }).click();
      await page.waitForURL((url) => url.hash === '#reservationRef');
      expect(new URL(page.url()).search).toBe('?from=e2e');
      await page.getByRole('tab', { name: 'Reservation Ref', selected: true }).waitFor();
      await screenshot(page, 'tenancy-reservation-ref');

      await openSettings(page, '#unknown');
      await page.getByRole('tab', { name: 'UI Settings', selected: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses an invalid save: the tab of the first error opens, nothing is sent', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await openSettings(page, '#links');
      await page.getByRole('tab', { name: 'Official Info' }).click();
      await page.getByLabel(/^Company Title/).fill('');
      await page.getByRole('tab', { name: 'Links' }).click();
      let saves = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/save')) saves += 1;
      });
      await saveInformation(page).click();
      await page.getByRole('tab', { name: 'Official Info', selected: true }).waitFor();
      await page.getByText('Company Title is required.').waitFor();
      expect(new URL(page.url()).hash).toBe('#officialInfo');
      await screenshot(page, 'tenancy-invalid');
      expect(saves).toBe(0);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByLabel(/^Company Title/).inputValue()).not.toBe('');
    } finally {
      await context.close();
    }
  });

  it('a save recolours the app bar at once, and for the next visit', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await openSettings(page);
      const primary = page.getByLabel(/^Primary Color/);
      original.primaryColor = await primary.inputValue();
      const before = await appBarColour(page);
      await primary.fill('#0b6e4f');
      await saveAndWait(page);
      await expect.poll(() => appBarColour(page)).toBe('rgb(11, 110, 79)');
      expect(before).not.toBe('rgb(11, 110, 79)');
      await screenshot(page, 'tenancy-recoloured');
      await page.goto('/dashboard');
      await page.getByRole('menu', { name: 'Main menu' }).waitFor();
      expect(await appBarColour(page)).toBe('rgb(11, 110, 79)');
    } finally {
      await context.close();
    }
  });

  it('uploads logos and an icon, shows the logo in the app bar, the icon as favicon and the company title as the title', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await openSettings(page);
      const inputs = page.locator('input[type=file]');
      await expect.poll(() => inputs.count()).toBe(3);
      await inputs
        .nth(0)
        .setInputFiles({ name: 'light.png', mimeType: 'image/png', buffer: solidPng(160, 40, [200, 30, 30]) });
      await page.getByText('light.png (0 KB)').waitFor();
      await inputs
        .nth(1)
        .setInputFiles({ name: 'dark.png', mimeType: 'image/png', buffer: solidPng(160, 40, [30, 30, 200]) });
      await page.getByText('dark.png (0 KB)').waitFor();
      await inputs
        .nth(2)
        .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: solidPng(32, 32, [30, 200, 30]) });
      await page.getByText('icon.png (0 KB)').waitFor();
      // SVG is refused before anything is sent.
      await inputs.nth(2).setInputFiles({
        name: 'evil.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await page.getByText(/SVG images are not supported/).waitFor();
      await page.getByRole('tab', { name: 'Official Info' }).click();
      original.companyTitle = await page.getByLabel(/^Company Title/).inputValue();
      await page.getByLabel(/^Company Title/).fill('Azur Voyages E2E');
      await saveAndWait(page);

      const logo = appBar(page).getByRole('img', { name: 'Azur Voyages E2E' });
      await logo.waitFor();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const drawn = await logo.evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src'),
        width: img.naturalWidth,
        height: img.getBoundingClientRect().height,
      }));
      expect(drawn.src).toMatch(/^\/api\/files\/\d+$/);
      expect(drawn.width).toBe(160);
      expect(drawn.height).toBeLessThanOrEqual(60);
      expect(await page.title()).toBe('Azur Voyages E2E');
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toMatch(/^\/api\/files\/\d+$/);
      const iconAnswer = await page.request.get(icon!);
      expect(iconAnswer.status()).toBe(200);
      expect(iconAnswer.headers()['content-type']).toContain('image/png');
      await screenshot(page, 'tenancy-logos');

      // The next load, and the sign-in page of someone signed out, are branded too.
      const { context: other, page: signInPage } = await newPage(browser(), baseURL);
      try {
        await signInPage.goto('/authentication');
        await signInPage.getByRole('button', { name: /sign in/i }).waitFor();
        await expect.poll(() => signInPage.title()).toBe('Azur Voyages E2E');
        const signInLogo = signInPage.getByRole('img', { name: 'Azur Voyages E2E' });
        // The element is there before its bytes: wait for the image to be decoded.
        await expect.poll(() => signInLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
        await screenshot(signInPage, 'tenancy-sign-in');
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});
