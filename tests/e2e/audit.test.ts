/**
 * No lost updates, History, Trash and the Audit Log as the administrator meets them: a save
 * over someone else's change keeps the input and reloads; History shows a change field by
 * field; a deleted row comes back from the trash; the Audit Log filters the trail.
 * Rows are made through the API with the admin's token (the "someone else" of the stale save).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const API = '/api/finance/paymentaccount';

interface Account {
  id: number;
  title: string;
  ref: string | null;
  version: number;
}

async function login(): Promise<string> {
  const res = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts.admin),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new payment account with a unique title (the search finds it alone). */
async function newAccount(token: string, prefix: string): Promise<Account> {
  const [category] = await api<{ id: number }[]>(
    token,
    '/api/infrastructure/infratype/getByTypeGroupId?typeGroupId=11',
  );
  const title = `${prefix} ${Date.now().toString(36)}`;
  return api<Account>(token, `${API}/add`, {
    method: 'POST',
    body: { title, initial: 'E2E', ref: 'REF1', infraTypeId: category.id, isActive: true },
  });
}

async function openList(page: Page, search: string): Promise<void> {
  await page.goto('/finance/payment-account');
  await page.getByRole('heading', { name: 'Payment Accounts' }).waitFor();
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(search);
  await box.press('Enter');
  await page.getByText('Showing 1 to 1 of 1 result').waitFor();
}

describe('no lost updates, history, trash, audit log', () => {
  it('keeps the input of a stale save, says so, and reloads the current row', async () => {
    const token = await login();
    const account = await newAccount(token, 'Stale');
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openList(page, account.title);
    await page.locator('tbody tr', { hasText: account.title }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Account' });
    const title = dialog.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(account.title);

    // Someone else changes the same row meanwhile.
    const current = await api<Account>(token, `${API}/getbyid?id=${account.id}`);
    await api(token, `${API}/update`, { method: 'PUT', body: { ...current, ref: 'OTHER', version: current.version } });

    await title.fill(`${account.title} mine`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('This record was changed by someone else. Reload it and try again.').waitFor();
    expect(await title.inputValue()).toBe(`${account.title} mine`);
    await screenshot(page, 'audit-stale-save');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.getByLabel(/^Ref/).inputValue()).toBe('OTHER');
    expect(await title.inputValue()).toBe(account.title);
    await dialog.getByRole('status').getByText(`Title: ${account.title} mine`).waitFor();
    await screenshot(page, 'audit-stale-reloaded');

    await title.fill(`${account.title} mine`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment account updated successfully!').waitFor();
    const saved = await api<Account>(token, `${API}/getbyid?id=${account.id}`);
    expect(saved).toMatchObject({ title: `${account.title} mine`, ref: 'OTHER', version: account.version + 2 });
    await context.close();
  });

  it('brings a deleted row back from the trash', async () => {
    const token = await login();
    const account = await newAccount(token, 'Trash');
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openList(page, account.title);
    await page.locator('tbody tr', { hasText: account.title }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete the payment account '${account.title}'?` })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await page.getByText('Payment account deleted successfully!').waitFor();
    await page.getByText('No data available').waitFor();

    await page.getByRole('button', { name: 'Trash' }).click();
    await page.waitForURL(/\/finance\/payment-account\/trash$/);
    await page.getByRole('heading', { name: 'Payment Accounts: Trash' }).waitFor();
    await page.getByText(/Showing 1 to \d+ of \d+ results?/).waitFor();
    await screenshot(page, 'audit-trash');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(account.title);
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 result').waitFor();
    const deleted = page.locator('tbody tr', { hasText: account.title });
    await deleted.getByText('Deleted', { exact: true }).waitFor();
    await deleted.getByText(/ by Alice Admin$/).waitFor();
    expect(await deleted.getByText('Active', { exact: true }).count()).toBe(0);
    await deleted.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('dialog', { name: `Restore the payment account '${account.title}'?` });
    await confirm.waitFor();
    await screenshot(page, 'audit-restore-confirm');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Payment account restored successfully!').waitFor();
    await page.getByText('No data available').waitFor();

    await page.getByRole('button', { name: 'Back to Payment Accounts' }).click();
    await openList(page, account.title);
    await page.locator('tbody tr', { hasText: account.title }).waitFor();
    await context.close();
  });

  it("shows a change in the row's History, field by field", async () => {
    const token = await login();
    const account = await newAccount(token, 'History');
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openList(page, account.title);
    const row = page.locator('tbody tr', { hasText: account.title });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Account' });
    await expect.poll(() => dialog.getByLabel(/^Ref/).inputValue()).toBe('REF1');
    await dialog.getByLabel(/^Ref/).fill('REF2');
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment account updated successfully!').waitFor();

    await row.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${account.title}` });
    const update = history.getByRole('region', { name: 'Updated' });
    await update.waitFor();
    await screenshot(page, 'audit-history');
    const cells = (label: string) =>
      update
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell');
    await expect.poll(() => cells('Ref').allInnerTexts()).toEqual(['REF1', 'REF2']);
    expect(await cells('Active').allInnerTexts()).toEqual(['Yes', 'No']);
    await history.getByRole('region', { name: 'Created' }).getByText('Alice Admin').waitFor();
    await screenshot(page, 'audit-history');
    await history.getByRole('button', { name: 'Close' }).click();

    // The users list has History too; a seeded user has no entry yet.
    await page.goto('/user-management/users');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('viewer@example.com');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 result').waitFor();
    await page.locator('tbody tr', { hasText: 'viewer@example.com' }).getByRole('button', { name: 'History' }).click();
    const userHistory = page.getByRole('dialog', { name: `History of ${accounts.viewer.name}` });
    await userHistory.getByText('No changes recorded yet.').waitFor();
    await screenshot(page, 'audit-history-empty');
    await context.close();
  });

  it('filters the Audit Log and opens an entry to its diff (and speaks French)', async () => {
    const token = await login();
    const account = await newAccount(token, 'Log');
    await api(token, `${API}/update`, {
      method: 'PUT',
      body: { ...account, title: `${account.title} v2`, version: account.version },
    });
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.waitForURL(/\/audit-log$/);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.getByText(/Showing 1 to \d+ of \d+ results?/).waitFor();
    await screenshot(page, 'audit-log');

    await page.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Payment Accounts' }).click();
    const entityId = page.getByRole('textbox', { name: 'Entity ID' });
    await entityId.fill(String(account.id));
    await entityId.press('Enter');
    await page.getByText('Showing 1 to 2 of 2 results').waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().getByText('Updated').waitFor();
    await rows.nth(1).getByText('Created').waitFor();
    await rows.first().getByRole('button', { name: 'Show changes' }).click();
    const diff = page.getByRole('table', { name: 'Changes' });
    await diff.getByText(`${account.title} v2`).waitFor();
    await screenshot(page, 'audit-log-filtered');

    // Typed as an English user writes a date (month first), whatever the browser's language.
    const [year, month, date] = new Date().toISOString().slice(0, 10).split('-');
    const today = `${month}/${date}/${year}`;
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('01/01/2000');
    await page.getByText('No data available').waitFor();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await page.getByText(/Showing 1 to 2 of 2 results/).waitFor();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: "Journal d'audit" }).waitFor();
    await screenshot(page, 'audit-log-fr');
    await context.close();
  });
});
