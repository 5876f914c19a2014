/**
 * Cancellation charges can be collected, in French, as a finance clerk: the demo's invoice
 * Canceled With Charges keeps exactly its charges due; its payments dialog takes a payment of them
 * (suggested), after which it owes nothing and its statement row reads « Réglée ».
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

type Invoice = { id: number; number: string; agencyId: number; balanceDue: number; grandTotal: number };

async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function pick(page: Page, label: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Paiements de la facture' });
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
}

describe('cancellation charges', () => {
  it('takes a payment of the charges of an invoice Canceled With Charges, which then owes nothing', async () => {
    const { accessToken: token } = await call<{ accessToken: string }>(null, 'POST', '/api/Auth/login', accounts.admin);
    const { invoices } = await call<{ invoices: Invoice[] }>(token, 'POST', '/api/finance/invoice/get', {
      invoiceStatus: 4,
      documentType: 'invoice',
      pageSize: 100,
    });
    const charged = invoices.find((i) => i.balanceDue > 0);
    expect(charged, 'the demo has an invoice Canceled With Charges with its charges due').toBeDefined();
    const { number, balanceDue: charges } = charged!;
    expect(charges).toBeLessThan(charged!.grandTotal);

    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto(`/finance/invoice?number=${encodeURIComponent(number)}`);
    const row = page.locator('tbody tr', { hasText: number }).first();
    await row.waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await row.getByRole('button', { name: 'Paiements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paiements de la facture' });
    await dialog.getByText(number, { exact: true }).first().waitFor();
    // The charges are suggested, as French writes them.
    const amount = dialog.getByRole('textbox', { name: /^Montant/ });
    const typed = async () => Number((await amount.inputValue()).replace(/\s/g, '').replace(',', '.'));
    await expect.poll(typed).toBeCloseTo(charges, 2);
    await pick(page, /Compte de paiement/);
    await pick(page, /Type de paiement/);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paiement de facture ajouté avec succès !').waitFor();
    await screenshot(page, 'cancellation-charges-paid-fr');
    await context.close();

    const after = await call<Invoice & { status: number }>(
      token,
      'GET',
      `/api/finance/invoice/getbyid?id=${charged!.id}`,
    );
    expect(after).toMatchObject({ balanceDue: 0, status: 4 });
    const statement = await call<{ reservationStatement: { invoiceNumber: string; paymentStatus: string }[] }>(
      token,
      'POST',
      '/api/finance/report/getstatement',
      { agencyId: charged!.agencyId, search: null, pageSize: 100 },
    );
    expect(statement.reservationStatement.find((r) => r.invoiceNumber === number)?.paymentStatus).toBe('complete');
  });
});
