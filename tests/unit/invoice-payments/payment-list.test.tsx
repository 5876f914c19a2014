/**
 * The Invoice Payments screen against msw: the search model its URL's filters make, the row as a
 * clerk reads it, the actions by permission, and the no-results row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentList } from '@resources/invoice-payments/list/PaymentList';
import { paymentSearch } from '@resources/invoice-payments/list/payment-query';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { payment } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VIEW = 'Finance.InvoicePayments.ViewList';

function listServer(rows: unknown[]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/finance/invoicepayment/get', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        invoicePayments: rows,
        paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: rows.length },
      });
    }),
    http.get('*/api/finance/paymentaccount/getall', () => HttpResponse.json([{ id: 3, title: 'Main bank account' }])),
    http.get('*/api/infrastructure/infratype/getByTypeGroupId', () =>
      HttpResponse.json([{ id: 31, title: 'Bank transfer', typeGroupId: 12 }]),
    ),
  );
  return bodies;
}

describe('payment search', () => {
  it('should send only the filters set, ids as numbers and whole dates', () => {
    expect(paymentSearch({ search: '', page: 1, perPage: 10, filters: {} })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(
      paymentSearch({
        search: '',
        page: 2,
        perPage: 10,
        filters: {
          requestRef: ' AZV ',
          paymentAccountId: '3',
          paymentTypeId: 'x',
          fromDate: '2026-11-01',
          toDate: '11/30',
        },
      }),
    ).toEqual({ pageIndex: 2, pageSize: 10, requestRef: 'AZV', paymentAccountId: 3, fromDate: '2026-11-01' });
  });
});

describe('PaymentList', () => {
  it("should ask for its URL's filters and show the payment as a clerk reads it, with the actions allowed", async () => {
    const bodies = listServer([
      {
        ...payment,
        invoiceNumber: 'INV-2026-00012',
        requestReference: 'AZV-FIT-000012',
        supplierInitial: 'ORS',
        agencyReference: 'BHT-101',
      },
    ]);
    renderAdmin(<PaymentList />, {
      permissions: [VIEW, 'Finance.InvoicePayments.Add'],
      query: '?paymentAccountId=3&fromDate=2026-11-01&toDate=2026-11-30',
    });
    await waitFor(() =>
      expect(bodies[0]).toEqual({
        pageIndex: 1,
        pageSize: 10,
        paymentAccountId: 3,
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Invoice Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The default columns (Columns shows the Id too).
    expect(headers).toEqual([
      'Invoice number',
      'Request Ref',
      'Agency',
      'Agency Ref',
      'Payment Type',
      'Payment Account',
      'Payment Date',
      'Amount',
      'Ref',
      'Action',
    ]);
    const row = (await within(table).findByText('INV-2026-00012')).closest('tr')!;
    expect(row.textContent).toContain('ORS-AZV-FIT-000012');
    expect(row.textContent).toContain('BHT-101');
    expect(row.textContent).toContain('€265.50');
    expect(row.textContent).toContain('Nov 20, 2026');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('should show a no-results row when no payment matches', async () => {
    listServer([]);
    renderAdmin(<PaymentList />, { permissions: [VIEW], query: '?requestRef=zzz' });
    expect(await screen.findByText('No invoice payments match these filters.')).toBeTruthy();
  });
});
