/**
 * Invoices in the browser, as a finance clerk: on a draft, add a manual row, save, then edit it
 * and save again; issue the draft (status Waiting For Payment) and find it numbered and locked;
 * cancel it and find its credit note in the list; the list and the modal in French. The tests
 * run in order on one draft of the demo data, found by its request reference; the invoice
 * payments' test (invoice-payments.test.ts) works on invoices already issued, not on drafts.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** The draft the tests work on: its request reference, and its number once issued. */
const chosen: { requestRef?: string; number?: string } = {};

async function openInvoices(page: Page): Promise<void> {
  await page.goto('/finance/invoice');
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

/** Filters the list by the chosen request reference; its rows (the invoice, then its credit note). */
async function rowsOfRequest(page: Page): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Request Ref' }).fill(chosen.requestRef!);
  await page.getByRole('textbox', { name: 'Request Ref' }).press('Enter');
  const rows = page.locator('tbody tr', { hasText: chosen.requestRef! });
  await rows.first().waitFor();
  return rows;
}

async function openRow(page: Page, row: Locator, name: RegExp): Promise<Locator> {
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function pickStatus(page: Page, dialog: Locator, status: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Invoice Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: status, exact: true }).click();
}

describe('invoices', () => {
  it('adds a manual row to a draft, saves it, then edits the row and saves again', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await openInvoices(page);
    const draft = page.locator('tbody tr', { hasText: 'Pending' }).filter({ hasText: 'Draft' }).first();
    // The default columns: the number heads the row (its header cell), then request ref, agency, ...
    chosen.requestRef = (await draft.locator('td').nth(0).innerText()).trim();
    expect(chosen.requestRef).toMatch(/^ORS-/);

    let dialog = await openRow(page, draft, /^Update Invoice \(draft \d+\)$/);
    const addLine = dialog.getByRole('group', { name: 'Add row' });
    // An empty row is refused, field by field, and adds nothing.
    const rowCount = await dialog.getByRole('table', { name: 'Invoice rows' }).locator('tbody tr').count();
    await addLine.getByRole('button', { name: 'Add row' }).click();
    await addLine.getByText('Service is required.').waitFor();
    await addLine.getByText('Fee is required.').waitFor();
    expect(await dialog.getByRole('table', { name: 'Invoice rows' }).locator('tbody tr').count()).toBe(rowCount);

    await addLine.getByRole('combobox', { name: /Service/ }).click();
    await page.getByRole('listbox').getByRole('option').nth(1).click();
    await addLine.getByRole('textbox', { name: 'Qty' }).fill('2');
    await addLine.getByRole('textbox', { name: 'Fee' }).fill('45.50');
    await addLine.getByRole('textbox', { name: 'Description' }).fill('Late check-out');
    await addLine.getByRole('button', { name: 'Add row' }).click();
    const rows = dialog.getByRole('table', { name: 'Invoice rows' }).locator('tbody tr');
    await rows.filter({ hasText: 'Late check-out' }).getByText('€91.00').waitFor();
    await screenshot(page, 'invoice-row-added');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Invoice updated successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Stored: the row is there when the invoice opens again; its fee changes and is saved.
    const list = await rowsOfRequest(page);
    dialog = await openRow(page, list.first(), /^Update Invoice \(draft \d+\)$/);
    const manual = dialog.locator('tbody tr', { hasText: 'Late check-out' });
    await manual.getByText('€91.00').waitFor();
    await manual.getByRole('button', { name: 'Edit' }).click();
    const editing = dialog.getByRole('group', { name: /^Edit row \d+$/ });
    await editing.getByRole('textbox', { name: 'Fee' }).fill('50');
    await editing.getByRole('button', { name: 'Save row' }).click();
    await dialog.locator('tbody tr', { hasText: 'Late check-out' }).getByText('€100.00').waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Invoice updated successfully!').waitFor();
    dialog = await openRow(page, list.first(), /^Update Invoice \(draft \d+\)$/);
    await dialog.locator('tbody tr', { hasText: 'Late check-out' }).getByText('€100.00').waitFor();
    await context.close();
  });

  it('issues the draft: numbered, due, Waiting For Payment, and locked', async () => {
    expect(chosen.requestRef, 'the first test chooses the draft').toBeTruthy();
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openInvoices(page);
    const row = (await rowsOfRequest(page)).first();
    let dialog = await openRow(page, row, /^Update Invoice \(draft \d+\)$/);
    await pickStatus(page, dialog, 'Waiting For Payment');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Invoice updated successfully!').waitFor();

    await row.getByText('Waiting For Payment').waitFor();
    chosen.number = (await row.locator('th').innerText()).trim();
    expect(chosen.number).toMatch(/^INV-\d{4}-\d{5}$/);
    dialog = await openRow(page, row, new RegExp(`^Update Invoice ${chosen.number}$`));
    await dialog.getByText('Issued invoices cannot be changed. Issue a credit note to correct it.').waitFor();
    await dialog.getByRole('button', { name: 'Issue a credit note' }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Add row' }).count()).toBe(0);
    expect(await dialog.getByRole('table', { name: 'Invoice rows' }).getByRole('button').count()).toBe(0);
    expect(await dialog.getByRole('combobox', { name: 'Currency' }).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByText('Due date').waitFor();
    await screenshot(page, 'invoice-issued-locked');
    await context.close();
  });

  it('cancels the issued invoice and lists its credit note', async () => {
    expect(chosen.number, 'the second test issues the invoice').toBeTruthy();
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openInvoices(page);
    const rows = await rowsOfRequest(page);
    const dialog = await openRow(page, rows.first(), new RegExp(`^Update Invoice ${chosen.number}$`));
    await pickStatus(page, dialog, 'Canceled');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // It asks first, naming the credit note it issues, then the toast names the number issued.
    const confirm = page.getByRole('dialog', { name: 'Cancel this invoice?' });
    await confirm
      .getByText(new RegExp(`^A credit note of .+ will be issued for ${chosen.number} \\(Canceled\\)\\.$`))
      .waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText(new RegExp(`^Credit note CN-\\d{4}-\\d{5} issued for ${chosen.number}\\.$`)).waitFor();

    const credit = rows.filter({ hasText: /CN-\d{4}-\d{5}/ }); // the Type column is not among the default ones
    await credit.waitFor();
    expect(await credit.locator('th').innerText()).toMatch(/^CN-\d{4}-\d{5}$/);
    await rows.filter({ hasText: chosen.number! }).getByText('Canceled').waitFor();
    // The credit note names the invoice it corrects, which opens from it.
    const note = await openRow(page, credit, /^Credit note CN-/);
    await note.getByRole('button', { name: `Credit note for ${chosen.number}` }).click();
    await page.getByRole('dialog', { name: `Update Invoice ${chosen.number}` }).waitFor();
    await screenshot(page, 'invoice-credit-note');
    await context.close();
  });

  it('says the list and the modal in French', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openInvoices(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Factures' }).waitFor();
    for (const header of ['Numéro', 'Réf. demande', 'Agence', "Date d'émission", 'Solde', 'Échéance', 'Statut']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'En attente de paiement', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const draft = page.locator('tbody tr', { hasText: 'Brouillon' }).first();
    await draft.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: /^Modifier la facture \(brouillon \d+\)$/ });
    await dialog.getByRole('heading', { name: 'Détails de la facture' }).waitFor();
    await dialog.getByText('Total général', { exact: true }).waitFor();
    await dialog
      .getByRole('group', { name: 'Ajouter la ligne' })
      .getByRole('button', { name: 'Ajouter la ligne' })
      .click();
    await dialog.getByText('La prestation est obligatoire.').waitFor();
    await dialog.getByText('Le prix est obligatoire.').waitFor();
    await screenshot(page, 'invoice-modal-fr');
    await context.close();
  });

  it('fits a 1440 px screen without a sideways scroll; Columns shows the others, remembered', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, 'admin');
    await openInvoices(page);
    const headers = [
      'Number',
      'Request Ref',
      'Agency',
      'Issue date',
      'Total',
      'Balance',
      'Due date',
      'Status',
      'Action',
    ];
    for (const header of headers) await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const widths = () =>
      page.evaluate(() => {
        const box = document.querySelector('[data-layout="table"]')!;
        const page = document.scrollingElement!;
        const actions = [...document.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!);
        return {
          page: [page.scrollWidth, page.clientWidth],
          table: [box.scrollWidth, box.clientWidth],
          actionsRight: Math.max(...actions.map((td) => td.getBoundingClientRect().right)),
        };
      });
    const fit = await widths();
    expect(fit.page[0], 'the page scrolls sideways').toBeLessThanOrEqual(fit.page[1]);
    expect(fit.table[0], 'the table scrolls sideways').toBeLessThanOrEqual(fit.table[1]);
    expect(fit.actionsRight, 'the row actions are past the window').toBeLessThanOrEqual(1440);
    await expect
      .poll(() => page.locator('tbody tr').first().getByRole('button', { name: 'Edit' }).isVisible())
      .toBe(true);
    await screenshot(page, 'invoice-list-1440');

    // Columns: show Paid; it stays after a reload, then Default columns takes it away again.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Paid' }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Paid', exact: true }).waitFor();
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('columnheader', { name: 'Paid', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Default columns' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Paid', exact: true }).count()).toBe(0);
    await context.close();
  });
});
