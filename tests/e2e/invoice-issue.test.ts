/**
 * Issuing is an act, in French: a draft's Issue asks first (a legal number, then locked), and the
 * toast gives the number the server gave it. One draft of the demo data (a pending request's).
 */
import { describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('issuing an invoice', () => {
  it('issues a draft after its confirmation and names its number, in French', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/finance/invoice');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Factures' }).waitFor();
    const draft = page.locator('tbody tr', { hasText: 'Brouillon' }).filter({ hasText: 'En attente' }).first();
    await draft.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: /^Modifier la facture \(brouillon \d+\)$/ });
    await dialog.getByRole('button', { name: 'Émettre', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Émettre cette facture ?' });
    await confirm.getByText(/reçoit le prochain numéro légal de la série et est verrouillé/).waitFor();
    await confirm.getByRole('button', { name: "Oui, l'émettre" }).click();
    const toast = page.getByText(/^Facture [A-Z]+-\d{4}-\d{5} émise\.$/);
    await toast.waitFor();
    const number = /([A-Z]+-\d{4}-\d{5})/.exec(await toast.innerText())![1]!;
    // The dialog shows the issued invoice, numbered and locked.
    await page.getByRole('dialog', { name: `Modifier la facture ${number}` }).waitFor();
    expect(number).toMatch(/^INV-/);
    await context.close();
  });
});
