/** An invoice as `getbyid` answers it, and the msw handlers of the calls the invoice screens make. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import type { InvoiceDetail, InvoiceListRow, InvoiceRow } from '@domain/finance/invoice-schema';

export const API = '*/api/finance/invoice';

/** Whether issued documents have an electronic form (the E-invoice menu): off unless a test says. */
export const eInvoicingOff = http.get(`${API}/einvoicing`, () => HttpResponse.json({ enabled: false }));
export const COMPANY = ['Finance.Invoices.ViewList', 'Finance.Invoices.Add', 'Finance.Invoices.Delete'];

export const systemRow: InvoiceRow = {
  id: 11,
  invoiceId: 7,
  serviceId: null,
  serviceName: 'Hotel Sultan, Double room',
  destinationDescription: '<p>Istanbul, <strong>3 nights</strong></p>',
  quantity: 3,
  fee: 120,
  taxRate: 20,
  subtotal: 360,
  currencyId: 1,
  currencyInitial: 'EUR',
  currencyName: 'Euro',
  isManualRow: false,
};

export const manualRow: InvoiceRow = {
  ...systemRow,
  id: 12,
  serviceId: 41,
  serviceName: 'Extra Bed',
  destinationDescription: '<p>Room 204</p>',
  quantity: 2,
  fee: 15.5,
  subtotal: 31,
  isManualRow: true,
};

export function draft(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 7,
    version: 3,
    documentType: 'invoice',
    number: null,
    status: 0,
    statusString: 'Pending',
    vatRegime: 'standard',
    issueDate: null,
    dueDate: null,
    requestGuid: '0b7c1a52-3d0e-4c43-9a55-d1f4a6f0e001',
    requestReference: 'AZV-FIT-000012',
    supplierInitial: 'ORS',
    requestType: 'FIT',
    requestDate: '2026-11-20T09:30:00Z',
    agencyId: 1,
    agencyName: 'Blue Horizon Travel',
    agencyReference: 'BHT-101',
    pax: 2,
    currencyId: 1,
    currencyName: 'Euro',
    currencyInitial: 'EUR',
    systemTotal: 360,
    subtotal: 391,
    taxTotal: 78.2,
    grandTotal: 469.2,
    paidTotal: 0,
    creditedTotal: 0,
    balanceDue: 469.2,
    note: null,
    invoiceRows: [systemRow, manualRow],
    taxes: [{ rate: 20, base: 391, tax: 78.2 }],
    attachments: [],
    ...overrides,
  };
}

export function listRow(overrides: Partial<InvoiceListRow> = {}): InvoiceListRow {
  const { invoiceRows: _rows, taxes: _taxes, attachments: _a, note: _n, ...head } = draft();
  return { ...head, destinations: '<p>Istanbul <em>1–4 Dec</em></p>', system: 360, ...overrides };
}

export const STATUSES = [
  { id: 0, name: 'Pending' },
  { id: 1, name: 'Waiting For Payment' },
  { id: 3, name: 'Canceled' },
  { id: 4, name: 'Canceled With Charges' },
  { id: 7, name: 'Paid' },
];

/** The reference data the modal reads: statuses, extra services (type group 10), currencies, agencies, the agency's account. */
export function referenceHandlers(server: SetupServer) {
  server.use(
    http.get(`${API}/getinvoicestatus`, () => HttpResponse.json(STATUSES)),
    http.get('*/api/infrastructure/infratype/getByTypeGroupId', ({ request }) => {
      expect(new URL(request.url).searchParams.get('typeGroupId')).toBe('10');
      return HttpResponse.json([
        { id: 41, title: 'Extra Bed', typeGroupId: 10 },
        { id: 42, title: 'Airport transfer', typeGroupId: 10 },
      ]);
    }),
    http.get('*/api/infrastructure/currency/getall', () =>
      HttpResponse.json([
        { id: 1, title: 'Euro', initial: 'EUR' },
        { id: 2, title: 'US Dollar', initial: 'USD' },
      ]),
    ),
    http.get('*/api/agencymanagement/agency/getall', () =>
      HttpResponse.json([{ id: 1, title: 'Blue Horizon Travel' }]),
    ),
    // The agency's account (the details show its credit on account): none.
    http.get('*/api/finance/agency/balance', ({ request }) =>
      HttpResponse.json({
        agencyId: Number(new URL(request.url).searchParams.get('agencyId')),
        currency: 'EUR',
        invoicesOpen: 0,
        creditOnAccount: 0,
        balance: 0,
      }),
    ),
    http.get('*/api/finance/invoicepayment/refunds', () => HttpResponse.json([])),
  );
}
