/**
 * Credit on account in the browser, in French, as a finance clerk: a payment above an invoice's
 * balance, its split changed so the rest stays on the agency's account (the dialog says how much
 * before saving), then that credit used on a later invoice of the same agency from its payments
 * dialog (Utiliser l'avoir), whose balance due drops by as much.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const CREDIT = 25;

interface OpenInvoice {
  id: number;
  number: string;
  balance: number;
  currencyInitial: string | null;
}

async function login(): Promise<string> {
  const res = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts.admin),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An agency with no credit on account and two open invoices in euros, oldest due first. */
async function agencyWithTwoOpenInvoices(token: string): Promise<{ agencyId: number; open: OpenInvoice[] }> {
  for (let agencyId = 1; agencyId <= 10; agencyId++) {
    const balance = await api<{ creditOnAccount: number }>(token, `/api/finance/agency/balance?agencyId=${agencyId}`);
    const open = (await api<OpenInvoice[]>(token, `/api/finance/agency/openinvoices?agencyId=${agencyId}`)).filter(
      (o) => o.currencyInitial === 'EUR',
    );
    if (balance.creditOnAccount === 0 && open.length >= 2 && open[1].balance > CREDIT) return { agencyId, open };
  }
  throw new Error('no demo agency has two open invoices in euros');
}

/** An amount as French writes it in a field (no group separator): 1259.5 → "1259,50". */
const frenchInput = (value: number) => value.toFixed(2).replace('.', ',');

/** Opens the payments dialog of the invoice numbered `number` from the invoices list. */
async function paymentsOf(page: Page, number: string): Promise<Locator> {
  await page.goto(`/finance/invoice?number=${encodeURIComponent(number)}`);
  const row = page.locator('tbody tr', { hasText: number }).first();
  await row.waitFor();
  await row.getByRole('button', { name: 'Paiements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paiements de la facture' });
  await dialog.getByText(number, { exact: true }).first().waitFor();
  return dialog;
}

async function pick(page: Page, dialog: Locator, label: RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
}

describe('credit on account', () => {
  it('leaves the rest of a payment on the account, then uses it on a later invoice', async () => {
    const token = await login();
    const { agencyId, open } = await agencyWithTwoOpenInvoices(token);
    const [older, later] = open;
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/finance/invoice');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();

    // A payment of the older invoice's balance and 25 €: by default the later invoice takes the 25 €.
    let dialog = await paymentsOf(page, older.number);
    const amount = dialog.getByRole('textbox', { name: /^Montant/ });
    await expect.poll(() => amount.inputValue()).not.toBe('');
    await amount.fill(frenchInput(older.balance + CREDIT));
    const laterLine = dialog.getByRole('textbox', { name: `Réglé sur ${later.number}` });
    await expect.poll(() => laterLine.inputValue()).toBe('25,00');
    // The clerk keeps it on the account instead: the dialog says so before saving.
    await laterLine.fill('');
    await dialog.getByText(/^25,00\s€ resteront en avoir sur le compte de l'agence\.$/).waitFor();
    await pick(page, dialog, /Compte de paiement/);
    await pick(page, dialog, /Type de paiement/);
    await screenshot(page, 'credit-on-account-split-fr');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paiement de facture ajouté avec succès !').waitFor();
    await dialog.getByText(/En avoir 25,00\s€/).waitFor();
    await dialog.getByText(/^Avoir sur compte : 25,00\s€$/).waitFor();

    // The later invoice's payments dialog offers the credit; using it lowers its balance due.
    dialog = await paymentsOf(page, later.number);
    await dialog.getByText(/^Avoir sur compte : 25,00\s€$/).waitFor();
    await dialog.getByRole('button', { name: "Utiliser l'avoir" }).click();
    await page.getByText("L'avoir sur compte a été imputé à la facture.").waitFor();
    await dialog.getByText(/^Avoir sur compte/).waitFor({ state: 'detached' });
    // A new payment now suggests what is left to pay.
    const suggested = async () =>
      Number(
        (await dialog.getByRole('textbox', { name: /^Montant/ }).inputValue()).replace(/\s/g, '').replace(',', '.'),
      );
    await expect.poll(suggested).toBeCloseTo(later.balance - CREDIT, 2);
    const after = await api<{ balanceDue: number; status: number }>(
      token,
      `/api/finance/invoice/getbyid?id=${later.id}`,
    );
    expect(after.balanceDue).toBeCloseTo(later.balance - CREDIT, 2);
    const balance = await api<{ creditOnAccount: number }>(token, `/api/finance/agency/balance?agencyId=${agencyId}`);
    expect(balance.creditOnAccount).toBe(0);
    await screenshot(page, 'credit-on-account-used-fr');
    await context.close();
  });
});
