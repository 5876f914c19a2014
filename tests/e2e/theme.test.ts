/**
 * The theme customizer (spec §9) as a user meets it: the gear of the app bar opens the
 * "Theme settings" panel; dark mode and right-to-left apply at once, are kept in localStorage
 * under their keys and survive a reload; the sign-in page follows them. Screenshots of dark and
 * RTL go to .tmp/screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

const channels = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);

/** WCAG relative luminance of a CSS `rgb(...)` colour: 0 is black, 1 white. */
function luminance(css: string): number {
  const [r, g, b] = channels(css)
    .slice(0, 3)
    .map((n) => {
      const c = n / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `rgba(...)` laid over an opaque `rgb(...)`, as the eye sees it. */
function over(top: string, bottom: string): string {
  const [r, g, b, a = 1] = channels(top);
  const under = channels(bottom);
  return `rgb(${[r, g, b].map((c, i) => c * a + under[i] * (1 - a)).join(', ')})`;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const bodyClasses = (page: Page) => page.evaluate(() => [...document.body.classList]);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Theme settings' });
  await panel.waitFor();
  return panel;
}

describe('theme customizer', () => {
  it('turns dark mode and right-to-left on from the gear panel, and keeps them over a reload', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await page.goto('/finance/payment-account');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.8);
      expect(await direction(page)).toBe('ltr');
      expect(await stored(page, 'isNavbarTheme')).toBe('true'); // forced on at load

      const panel = await openPanel(page);
      const dark = panel.getByRole('switch', { name: 'Dark mode' });
      expect(await dark.isChecked()).toBe(false);
      await dark.click();
      await expect.poll(() => bodyClasses(page)).toContain('theme-dark');
      await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.05);
      expect(await stored(page, 'isDarkTheme')).toBe('true');
      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });
      await screenshot(page, 'theme-dark');

      // The side menu starts on the left; RTL mirrors it, and the panel opens from the other side.
      const menu = page.getByRole('menu', { name: 'Main menu' });
      const viewport = page.viewportSize()!;
      expect((await menu.boundingBox())!.x).toBeLessThan(viewport.width / 2);
      const panelAgain = await openPanel(page);
      expect((await panelAgain.boundingBox())!.x).toBeGreaterThan(viewport.width / 2);
      await panelAgain.getByRole('switch', { name: 'Right to left (RTL)' }).click();
      await expect.poll(() => direction(page)).toBe('rtl');
      expect(await bodyClasses(page)).toContain('theme-rtl');
      expect(await stored(page, 'isRTLEnabledTheme')).toBe('true');
      await expect.poll(async () => (await panelAgain.boundingBox())!.x).toBeLessThan(10);
      // The right-sidebar toggle says what it does in RTL: the menu is already on the right.
      await panelAgain.getByRole('switch', { name: 'Sidebar on the left' }).waitFor();
      await page.keyboard.press('Escape');
      await panelAgain.waitFor({ state: 'detached' });
      expect((await menu.boundingBox())!.x).toBeGreaterThan(viewport.width / 2);
      await screenshot(page, 'theme-rtl-dark');

      // A stored "navbar off" is overridden at load; dark and RTL are kept.
      await page.evaluate(() => localStorage.setItem('isNavbarTheme', 'false'));
      await page.reload();
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      expect(await direction(page)).toBe('rtl');
      expect(await bodyClasses(page)).toEqual(expect.arrayContaining(['theme-dark', 'theme-rtl']));
      expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
      expect((await menu.boundingBox())!.x).toBeGreaterThan(viewport.width / 2);
      expect(await stored(page, 'isNavbarTheme')).toBe('true');
      const reloaded = await openPanel(page);
      expect(await reloaded.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
      expect(await reloaded.getByRole('switch', { name: 'Right to left (RTL)' }).isChecked()).toBe(true);
      expect(await reloaded.getByRole('switch', { name: 'Fixed navbar' }).isChecked()).toBe(true);

      // Back to light, left to right.
      await reloaded.getByRole('button', { name: 'Reset to defaults' }).click();
      await expect.poll(() => direction(page)).toBe('ltr');
      await expect.poll(async () => luminance(await bodyBackground(page))).toBeGreaterThan(0.8);
      expect(await stored(page, 'isDarkTheme')).toBe('false');
      await page.keyboard.press('Escape');
      await screenshot(page, 'theme-light-ltr');
    } finally {
      await context.close();
    }
  });

  it('applies the layout toggles: dark sidebar, right sidebar, hidden sidebar, bordered cards', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      const menu = page.getByRole('menu', { name: 'Main menu' });
      // A card of the dashboard (a section named by its title).
      const card = page.getByRole('region', { name: 'Pending amendments' });
      await card.waitFor();
      const cardBorder = () => card.evaluate((el) => getComputedStyle(el).borderTopWidth);
      expect(await cardBorder()).toBe('0px');
      const panel = await openPanel(page);
      await panel.getByRole('switch', { name: 'Dark sidebar' }).click();
      await panel.getByRole('switch', { name: 'Sidebar on the right' }).click();
      await panel.getByRole('switch', { name: 'Bordered cards' }).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      const sidebarBackground = await page
        .locator('.RaSidebar-fixed')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(luminance(sidebarBackground)).toBeLessThan(0.05);
      expect((await menu.boundingBox())!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      expect(await cardBorder()).toBe('1px');
      await screenshot(page, 'theme-dark-sidebar-right');

      const again = await openPanel(page);
      await again.getByRole('switch', { name: 'Hide sidebar' }).click();
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'detached' });
      await menu.waitFor({ state: 'hidden' });
      expect(await stored(page, 'isHideSidebarTheme')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it("keeps the form's error texts readable in dark mode (AA, 4.5:1)", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await page.evaluate(() => localStorage.setItem('isDarkTheme', 'true'));
      await page.goto('/finance/payment-account');
      await page.getByRole('button', { name: 'Add' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const message = dialog.getByText('Title is required.');
      await message.waitFor();
      const paper = await dialog.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).backgroundColor);
      expect(luminance(paper)).toBeLessThan(0.05);
      expect(contrast(await message.evaluate((el) => getComputedStyle(el).color), paper)).toBeGreaterThanOrEqual(4.5);
      // The required field's label, in the error colour on the filled field's translucent background.
      const label = dialog.locator('label', { hasText: 'Title' });
      const field = dialog.locator('.MuiFilledInput-root').first();
      const fieldBackground = over(await field.evaluate((el) => getComputedStyle(el).backgroundColor), paper);
      expect(
        contrast(await label.evaluate((el) => getComputedStyle(el).color), fieldBackground),
      ).toBeGreaterThanOrEqual(4.5);
      await screenshot(page, 'theme-dark-form');
    } finally {
      await context.close();
    }
  });

  it('shows the sign-in page dark and right to left when they are stored', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await page.goto('/authentication');
      await page.evaluate(() => {
        localStorage.setItem('isDarkTheme', 'true');
        localStorage.setItem('isRTLEnabledTheme', 'true');
      });
      await page.reload();
      const signInButton = page.getByRole('button', { name: /sign in/i });
      await signInButton.waitFor();
      expect(await direction(page)).toBe('rtl');
      expect(await bodyClasses(page)).toEqual(expect.arrayContaining(['theme-dark', 'theme-rtl']));
      const card = page.locator('.MuiCard-root');
      expect(luminance(await card.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(0.05);
      // Mirrored: the field labels sit at the right end of their fields.
      const field = (await page.getByRole('textbox', { name: /email/i }).boundingBox())!;
      const label = (await page.locator('label', { hasText: 'Email' }).boundingBox())!;
      expect(label.x + label.width).toBeGreaterThan(field.x + field.width - 40);
      await screenshot(page, 'theme-sign-in-rtl-dark');
    } finally {
      await context.close();
    }
  });
});
