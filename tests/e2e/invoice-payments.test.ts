/**
 * Invoice payments in the browser, as a finance clerk: from an invoice row, record two payments
 * until the invoice is Paid (its badge in the list says so); the payments screen's filters by
 * account and by payment dates; the screen and the dialog in French, where an amount is typed as
 * French writes it ("2,50" is 2.50; "2.500,50" is refused and nothing is saved). The tests of this
 * file run in order: the filters look for the two payments the first test records.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';
import { solidPng } from './png.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
/** This run's payment references (3 to 10 characters). */
const refs = { first: `A${stamp}`, second: `B${stamp}` };
/** The first payment's date (MM/DD/YYYY as the English date field takes it): long before the second's, today. */
const EARLY = { typed: '01/15/2026', from: '01/01/2026', to: '01/31/2026' };
const chosen: { firstAccount?: string; secondAccount?: string; requestRef?: string } = {};

/** Picks an option of a dropdown of the dialog: by name, or the `index`-th after the placeholder. */
async function pick(page: Page, dialog: Locator, label: RegExp, which: string | number): Promise<string> {
  await dialog.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option');
  const option = typeof which === 'string' ? options.filter({ hasText: which }).first() : options.nth(which);
  const name = (await option.innerText()).trim();
  await option.click();
  return name;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the part of the page `selector` names: serious and critical violations, and the rules held at zero by accessibility.test.ts. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document.querySelector(within)!, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    const held = ['color-contrast', 'label-content-name-mismatch'];
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || held.includes(v.id))
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector);
}

const amountOf = (dialog: Locator) => dialog.getByRole('textbox', { name: /Amount/ });
/** The amount an English money field shows ('1,234.50'), as a number. */
const amountIn = async (dialog: Locator) => Number((await amountOf(dialog).inputValue()).replace(/,/g, ''));

