/**
 * The invoice details modal against msw: the manual-row editor (an invalid row adds nothing and
 * marks its fields; a valid one joins and the totals per tax rate follow to the cent), the save
 * (PUT with the version and the manual rows, the toast), and the locked editor of an issued invoice.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceDetailsDialog } from '@resources/invoices/details/InvoiceDetailsDialog';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { API, COMPANY, draft, referenceHandlers, eInvoicingOff } from './invoice-fixture';

const server = setupServer(eInvoicingOff);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(
  invoice = draft(),
  options: { permissions?: string[]; locale?: 'en' | 'fr'; claims?: Record<string, unknown> } = {},
) {
  referenceHandlers(server);
  const updates: Record<string, unknown>[] = [];
  server.use(
    http.get(`${API}/getbyid`, () => HttpResponse.json(invoice)),
    http.put(`${API}/update`, async ({ request }) => {
      updates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...invoice, version: invoice.version + 1 });
    }),
  );
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderAdmin(<InvoiceDetailsDialog invoiceId={invoice.id} onSaved={onSaved} onClose={onClose} />, {
    permissions: options.permissions ?? COMPANY,
    locale: options.locale,
    claims: options.claims,
  });
  return { updates, onSaved, onClose };
}

const rowsTable = () => screen.getByRole('table', { name: 'Invoice rows' });
const addLine = () => screen.getByRole('group', { name: 'Add row' });
/** The footer's figures (the definition list after the rows). */
const totals = () => screen.getByRole('dialog').querySelectorAll('dl')[1] as HTMLElement;

describe('InvoiceDetailsDialog', () => {
  it('adds nothing for an invalid row and marks its fields', async () => {
    open();
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    expect(within(rowsTable()).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(within(addLine()).getByRole('textbox', { name: 'Qty' }), { target: { value: '' } });
    fireEvent.click(within(addLine()).getByRole('button', { name: 'Add row' }));
    expect(await within(addLine()).findByText('Service is required.')).toBeTruthy();
    expect(within(addLine()).getByText('Fee is required.')).toBeTruthy();
    expect(within(addLine()).getByText('Quantity is required.')).toBeTruthy();
    expect(within(addLine()).getByRole('textbox', { name: 'Fee' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(rowsTable()).getAllByRole('row')).toHaveLength(3);
  });

  it('adds a valid row and shows the tax of each rate to the cent', async () => {
    open();
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    expect(screen.queryByText(/Totals include unsaved changes/)).toBeNull();
    fireEvent.mouseDown(within(addLine()).getByRole('combobox', { name: /Service/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Airport transfer' }));
    fireEvent.change(within(addLine()).getByRole('textbox', { name: 'Qty' }), { target: { value: '3' } });
    // In English a decimal comma could be a thousands separator: refused and said so, never read as 1999.
    const fee = within(addLine()).getByRole('textbox', { name: 'Fee' });
    fireEvent.change(fee, { target: { value: '19,99' } });
    fireEvent.blur(fee);
    expect(within(addLine()).getByText(/This amount could be read two ways/)).toBeTruthy();
    fireEvent.change(fee, { target: { value: '19.99' } });
    fireEvent.change(within(addLine()).getByRole('textbox', { name: 'Tax %' }), { target: { value: '5.5' } });
    fireEvent.click(within(addLine()).getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(within(rowsTable()).getAllByRole('row')).toHaveLength(4));
    const added = within(rowsTable()).getAllByRole('row')[3];
    expect(added.textContent).toContain('Airport transfer');
    expect(added.textContent).toContain('€59.97');
    // 20 %: 360 + 31 = 391 → 78.20; 5.5 %: 59.97 → 3.30 (3.29835 rounded half up); 450.97 + 81.50.
    const figures = totals().textContent;
    expect(figures).toContain('Tax 5.5 %€3.30');
    expect(figures).toContain('Tax 20 %€78.20');
    expect(figures).toContain('Subtotal€450.97');
    expect(figures).toContain('Grand Total€532.47');
    expect(figures).toContain('Balance due€532.47');
    expect(figures).toContain('System Total€360.00');
    expect(screen.getByText(/Totals include unsaved changes/)).toBeTruthy();
  });

  it('edits a manual row, saves the invoice with its version and reloads the list', async () => {
    const { updates, onSaved, onClose } = open();
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    const manual = within(rowsTable()).getAllByRole('row')[2];
    fireEvent.click(within(manual).getByRole('button', { name: 'Edit' }));
    const editing = screen.getByRole('group', { name: 'Edit row 2' });
    fireEvent.change(within(editing).getByRole('textbox', { name: 'Fee' }), { target: { value: '' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save row' }));
    expect(await within(editing).findByText('Fee is required.')).toBeTruthy();
    fireEvent.change(within(editing).getByRole('textbox', { name: 'Fee' }), { target: { value: '17.25' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save row' }));
    await waitFor(() => expect(within(rowsTable()).getAllByRole('row')[2].textContent).toContain('€34.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invoice updated successfully!')).toBeTruthy();
    expect(updates).toEqual([
      {
        id: 7,
        version: 3,
        status: 0,
        currencyId: 1,
        note: null,
        invoiceRows: [
          {
            id: 12,
            serviceId: 41,
            destinationDescription: '<p>Room 204</p>',
            quantity: 2,
            fee: 17.25,
            taxRate: 20,
            isManualRow: true,
          },
        ],
      },
    ]);
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the charges when the status becomes Canceled With Charges and sends them', async () => {
    const { updates } = open();
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Invoice Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canceled With Charges' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Cancellation charges are required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Cancellation charges/ }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/more than 0 and at most €469.20/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Cancellation charges/ }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this invoice?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ status: 4, cancellationCharges: 100 });
  });

  it('locks an issued invoice: rows and currency read-only, status still editable, a credit note offered', async () => {
    const issued = draft({
      number: 'INV-2026-00012',
      status: 1,
      statusString: 'Waiting For Payment',
      issueDate: '2026-11-27',
      dueDate: '2026-12-17',
    });
    open(issued);
    await screen.findByRole('dialog', { name: 'Update Invoice INV-2026-00012' });
    expect(screen.getByText('Issued invoices cannot be changed. Issue a credit note to correct it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue a credit note' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Add row' })).toBeNull();
    expect(within(rowsTable()).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Currency' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Invoice Status' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText('Dec 17, 2026')).toBeTruthy();
    expect(totals().textContent).toContain('Tax 20 %€78.20');
  });

  it('shows an agency user the invoice read-only, in French', async () => {
    open(draft(), { locale: 'fr', claims: { agencyId: 1 } });
    await screen.findByRole('dialog', { name: 'Consulter la facture (brouillon 7)' });
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ajouter la ligne' })).toBeNull();
    expect(screen.getByText('Aucune pièce jointe')).toBeTruthy();
    expect(within(totals()).getByText('Total général')).toBeTruthy();
  });
});
