/**
 * The payments dialog's split of a new payment over the agency's open invoices, and the agency's
 * credit on account (agency-credit.test.tsx), against msw: what the clerk sees before saving and
 * what is sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoicePaymentsDialog } from '@resources/invoice-payments';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { invoice, payment, paymentsServer } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CLERK = ['Finance.InvoicePayments.ViewList', 'Finance.InvoicePayments.Add', 'Finance.InvoicePayments.Delete'];

/** This invoice (1,234.50 due), then two older-due ones of the agency, and one in another currency. */
const OPEN = [
  { id: 52, number: 'INV-2026-00003', balance: 300, dueDate: '2026-10-01', currencyInitial: 'EUR' },
  { id: 41, number: invoice.number, balance: 1234.5, dueDate: '2026-11-30', currencyInitial: 'EUR' },
  { id: 60, number: 'INV-2026-00009', balance: 200, dueDate: '2026-11-02', currencyInitial: 'EUR' },
  { id: 70, number: 'INV-2026-00010', balance: 999, dueDate: '2026-11-03', currencyInitial: 'USD' },
];

function openInvoices(rows: unknown[]) {
  server.use(http.get('*/api/finance/agency/openinvoices', () => HttpResponse.json(rows)));
}

function open(locale: 'en' | 'fr' = 'en') {
  const onChanged = vi.fn();
  renderAdmin(<InvoicePaymentsDialog invoiceId={41} onClose={() => undefined} onChanged={onChanged} />, {
    permissions: CLERK,
    locale,
  });
  return onChanged;
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function typeAmount(text: string, label = /^Amount/) {
  const amount = await screen.findByRole('textbox', { name: label });
  await waitFor(() => expect((amount as HTMLInputElement).value).not.toBe(''));
  fireEvent.change(amount, { target: { value: text } });
}

const line = (name: RegExp) => screen.findByRole('textbox', { name }) as Promise<HTMLInputElement>;

describe('the split of a new payment', () => {
  it('should show no split while the payment settles only this invoice', async () => {
    paymentsServer(server);
    openInvoices(OPEN);
    open();
    await typeAmount('1000');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: /How this payment settles/ })).toBeNull();
  });

  it('should settle this invoice first, then the oldest due, and say what stays as credit on account; send no split', async () => {
    const recorded = paymentsServer(server);
    openInvoices(OPEN);
    open();
    await typeAmount('1800');
    expect(await screen.findByRole('heading', { name: "How this payment settles the agency's invoices" })).toBeTruthy();
    expect((await line(/Paid to INV-2026-00012/)).value).toBe('1,234.50');
    expect((await line(/Paid to INV-2026-00003/)).value).toBe('300.00');
    expect((await line(/Paid to INV-2026-00009/)).value).toBe('200.00');
    expect(screen.queryByRole('textbox', { name: /Paid to INV-2026-00010/ })).toBeNull();
    const rows = within(screen.getByRole('table', { name: /How this payment settles/ })).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Invoice',
      'INV-2026-00012 (this invoice)',
      'INV-2026-00003',
      'INV-2026-00009',
    ]);
    expect(screen.getByText("€65.50 will stay on the agency's account as credit.")).toBeTruthy();

    await choose(/Payment Account/, 'Main bank account');
    await choose(/Payment Type/, 'Bank transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recorded.adds).toHaveLength(1));
    expect(recorded.adds[0].body.amount).toBe(1800);
    expect(recorded.adds[0].body).not.toHaveProperty('allocations');
  });

  it("should send the clerk's split when a line is changed, and Default split takes it back", async () => {
    const recorded = paymentsServer(server);
    openInvoices(OPEN);
    open();
    await typeAmount('1800');
    fireEvent.change(await line(/Paid to INV-2026-00003/), { target: { value: '100' } });
    expect(await screen.findByText("€265.50 will stay on the agency's account as credit.")).toBeTruthy();

    fireEvent.change(await line(/Paid to INV-2026-00009/), { target: { value: '500' } });
    expect(await screen.findByText("More than this invoice's balance due.")).toBeTruthy();
    fireEvent.change(await line(/Paid to INV-2026-00009/), { target: { value: '200' } });

    await choose(/Payment Account/, 'Main bank account');
    await choose(/Payment Type/, 'Bank transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recorded.adds).toHaveLength(1));
    expect(recorded.adds[0].body.allocations).toEqual([
      { invoiceId: 41, amount: 1234.5 },
      { invoiceId: 52, amount: 100 },
      { invoiceId: 60, amount: 200 },
    ]);
  });

  it('should refuse a split larger than the amount and send nothing', async () => {
    const recorded = paymentsServer(server);
    openInvoices(OPEN);
    open();
    await typeAmount('1800');
    fireEvent.change(await line(/Paid to INV-2026-00003/), { target: { value: '' } });
    expect(await screen.findByText("€365.50 will stay on the agency's account as credit.")).toBeTruthy();
    await typeAmount('1300');
    expect(await screen.findByText("The split is €134.50 more than the payment's amount.")).toBeTruthy();
    await choose(/Payment Account/, 'Main bank account');
    await choose(/Payment Type/, 'Bank transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(recorded.adds).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Default split' }));
    await waitFor(() => expect(screen.queryByText(/more than the payment's amount/)).toBeNull());
    expect((await line(/Paid to INV-2026-00003/)).value).toBe('65.50');
  });

  it('should say in French what stays on the account as credit', async () => {
    paymentsServer(server);
    openInvoices([]);
    open('fr');
    await typeAmount('1329,42', /^Montant/);
    expect(await screen.findByText(/^94,92\s€ resteront en avoir sur le compte de l'agence\.$/)).toBeTruthy();
  });

  it('should show the invoices a saved payment settles in its row', async () => {
    paymentsServer(server);
    server.use(
      http.get('*/api/finance/invoicepayment/getpaymentsbyinvoiceid', () =>
        HttpResponse.json([
          {
            ...payment,
            amount: 1600,
            settledInvoices: [
              { invoiceId: 41, invoiceNumber: 'INV-2026-00012', amount: 1234.5 },
              { invoiceId: 52, invoiceNumber: 'INV-2026-00003', amount: 300 },
            ],
            unallocated: 65.5,
          },
        ]),
      ),
    );
    open();
    expect(
      await screen.findByText('Settles: INV-2026-00012 €1,234.50, INV-2026-00003 €300.00, On account €65.50'),
    ).toBeTruthy();
  });
});
