import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

const listCalls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/finance/paymentaccount/get')) urls.push(r.url());
  });
  return urls;
};

async function openPaymentAccounts(page: Page): Promise<void> {
  await page.goto('/finance/payment-account');
  await page.getByRole('heading', { name: 'Payment Accounts' }).waitFor();
  await page.getByText(/Showing \d+ to \d+ of \d+ results?/).waitFor();
}

const footer = (page: Page) => page.getByText(/Showing \d+ to \d+ of \d+ results?/).innerText();

describe('payment accounts', () => {
  it('lists the spec columns with paging of 10', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Payment Accounts' }).click();
    await openPaymentAccounts(page);
    for (const header of ['ID', 'Title', 'Ref', 'Payment Account Category', 'Initial', 'Status', 'Action']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    expect(await footer(page)).toMatch(/^Showing 1 to 10 of (\d+) results$/);
    expect(await page.locator('tbody tr').count()).toBe(10);
    expect(await page.getByRole('button', { name: /previous/i }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /next/i }).click();
    await page.getByText(/Showing 11 to \d+ of \d+ results?/).waitFor();
    await page.getByRole('button', { name: 'page 1', exact: false }).first().click();
    await page.getByText(/Showing 1 to 10 of/).waitFor();
    await screenshot(page, 'payment-accounts-list');
    await context.close();
  });

  it('searches after 3 characters, not before, and shows the empty row', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openPaymentAccounts(page);
    const calls = listCalls(page);
    const search = page.getByRole('textbox', { name: /search/i });
    await search.fill('zz');
    await page.waitForTimeout(700);
    expect(calls.filter((u) => u.includes('search=zz'))).toHaveLength(0);
    await search.fill('zzzq-nothing');
    await page.getByText('No data available').waitFor();
    expect(calls.some((u) => u.includes('search=zzzq-nothing'))).toBe(true);
    await search.fill('');
    await page.getByText(/Showing 1 to 10 of/).waitFor();
    await context.close();
  });

  it('shows the length message for a too-short title and sends nothing', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openPaymentAccounts(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/finance/paymentaccount/')) writes.push(r.url());
    });
    await page.getByRole('button', { name: /^add$/i }).click();
    const dialog = page.getByRole('dialog', { name: /payment account/i });
    await dialog.waitFor();
    await dialog.getByLabel(/^title/i).fill('ab');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await dialog.getByText('Title must be at least 3 characters long.').waitFor();
    await dialog.getByText('Payment category is required.').waitFor();
    await screenshot(page, 'payment-account-invalid');
    expect(writes).toEqual([]);
    await dialog.getByRole('button', { name: /^cancel$/i }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('adds, edits and deletes an account with confirmation', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openPaymentAccounts(page);
    const title = `E2E account ${Date.now()}`;

    await page.getByRole('button', { name: /^add$/i }).click();
    let dialog = page.getByRole('dialog', { name: /payment account/i });
    await dialog.getByLabel(/^title/i).fill(title);
    await dialog.getByLabel(/^initial/i).fill('E2E');
    await dialog.getByLabel(/^ref/i).fill('E2E-001');
    await dialog.getByRole('combobox', { name: /payment category/i }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('Payment account added successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const search = page.getByRole('textbox', { name: /search/i });
    await search.fill(title);
    await search.press('Enter');
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    await row.getByText('Cash').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: /payment account/i });
    expect(await dialog.getByLabel(/^title/i).inputValue()).toBe(title);
    await dialog.getByLabel(/^title/i).fill(`${title} edited`);
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('Payment account updated successfully!').waitFor();
    await page.locator('tbody tr', { hasText: `${title} edited` }).waitFor();

    await page
      .locator('tbody tr', { hasText: `${title} edited` })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete the payment account '${title} edited'?` });
    await confirm.getByText('It goes to the Trash, from where it can be restored.').waitFor();
    await screenshot(page, 'payment-account-delete-confirm');
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Payment account deleted successfully!').waitFor();
    await page.getByText('No data available').waitFor();
    await context.close();
  });

  it('hides Add, Edit and Delete from the viewer', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'viewer');
    await openPaymentAccounts(page);
    expect(await page.getByRole('button', { name: /^add$/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await context.close();
  });

  it('gives the agent the not-found page and no menu entry', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'agent');
    expect(await page.getByRole('link', { name: 'Payment Accounts' }).count()).toBe(0);
    await page.goto('/finance/payment-account');
    await page.getByText('Page not found').waitFor();
    await screenshot(page, 'agent-not-found');
    await context.close();
  });

  it('switches to French, texts and server messages included', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openPaymentAccounts(page);
    await page.getByRole('button', { name: /language|langue/i }).click();
    await page.getByRole('menuitem', { name: /français/i }).click();
    await page.getByRole('heading', { name: 'Comptes de paiement' }).waitFor();
    await page.getByText(/Affichage de 1 à 10 sur \d+ résultats/).waitFor();
    await page.getByRole('button', { name: /^ajouter$/i }).click();
    const dialog = page.getByRole('dialog', { name: /compte de paiement/i });
    await dialog.getByRole('button', { name: /^enregistrer$/i }).click();
    await dialog.getByText('Le champ « Titre » est obligatoire.').waitFor();
    await dialog.getByText('Le champ « Catégorie de paiement » est obligatoire.').waitFor();
    await screenshot(page, 'payment-accounts-french');
    await context.close();
  });
});
