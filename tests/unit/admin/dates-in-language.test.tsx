/**
 * One way of writing dates, in the user's language: the reservations listing (a bespoke list)
 * and its date filters, as an English and a French user see them. Lists and detail write a day
 * as Intl's medium date ('Dec 1, 2026', '1 déc. 2026'); date fields follow the UI language, not
 * the browser's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReservationList } from '@resources/reservations/list/ReservationList';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The date picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = {
  requestGuid: '0b7c1a52-3d0e-4c43-9a55-d1f4a6f0e001',
  requestReference: 'AZV-FIT-000012',
  supplierInitial: 'ORS',
  referenceNumber: null,
  agencyId: 1,
  agencyName: 'Blue Horizon Travel',
  requestType: 1,
  requestTypeName: 'FIT',
  statusId: 3,
  status: 'Pending',
  firstCheckIn: '2026-12-01',
  destinations: 'Istanbul',
  passengerName: 'Emma Martin',
  pax: 2,
  infants: 0,
  dateCreated: '2026-11-20T12:30:00Z',
};

function listServer() {
  server.use(
    http.post('*/api/reservation/request/get', () =>
      HttpResponse.json({ requests: [row], paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 1 } }),
    ),
    http.get('*/api/agencymanagement/agency/getall', () => HttpResponse.json([])),
  );
}

// Intl separates French groups and units with narrow no-break spaces: read them as plain ones.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('dates in the user’s language', () => {
  it('writes an English user’s list dates as medium dates, and date filters month first', async () => {
    listServer();
    renderAdmin(<ReservationList />, {
      permissions: ['Reservations.Reservation.ViewList'],
      query: '?checkInFrom=2026-11-18',
    });
    const opened = await screen.findByRole('row', { name: /ORS-AZV-FIT-000012/ });
    expect(within(opened).getByText('Dec 1, 2026')).toBeTruthy();
    expect(within(opened).getByText('Nov 20, 2026')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Check-in from' }).hasAttribute('disabled')).toBe(false),
    );
    expect((screen.getByRole('textbox', { name: 'Check-in from' }) as HTMLInputElement).value).toBe('11/18/2026');
    expect((screen.getByRole('textbox', { name: 'Created from' }) as HTMLInputElement).placeholder).toBe('MM/DD/YYYY');
  });

  it('writes a French user’s list dates the French way, and date filters day first (jj/mm/aaaa)', async () => {
    listServer();
    renderAdmin(<ReservationList />, {
      permissions: ['Reservations.Reservation.ViewList'],
      locale: 'fr',
      query: '?checkInFrom=2026-11-18',
    });
    const opened = await screen.findByRole('row', { name: /ORS-AZV-FIT-000012/ });
    const cells = within(opened).getAllByRole('cell').map(text);
    expect(cells).toContain('1 déc. 2026');
    expect(cells).toContain('20 nov. 2026');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Arrivée du' }).hasAttribute('disabled')).toBe(false),
    );
    expect((screen.getByRole('textbox', { name: 'Arrivée du' }) as HTMLInputElement).value).toBe('18/11/2026');
    expect((screen.getByRole('textbox', { name: 'Créée du' }) as HTMLInputElement).placeholder).toBe('JJ/MM/AAAA');
  });
});
