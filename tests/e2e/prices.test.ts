/**
 * Prices on screen, as a clerk keeps them: the providing policies' Nightly Rate column in the
 * tenant's currency (EUR) and the user's language, the form's money field refusing a third
 * decimal and saving 12.5, which the list then writes '€12.50' (« 12,50 € » in French).
 * The Finance tab of the tenancy settings with the demo tenant's values.
 * Screenshots under .tmp/screenshots/prices-*.png. The rate is put back at the end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

const firstRow = (page: Page) => page.locator('tbody tr').first();
/** The first row's cell under the column `header` (the table's columns in order). */
async function cellUnder(page: Page, header: string): Promise<string> {
  const headers = await page.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await firstRow(page).locator('td').nth(index).innerText()).replace(/[\u202f\u00a0]/g, ' ');
}

async function saveRate(page: Page, rate: string): Promise<void> {
  await firstRow(page).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Providing Policy' });
  await dialog.getByRole('textbox', { name: 'Nightly Rate' }).fill(rate);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

describe('prices', () => {
  it('shows nightly rates in euros, refuses a third decimal and saves 12.5', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/accommodation/providing-policies');
    await page.getByRole('columnheader', { name: 'Nightly Rate' }).waitFor();
    await expect.poll(() => cellUnder(page, 'Nightly Rate')).toMatch(/^€\d{2,3}\.00$/);
    const seeded = (await cellUnder(page, 'Nightly Rate')).replace(/[€,]/g, '');
    await screenshot(page, 'prices-policies');

    await saveRate(page, '12.345');
    const dialog = page.getByRole('dialog', { name: 'Providing Policy' });
    await dialog.getByText('Type an amount like 2,500.50 (at most 2 decimals).').waitFor();
    await screenshot(page, 'prices-policy-three-decimals');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await saveRate(page, '12.5');
    await page.getByText('Providing policy updated successfully!').waitFor();
    await expect.poll(() => cellUnder(page, 'Nightly Rate')).toBe('€12.50');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('columnheader', { name: 'Prix par nuit' }).waitFor();
    await expect.poll(() => cellUnder(page, 'Prix par nuit')).toBe('12,50 €');
    await screenshot(page, 'prices-policies-fr');

    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('columnheader', { name: 'Nightly Rate' }).waitFor();
    await saveRate(page, seeded);
    await page.getByText('Providing policy updated successfully!').waitFor();
    await context.close();
  });

  it("shows the tenant's finance settings in their own tab", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/provider-settings/saas-tenancy-settings#finance');
    const panel = page.getByRole('tabpanel', { name: 'Finance' });
    await page.getByRole('tab', { name: 'Finance', selected: true }).waitFor();
    await expect.poll(() => panel.getByRole('spinbutton', { name: 'Default Tax Rate (%)' }).inputValue()).toBe('10');
    expect(await panel.getByRole('textbox', { name: 'Invoice Number Prefix' }).inputValue()).toBe('INV');
    expect(await panel.getByRole('textbox', { name: 'Credit Note Prefix' }).inputValue()).toBe('CN');
    expect(await panel.getByRole('spinbutton', { name: 'Payment Terms (days)' }).inputValue()).toBe('30');
    expect(await panel.getByRole('spinbutton', { name: 'Balance Due Before Travel (days)' }).inputValue()).toBe('14');
    await screenshot(page, 'prices-finance-settings');
    await context.close();
  });
});
