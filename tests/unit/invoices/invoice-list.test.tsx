/**
 * The invoice list against msw: the search model its URL makes (§3), the row as a clerk reads it
 * (number or 'Draft', type, reference with the supplier initial, amounts in the invoice currency,
 * the status badge), actions by permission, and the empty text.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvoiceList } from '@resources/invoices/list/InvoiceList';
import { invoiceQuery } from '@resources/invoices/list/list-query';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { API, COMPANY, listRow, referenceHandlers, eInvoicingOff } from './invoice-fixture';

const server = setupServer(eInvoicingOff);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const issued = listRow({
  id: 8,
  number: 'INV-2026-00012',
  status: 1,
  statusString: 'Waiting For Payment',
  dueDate: '2026-12-17',
  paidTotal: 100,
  balanceDue: 369.2,
});
const creditNote = listRow({ id: 9, number: 'CN-2026-00001', documentType: 'creditNote', grandTotal: -469.2 });

function listServer(rows = [listRow(), issued, creditNote]) {
  referenceHandlers(server);
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/get`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        invoices: rows,
        paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: rows.length },
      });
    }),
  );
  return bodies;
}

/** The list's n-th row (1 = the first invoice), once the rows are in. */
async function dataRow(n: number) {
  await screen.findAllByText('ORS-AZV-FIT-000012');
  return screen.getAllByRole('row')[n];
}

describe('invoice list query', () => {
  it('sends only the filters set, typed, and leaves out an unknown type or a bad date', () => {
    expect(invoiceQuery({ search: '', page: 1, perPage: 10, filters: {} })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(
      invoiceQuery({
        search: '',
        page: 2,
        perPage: 10,
        filters: {
          requestRef: ' AZV ',
          agencyId: '3',
          invoiceStatus: '0',
          documentType: 'creditNote',
          firstCheckInFrom: '2026-12-01',
          requestDateTo: '31/12/2026',
          trRef: 'TR-9',
          number: 'INV-2026',
        },
      }),
    ).toEqual({
      pageIndex: 2,
      pageSize: 10,
      requestRef: 'AZV',
      agencyId: 3,
      invoiceStatus: 0,
      documentType: 'creditNote',
      firstCheckInFrom: '2026-12-01',
      trRef: 'TR-9',
      number: 'INV-2026',
    });
    expect(invoiceQuery({ search: '', page: 1, perPage: 10, filters: { documentType: 'x', agencyId: '-1' } })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
  });
});

describe('InvoiceList', () => {
  it('asks with the filters of its URL and shows each invoice as a clerk reads it', async () => {
    const bodies = listServer();
    renderAdmin(<InvoiceList />, { permissions: COMPANY, query: '?invoiceStatus=1&documentType=invoice' });
    await waitFor(() =>
      expect(bodies[0]).toEqual({ pageIndex: 1, pageSize: 10, invoiceStatus: 1, documentType: 'invoice' }),
    );
    const rows = await screen.findAllByRole('row');
    // The default columns, which fit 1440 px; Columns shows the others.
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Number', 'Request Ref', 'Agency', 'Issue date', 'Total', 'Balance', 'Due date', 'Status', 'Action',
    ]); // prettier-ignore
    const [draftRow, issuedRow, creditRow] = rows.slice(1);
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    expect(draftRow.textContent).toContain('ORS-AZV-FIT-000012');
    expect(draftRow.textContent).toContain('€469.20');
    expect(issuedRow.textContent).toContain('INV-2026-00012');
    expect(issuedRow.textContent).toContain('€369.20');
    expect(issuedRow.textContent).toContain('Dec 17, 2026');
    expect(within(issuedRow).getByText('Waiting For Payment')).toBeTruthy();
    expect(creditRow.textContent).toContain('CN-2026-00001');
    expect(creditRow.textContent).toContain('-€469.20');
    // Only a draft can be deleted; every row can be edited.
    expect(within(draftRow).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(issuedRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(issuedRow).getByRole('button', { name: 'Edit' })).toBeTruthy();
    // Payments from an invoice's row; a credit note takes none.
    expect(within(issuedRow).getByRole('button', { name: 'Payments' })).toBeTruthy();
    expect(within(creditRow).queryByRole('button', { name: 'Payments' })).toBeNull();
    // Columns: the type and the destinations shown in their places.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const shown = within(screen.getByRole('group', { name: 'Columns shown' }));
    fireEvent.click(shown.getByRole('checkbox', { name: 'Type' }));
    fireEvent.click(shown.getByRole('checkbox', { name: 'Destinations' }));
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
    const [, draftAgain, , creditAgain] = screen.getAllByRole('row');
    expect(within(draftAgain).getByText('1–4 Dec').tagName).toBe('EM');
    expect(creditAgain.textContent).toContain('Credit note');
    // The filter bar: the server's statuses, the two document types, the agencies (a company user).
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Any', 'Invoice', 'Credit note']);
  });

  it('deletes a draft after the confirmation and reloads', async () => {
    const bodies = listServer();
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/delete`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return HttpResponse.json({ id: 7 });
      }),
    );
    renderAdmin(<InvoiceList />, { permissions: COMPANY });
    const draftRow = await dataRow(1);
    fireEvent.click(within(draftRow).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('It goes to the Trash, from where it can be restored.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Invoice deleted successfully!')).toBeTruthy();
    expect(deleted).toEqual(['7']);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(1));
  });

  it('offers only viewing to an agency user, and says when there is nothing', async () => {
    listServer([]);
    renderAdmin(<InvoiceList />, { permissions: COMPANY, claims: { agencyId: 1 } });
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
  });

  it('shows a read-only user the View action only', async () => {
    listServer();
    renderAdmin(<InvoiceList />, { permissions: ['Finance.Invoices.ViewList'] });
    const draftRow = await dataRow(1);
    expect(within(draftRow).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(within(draftRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(draftRow).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
