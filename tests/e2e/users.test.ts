/**
 * User management as the administrator uses it: add a user with a role (bad input first),
 * the new user signs in, gets locked and can no longer sign in; the role matrix is shown.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/authentication');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

describe('users', () => {
  it('adds a user who signs in, then locks them out', async () => {
    const email = `zoe.${Date.now()}@example.com`;
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/user-management/users');
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();

    await page.getByRole('button', { name: /^add$/i }).click();
    const dialog = page.getByRole('dialog', { name: 'User' });
    await dialog.getByLabel(/^first name/i).fill('Zoe');
    await dialog.getByLabel(/^last name/i).fill('Finance');
    await dialog.getByLabel(/^email/i).fill(email);
    await dialog.getByLabel(/^password/i).fill('short');
    await dialog.getByRole('combobox', { name: /roles/i }).click();
    await page.getByRole('option', { name: 'finance' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await dialog
      .getByText(/at least 8 characters/i)
      .first()
      .waitFor();
    await screenshot(page, 'user-form-invalid');
    await dialog.getByLabel(/^password/i).fill('Finance#2026');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('User added successfully!').waitFor();

    const other = await newPage(browser(), baseURL);
    await signInAs(other.page, email, 'Finance#2026');
    await other.page.waitForURL(/\/dashboard/);
    await other.page.getByText('Zoe Finance').first().waitFor();
    await other.context.close();

    const search = page.getByRole('textbox', { name: /search/i });
    await search.fill(email);
    await search.press('Enter');
    const row = page.locator('tbody tr', { hasText: email });
    await row.getByRole('button', { name: 'Lock' }).click();
    await page
      .getByRole('dialog', { name: 'Lock this user?' })
      .getByRole('button', { name: /lock|confirm|yes/i })
      .last()
      .click();
    await page.getByText('User locked successfully!').waitFor();
    await row.getByText('Locked').waitFor();

    const locked = await newPage(browser(), baseURL);
    await signInAs(locked.page, email, 'Finance#2026');
    await locked.page.getByText('Invalid email or password.').waitFor();
    expect(locked.page.url()).toMatch(/\/authentication$/);
    await locked.context.close();
    await context.close();
  });

  it('shows the permission matrix of a role, grouped by area', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/user-management/roles');
    await page.locator('tbody tr', { hasText: 'finance' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Role' });
    await dialog.getByText('Payment Accounts').waitFor();
    await dialog.getByText('Infrastructure').first().waitFor();
    await dialog.getByRole('button', { name: /^cancel$/i }).click();
    await context.close();
  });
});