describe('invoice payments', () => {
  it('records two payments from the invoice row until the invoice is Paid', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    // The newest invoice waiting for payment (other tests' new drafts may fill the first page).
    await page.goto('/finance/invoice?invoiceStatus=1');
    const row = page.locator('tbody tr', { hasText: 'Waiting For Payment' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice Payments' });
    await dialog.getByText('No payments recorded yet.').waitFor();
    const header = dialog.getByRole('definition');
    chosen.requestRef = (await header.nth(1).innerText()).trim();

    // The balance due is suggested; the first payment takes about half of it, dated in January.
    await expect.poll(() => amountIn(dialog)).toBeGreaterThan(0);
    const balance = await amountIn(dialog);
    const half = Math.floor(balance / 2);
    chosen.firstAccount = await pick(page, dialog, /Payment Account/, 1);
    await pick(page, dialog, /Payment Type/, 1);
    await amountOf(dialog).fill(String(half));
    await dialog.getByLabel(/Payment Date/).fill(EARLY.typed);
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(refs.first);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invoice payment added successfully!').waitFor();
    await dialog.locator('tbody tr', { hasText: refs.first }).waitFor();

    // The form is new again and suggests what is left; the second payment pays it, from another account.
    await expect.poll(() => amountIn(dialog)).toBeCloseTo(balance - half, 2);
    chosen.secondAccount = await pick(page, dialog, /Payment Account/, 2);
    await pick(page, dialog, /Payment Type/, 1);
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(refs.second);
    await screenshot(page, 'invoice-payments-dialog-second');
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.locator('tbody tr', { hasText: refs.second }).waitFor();
    await dialog.getByText(/paid in full/).waitFor();
    // The header's status (its fourth item) is the badge, now Paid.
    expect(await header.nth(3).innerText()).toBe('Paid');
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshot(page, 'invoice-payments-dialog-paid');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The list reloaded: the invoice left the Waiting For Payment filter, and its badge says Paid.
    await page.locator('tbody tr', { hasText: chosen.requestRef }).waitFor({ state: 'detached' });
    await page.goto(`/finance/invoice?requestRef=${encodeURIComponent(chosen.requestRef)}`);
    const paid = page.locator('tbody tr', { hasText: chosen.requestRef });
    await paid.getByText('Paid', { exact: true }).waitFor();
    await context.close();
  });

  it('filters the payments screen by account and by payment dates', async () => {
    expect(chosen.firstAccount, 'the first test records the payments').toBeTruthy();
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Invoice Payments' }).click();
    await page.getByRole('heading', { name: 'Invoice Payments' }).waitFor();
    const first = page.locator('tbody tr', { hasText: refs.first });
    const second = page.locator('tbody tr', { hasText: refs.second });
    await first.waitFor();
    await second.waitFor();
    expect(await first.innerText()).toContain(chosen.requestRef);
    expect(await axeProblems(page, 'main')).toEqual([]);

    await page.getByRole('combobox', { name: 'Payment Account' }).click();
    await page.getByRole('option', { name: chosen.firstAccount, exact: true }).click();
    await second.waitFor({ state: 'detached' });
    await first.waitFor();
    expect(page.url()).toMatch(/paymentAccountId=\d+/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await second.waitFor();

    await page.getByRole('textbox', { name: 'Payment from' }).fill(EARLY.from);
    await page.waitForURL(/fromDate=2026-01-01/);
    await page.getByRole('textbox', { name: 'Payment to' }).fill(EARLY.to);
    await page.waitForURL(/toDate=2026-01-31/);
    await second.waitFor({ state: 'detached' });
    await first.waitFor();
    await screenshot(page, 'invoice-payments-filtered');
    await page.getByRole('textbox', { name: 'Payment to' }).fill('01/02/2026');
    await page.getByText('No invoice payments match these filters.').waitFor();
    await context.close();
  });

  it("attaches a receipt to a payment, lists it as the payment's attachments and deletes it after confirmation", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/finance/invoice-payment');
    const row = page.locator('tbody tr', { hasText: refs.second });
    await row.getByRole('button', { name: 'Edit' }).click();
    let dialog = page.getByRole('dialog', { name: 'Invoice Payment' });
    await dialog.getByText(`Edit payment #`).waitFor();
    expect(await dialog.getByText('Invoice Payment Attachments').count()).toBe(0);
    await dialog.getByTestId('payment-files-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [20, 120, 200]),
    });
    await dialog.getByText('receipt.png').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invoice payment updated successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Invoice Payment' });
    const stored = dialog.getByRole('list', { name: 'Invoice Payment Attachments' });
    await stored.getByText(/^receipt.*\.png$/).waitFor();
    // The file opens in a new tab: its link carries no bearer, the session's cookie lets it through.
    const href = await stored.getByRole('link').getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await screenshot(page, 'invoice-payment-attachments');
    await stored.getByRole('button', { name: /^Delete receipt/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete the file 'receipt.*\.png'\?$/ });
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Invoice payment attachment deleted successfully!').waitFor();
    await stored.waitFor({ state: 'detached' });
    await context.close();
  });

  it('says the screen and the dialog in French, and reads an amount as French writes it', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/finance/invoice-payment');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Paiements de factures' }).waitFor();
    for (const header of ['N° de facture', 'Réf. demande', 'Type de paiement', 'Compte de paiement', 'Montant']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const row = page.locator('tbody tr', { hasText: refs.first });
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paiement de facture' });
    await dialog.getByText('Reste à payer', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Référence' }).fill('ab');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('La référence doit contenir au moins 3 caractères.').waitFor();
    await screenshot(page, 'invoice-payments-edit-fr');
    await dialog.getByRole('textbox', { name: 'Référence' }).fill(refs.first);

    // "2.500,50" could be 2,500.50 or 2.50050: refused, said why, and nothing is sent.
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/finance/invoicepayment/update')) updates.push(request.url());
    });
    const amount = dialog.getByRole('textbox', { name: /Montant/ });
    await amount.fill('2.500,50');
    await amount.blur();
    await dialog.getByText(/Ce montant peut se lire de deux façons/).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText(/Ce montant peut se lire de deux façons/).waitFor();
    expect(updates).toEqual([]);

    // "2,50" is 2.50, recorded and shown as such.
    await amount.fill('2,50');
    const answer = page.waitForResponse((r) => r.url().includes('/api/finance/invoicepayment/update'));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await (await answer).json()).amount).toBe(2.5);
    await page.getByText('Paiement de facture mis à jour avec succès !').waitFor();
    await expect.poll(async () => (await row.innerText()).replace(/\s/g, ' ')).toContain('2,50 €');
    await context.close();
  });
});
