/**
 * The agency's credit on account in the payments dialog (AgencyCredit), against msw: used on the
 * invoice, refunded (the dialog then offers the refund's receipt), and the agency's refunds under
 * the credit line, each with its receipt to print.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoicePaymentsDialog } from '@resources/invoice-payments';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { paymentsServer } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const CLERK = ['Finance.InvoicePayments.ViewList', 'Finance.InvoicePayments.Add', 'Finance.InvoicePayments.Delete'];

/** The payments dialog of invoice 41 for a clerk; its `onChanged`. */
function open() {
  const onChanged = vi.fn();
  renderAdmin(<InvoicePaymentsDialog invoiceId={41} onClose={() => undefined} onChanged={onChanged} />, {
    permissions: CLERK,
  });
  return onChanged;
}

describe('credit on account', () => {
  it('should show the credit and use it on this invoice', async () => {
    paymentsServer(server);
    const allocations: unknown[] = [];
    let credit = 150;
    server.use(
      http.get('*/api/finance/agency/balance', () =>
        HttpResponse.json({ agencyId: 1, currency: 'EUR', invoicesOpen: 1234.5, creditOnAccount: credit, balance: 0 }),
      ),
      http.post('*/api/finance/invoicepayment/allocatecredit', async ({ request }) => {
        allocations.push(await request.json());
        credit = 0;
        return HttpResponse.json({
          agencyId: 1,
          currency: 'EUR',
          invoicesOpen: 1084.5,
          creditOnAccount: 0,
          balance: 0,
        });
      }),
    );
    const onChanged = open();
    expect(await screen.findByText('Credit on account: €150.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use credit' }));
    await waitFor(() => expect(allocations).toEqual([{ invoiceId: 41 }]));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Credit on account: €150.00')).toBeNull());
  });

  it('should refund the credit: amount suggested, at most the credit; then offer its receipt', async () => {
    paymentsServer(server);
    const refunds: Record<string, unknown>[] = [];
    const recorded = {
      id: 17,
      agencyId: 1,
      amount: 120,
      refundDate: '2026-11-20',
      currencyInitial: 'EUR',
      ref: 'RF-17',
    };
    let credit = 150;
    server.use(
      http.get('*/api/finance/agency/balance', () =>
        HttpResponse.json({ agencyId: 1, currency: 'EUR', invoicesOpen: 1234.5, creditOnAccount: credit, balance: 0 }),
      ),
      http.get('*/api/finance/invoicepayment/refunds', () => HttpResponse.json(refunds.length ? [recorded] : [])),
      http.post('*/api/finance/invoicepayment/refund', async ({ request }) => {
        refunds.push((await request.json()) as Record<string, unknown>);
        credit = 30;
        return HttpResponse.json(recorded);
      }),
    );
    const receipts = pdfServer();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit on account' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('150.00');
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most the credit on account (€150.00).')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payment Account/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cash desk' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payment Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Credit card' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toHaveLength(1));
    expect(refunds[0]).toMatchObject({ agencyId: 1, amount: 120, paymentAccountId: 4, paymentTypeId: 32 });

    const done = await screen.findByRole('dialog', { name: 'Refund credit on account' });
    expect(await within(done).findByText('Refund of €120.00 recorded: receipt No. 17.')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Print receipt' }));
    await waitFor(() => expect(receipts.win.location.href).toBe('blob:http://localhost/refund-17'));
    expect(receipts.ids).toEqual(['17']);
    fireEvent.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Credit on account: €30.00')).toBeTruthy();
    expect(await screen.findByText(/Refunded €120\.00 on Nov 20, 2026/)).toBeTruthy();
  });

  it("should list the agency's refunds under the credit, each with its receipt to print", async () => {
    paymentsServer(server);
    server.use(
      http.get('*/api/finance/agency/balance', () =>
        HttpResponse.json({ agencyId: 1, currency: 'EUR', invoicesOpen: 1234.5, creditOnAccount: 0, balance: 0 }),
      ),
      http.get('*/api/finance/invoicepayment/refunds', () =>
        HttpResponse.json([
          { id: 18, agencyId: 1, amount: 40, refundDate: '2026-11-22', currencyInitial: 'EUR', ref: 'RF-18' },
          { id: 17, agencyId: 1, amount: 120, refundDate: '2026-11-20', currencyInitial: 'EUR', ref: null },
        ]),
      ),
    );
    const receipts = pdfServer();
    open();
    const list = await screen.findByRole('list', { name: 'Refunds of the credit on account' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Refunded €40.00 on Nov 22, 2026 · RF-18', 'Refunded €120.00 on Nov 20, 2026']);
    expect(screen.getByText('Credit on account: €0.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund credit' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Print the receipt of refund No. 18' }));
    await waitFor(() => expect(receipts.ids).toEqual(['18']));
  });
});

/** The refunds' receipts (`GET refund/pdf?id=`) and the window they open in (useOpenPdf). */
function pdfServer() {
  const win = { closed: false, opener: {}, document: { title: '', body: { textContent: '', style: {} } } };
  const opened = { ...win, location: { href: '' }, close: vi.fn() };
  const ids: string[] = [];
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/refund-${ids.at(-1)}`);
  server.use(
    http.get('*/api/finance/invoicepayment/refund/pdf', ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id')!);
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return { win: opened, ids };
}
