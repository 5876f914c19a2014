/**
 * The invoice modal's other calls against msw: a save refused on a stale version keeps the
 * dialog open with Reload (then the current invoice); 'Issue a credit note' confirmed posts the
 * version read and opens the corrected draft it answers; attachments uploaded as base64 and
 * deleted by file name after the confirmation.
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

const issued = draft({
  number: 'INV-2026-00012',
  status: 1,
  statusString: 'Waiting For Payment',
  issueDate: '2026-11-27',
  dueDate: '2026-12-17',
});

function open(id: number, onSaved = vi.fn()) {
  renderAdmin(<InvoiceDetailsDialog invoiceId={id} onSaved={onSaved} onClose={vi.fn()} />, { permissions: COMPANY });
  return onSaved;
}

describe('InvoiceDetailsDialog corrections', () => {
  it('keeps the dialog open on a stale version and reloads the current invoice', async () => {
    referenceHandlers(server);
    let version = 3;
    server.use(
      http.get(`${API}/getbyid`, () =>
        HttpResponse.json(draft({ version, note: version > 3 ? 'Changed meanwhile' : null })),
      ),
      http.put(`${API}/update`, () =>
        HttpResponse.json(
          { title: 'Conflict', status: 409, detail: 'Someone else changed this invoice.', code: 'stale-version' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    open(7);
    const dialog = await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    version = 4;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByText('Someone else changed this invoice.');
    fireEvent.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe('Changed meanwhile'),
    );
    expect(screen.getByRole('dialog', { name: 'Update Invoice (draft 7)' })).toBeTruthy();
  });

  it("shows the server's refusal of the charges under their field", async () => {
    referenceHandlers(server);
    server.use(
      http.get(`${API}/getbyid`, () => HttpResponse.json(draft())),
      http.put(`${API}/update`, () =>
        HttpResponse.json(
          { errors: { cancellationCharges: ['The charges cannot exceed the grand total of €469.20.'] } },
          { status: 400 },
        ),
      ),
    );
    open(7);
    const dialog = await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Invoice Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canceled With Charges' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Cancellation charges/ }), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this invoice?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    // Once the confirmation has closed (the editor is hidden from the accessibility tree while it shows).
    const field = await screen.findByRole('textbox', { name: /Cancellation charges/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('The charges cannot exceed the grand total of €469.20.', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Invoice (draft 7)' })).toBeTruthy();
  });

  it('issues a credit note for an issued invoice and opens the corrected draft', async () => {
    referenceHandlers(server);
    const posted: unknown[] = [];
    server.use(
      http.get(`${API}/getbyid`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('id') === '8' ? draft({ id: 8, version: 1 }) : issued),
      ),
      http.post(`${API}/issuecreditnote`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ creditNote: { ...issued, id: 9 }, invoice: draft({ id: 8, version: 1 }) });
      }),
    );
    const onSaved = open(7);
    const dialog = await screen.findByRole('dialog', { name: 'Update Invoice INV-2026-00012' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a credit note' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a credit note for INV-2026-00012?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, issue it' }));
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 8)' });
    expect(posted).toEqual([{ invoiceId: 7, version: 3 }]);
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('Credit note issued; the corrected draft is open.')).toBeTruthy();
  });

  it('uploads attachments as base64 and deletes one by its file name after the confirmation', async () => {
    referenceHandlers(server);
    const uploads: { invoiceId: number; attachments: { attachmentName: string; base64String: string }[] }[] = [];
    const deletes: unknown[] = [];
    const stored = { id: 31, fileName: 'f-31.pdf', attachmentName: 'voucher.pdf', fullPath: '/api/files/31' };
    server.use(
      http.get(`${API}/getbyid`, () => HttpResponse.json(draft())),
      http.post(`${API}/uploadinvoiceattachments`, async ({ request }) => {
        uploads.push((await request.json()) as (typeof uploads)[number]);
        return HttpResponse.json({ attachments: [stored] });
      }),
      http.post(`${API}/deleteinvoiceattachments`, async ({ request }) => {
        deletes.push(await request.json());
        return HttpResponse.json({ attachments: [] });
      }),
    );
    open(7);
    await screen.findByRole('dialog', { name: 'Update Invoice (draft 7)' });
    expect(screen.getByText('No attachments found')).toBeTruthy();
    const input = screen.getByTestId('invoice-attachments-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Invoice attachments are uploaded successfully!')).toBeTruthy();
    expect(uploads).toEqual([
      { invoiceId: 7, attachments: [{ attachmentName: 'voucher.pdf', base64String: btoa('%PDF-1.4') }] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete voucher.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: /voucher\.pdf/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('No attachments found')).toBeTruthy();
    expect(deletes).toEqual([{ invoiceId: 7, attachments: ['f-31.pdf'] }]);
  });
});
