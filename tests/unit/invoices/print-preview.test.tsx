/**
 * The Invoice Print Preview against msw: an issued invoice as it prints (number, dates, rows,
 * balance after its credit note), its credit note opened in the same preview naming the invoice
 * it corrects; Print opens a window at once and shows the server's PDF there; a failing PDF
 * closes that window, logs, and says 'Something went wrong! Please try again later.'. Under the
 * margin scheme it shows no VAT; with e-invoicing on it offers the e-invoice downloads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import InvoicePrintPreview from '@resources/invoices/print/InvoicePrintPreview';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { API, COMPANY, draft, eInvoicingOff } from './invoice-fixture';

const server = setupServer(eInvoicingOff);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const invoice = draft({
  number: 'INV-2026-00012',
  status: 1,
  statusString: 'Waiting For Payment',
  issueDate: '2026-11-27',
  dueDate: '2026-12-17',
  firstCheckInDate: '2027-01-10',
  passengerName: 'Şule Öztürk',
  // As the server answers from the receivables ledger: 469.20 − 69.20 credited − 100 paid.
  paidTotal: 100,
  creditedTotal: 69.2,
  balanceDue: 300,
  creditNotes: [{ id: 9, number: 'CN-2026-00003', issueDate: '2026-11-28', grandTotal: -69.2 }],
});
const creditNote = draft({
  id: 9,
  documentType: 'creditNote',
  number: 'CN-2026-00003',
  grandTotal: -69.2,
  subtotal: -57.67,
  taxTotal: -11.53,
  taxes: [{ rate: 20, base: -57.67, tax: -11.53 }],
  correctsInvoiceId: 7,
  correctsInvoiceNumber: 'INV-2026-00012',
});

/** A window as window.open returns it, enough for the preview to write to and send to the PDF. */
function fakeWindow() {
  return {
    closed: false,
    opener: {},
    document: { title: '', body: { textContent: '', style: {} } },
    location: { href: '' },
    close: vi.fn(),
  };
}

function open() {
  server.use(
    http.get(`${API}/getbyid`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('id') === '9' ? creditNote : invoice),
    ),
  );
  renderAdmin(<InvoicePrintPreview invoiceId={7} onClose={vi.fn()} />, { permissions: COMPANY });
}

describe('Invoice Print Preview', () => {
  it('shows the invoice as it prints and opens its credit note in the same preview', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Print Preview' });
    const sheet = await within(dialog).findByRole('article', { name: 'Invoice' });
    await within(sheet).findByText('INV-2026-00012');
    within(sheet).getByText('Şule Öztürk');
    within(sheet).getByText('ORS-AZV-FIT-000012');
    within(sheet).getByText('Euro (EUR)');
    const totals = within(sheet).getByLabelText('Totals');
    // The server's figures, as they are.
    expect(within(totals).getByText('Balance due').nextSibling?.textContent).toBe('€300.00');
    expect(within(totals).getByText('Credit notes').nextSibling?.textContent).toBe('-€69.20');
    // Standard VAT: a Tax column and the tax lines; e-invoicing off: no E-invoice action.
    within(within(sheet).getByRole('table', { name: 'Invoice rows' })).getByRole('columnheader', { name: 'Tax' });
    within(totals).getByText('Sub-total');
    expect(within(dialog).queryByRole('button', { name: 'E-invoice' })).toBeNull();

    fireEvent.click(within(sheet).getByRole('button', { name: 'CN-2026-00003' }));
    const notePreview = await screen.findByRole('dialog', { name: 'Credit Note Print Preview' });
    await within(notePreview).findByRole('button', { name: 'Corrects invoice INV-2026-00012' });
    expect(within(notePreview).queryByText('Balance due')).toBeNull();
  });

  it('shows no VAT under the margin scheme, as its PDF, and offers the e-invoice with e-invoicing on', async () => {
    server.use(
      http.get(`${API}/einvoicing`, () => HttpResponse.json({ enabled: true })),
      http.get(`${API}/getbyid`, () => HttpResponse.json({ ...invoice, vatRegime: 'margin' })),
    );
    renderAdmin(<InvoicePrintPreview invoiceId={7} onClose={vi.fn()} />, { permissions: COMPANY });
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Print Preview' });
    const sheet = await within(dialog).findByRole('article', { name: 'Invoice' });
    await within(sheet).findByText('INV-2026-00012');
    const rows = within(sheet).getByRole('table', { name: 'Invoice rows' });
    expect(within(rows).queryByRole('columnheader', { name: 'Tax' })).toBeNull();
    expect(within(within(sheet).getByLabelText('Totals')).queryByText('Sub-total')).toBeNull();
    within(sheet).getByText("Travel agents' margin scheme: no VAT shown (Régime particulier – Agences de voyages).");
    fireEvent.click(await within(dialog).findByRole('button', { name: 'E-invoice' }));
    await screen.findByRole('menuitem', { name: 'Download Factur-X' });
    screen.getByRole('menuitem', { name: 'Download XML' });
  });

  it('opens a window on the click and shows the PDF there', async () => {
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    server.use(
      http.get(`${API}/pdf`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('7');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Print Preview' });
    await within(dialog).findByText('INV-2026-00012');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.body.textContent).toBe('Preparing the PDF…');
    expect(win.opener).toBeNull();
    await waitFor(() => expect(win.location.href).toBe('blob:http://localhost/pdf-1'));
    expect(win.close).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ status: 500 }, { status: 500 })],
    [
      'an answer that is no PDF',
      () => HttpResponse.text('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('closes the window, logs and says so on %s', async (_, answer) => {
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/pdf`, answer));
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Print Preview' });
    await within(dialog).findByText('INV-2026-00012');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await screen.findByText('Something went wrong! Please try again later.');
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('');
    expect(logged).toHaveBeenCalledWith('The PDF could not be opened', expect.anything());
  });
});
