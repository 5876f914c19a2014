/**
 * An invoice, its payments and the dropdowns' rows as the server answers them, and the msw
 * handlers of the payments dialog (requests recorded for the assertions).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { InvoiceDetail, Payment } from '@domain/finance';

export const invoice: InvoiceDetail = {
  id: 41,
  version: 3,
  documentType: 'invoice',
  number: 'INV-2026-00012',
  status: 1,
  statusString: 'Waiting For Payment',
  vatRegime: 'standard',
  requestReference: 'AZV-FIT-000012',
  supplierInitial: 'ORS',
  agencyId: 1,
  agencyName: 'Blue Horizon Travel',
  currencyInitial: 'EUR',
  grandTotal: 1500,
  paidTotal: 265.5,
  creditedTotal: 0,
  balanceDue: 1234.5,
  invoiceRows: [],
  taxes: [],
  attachments: [],
  note: null,
};

export const payment: Payment = {
  id: 7,
  version: 1,
  paymentGuid: '5d1c7c38-4a8e-4f5e-9d47-0c2b1f6e7a11',
  invoiceId: 41,
  amount: 265.5,
  paymentDate: '2026-11-20',
  paymentAccountId: 3,
  paymentAccountName: 'Main bank account',
  paymentTypeId: 31,
  paymentTypeName: 'Bank transfer',
  currencyInitial: 'EUR',
  ref: 'TRX-001',
  attachments: [],
};

export interface Recorded {
  adds: { body: Record<string, unknown>; key: string | null }[];
  updates: Record<string, unknown>[];
}

/** The dialog's reads, and `add` answering `answer` (each call, in turn; the last one repeats). */
export function paymentsServer(
  server: SetupServer,
  answers: (() => Response)[] = [() => HttpResponse.json({ ...payment, id: 8, balanceDue: 0 })],
  current: InvoiceDetail = invoice,
): Recorded {
  const recorded: Recorded = { adds: [], updates: [] };
  server.use(
    http.get('*/api/finance/invoice/getbyid', () => HttpResponse.json(current)),
    http.get('*/api/finance/invoicepayment/getpaymentsbyinvoiceid', () => HttpResponse.json([payment])),
    http.get('*/api/finance/invoicepayment/getbyid', () => HttpResponse.json(payment)),
    // The agency's account: no other invoice open, no credit on account (a test overrides them).
    http.get('*/api/finance/agency/openinvoices', () =>
      HttpResponse.json([
        { id: current.id, number: current.number, balance: current.balanceDue, currencyInitial: 'EUR' },
      ]),
    ),
    http.get('*/api/finance/agency/balance', () =>
      HttpResponse.json({
        agencyId: current.agencyId,
        currency: 'EUR',
        invoicesOpen: current.balanceDue,
        creditOnAccount: 0,
        balance: current.balanceDue,
      }),
    ),
    http.get('*/api/finance/invoicepayment/refunds', () => HttpResponse.json([])),
    http.get('*/api/finance/paymentaccount/getall', () =>
      HttpResponse.json([
        { id: 3, title: 'Main bank account' },
        { id: 4, title: 'Cash desk' },
      ]),
    ),
    http.get('*/api/infrastructure/infratype/getByTypeGroupId', () =>
      HttpResponse.json([
        { id: 31, title: 'Bank transfer', typeGroupId: 12 },
        { id: 32, title: 'Credit card', typeGroupId: 12 },
      ]),
    ),
    http.post('*/api/finance/invoicepayment/add', async ({ request }) => {
      recorded.adds.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      return answers[Math.min(recorded.adds.length, answers.length) - 1]();
    }),
    http.put('*/api/finance/invoicepayment/update', async ({ request }) => {
      recorded.updates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...payment, balanceDue: 1234.5 });
    }),
  );
  return recorded;
}
