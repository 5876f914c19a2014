/**
 * The reservations listing screen against msw: the body it asks for (URL state → filters and
 * order), the row as agents read it, the empty text, and the spec's failure text with the
 * server's reason.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReservationList } from '@resources/reservations/list/ReservationList';
import { nextSort, reservationQuery, shownReference } from '@resources/reservations/list/list-query';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VIEW = ['Reservations.Reservation.ViewList'];
const row = {
  requestGuid: '0b7c1a52-3d0e-4c43-9a55-d1f4a6f0e001',
  requestReference: 'AZV-FIT-000012',
  supplierInitial: 'ORS',
  referenceNumber: 'BHT-2026-101',
  agencyId: 1,
  agencyName: 'Blue Horizon Travel',
  requestType: 1,
  requestTypeName: 'FIT',
  statusId: 3,
  status: 'Pending',
  firstCheckIn: '2026-12-01',
  destinations: 'Istanbul, Cappadocia',
  passengerName: 'Emma Martin',
  pax: 3,
  infants: 1,
  dateCreated: '2026-11-20T09:30:00Z',
};

function listServer(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/reservation/request/get', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
    http.get('*/api/agencymanagement/agency/getall', () =>
      HttpResponse.json([{ id: 1, title: 'Blue Horizon Travel' }]),
    ),
  );
  return bodies;
}

describe('reservation list query', () => {
  it('should send only the filters set, as numbers and dates, and a known order', () => {
    expect(reservationQuery({ search: '', page: 1, perPage: 10, filters: {} })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(
      reservationQuery({
        search: 'ada',
        page: 3,
        perPage: 10,
        sort: { field: 'firstCheckIn', order: 'ASC' },
        filters: {
          statusId: '5',
          agencyId: '2',
          requestType: '2',
          checkInFrom: '2026-12-01',
          createdTo: '2026-11-30',
          checkInTo: 'x',
        },
      }),
    ).toEqual({
      search: 'ada',
      pageIndex: 3,
      pageSize: 10,
      statusId: 5,
      agencyId: 2,
      requestType: 2,
      checkInFrom: '2026-12-01',
      createdTo: '2026-11-30',
      sort: 'firstCheckIn',
      order: 'ASC',
    });
    expect(
      reservationQuery({
        search: '',
        page: 1,
        perPage: 10,
        filters: { requestType: '9' },
        sort: { field: 'title', order: 'ASC' },
      }),
    ).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it("should show the reference with the supplier initial and a dash, and flip a column's order", () => {
    expect(shownReference(row)).toBe('ORS-AZV-FIT-000012');
    expect(nextSort({ field: 'dateCreated', order: 'DESC' }, 'firstCheckIn')).toEqual({
      field: 'firstCheckIn',
      order: 'ASC',
    });
    expect(nextSort({ field: 'firstCheckIn', order: 'ASC' }, 'firstCheckIn')).toEqual({
      field: 'firstCheckIn',
      order: 'DESC',
    });
  });
});

describe('ReservationList', () => {
  it('should ask for the page, filters and order of its URL and show the row as agents read it', async () => {
    const bodies = listServer(() =>
      HttpResponse.json({ requests: [row], paginationModel: { pageIndex: 2, pageSize: 10, totalRecords: 11 } }),
    );
    renderAdmin(<ReservationList />, { permissions: VIEW, query: '?page=2&statusId=3&sort=firstCheckIn&order=DESC' });
    await waitFor(() =>
      expect(bodies[0]).toEqual({ pageIndex: 2, pageSize: 10, statusId: 3, sort: 'firstCheckIn', order: 'DESC' }),
    );
    const opened = await screen.findByRole('row', { name: /Open request ORS-AZV-FIT-000012/ });
    expect(opened.textContent).toContain('Blue Horizon Travel');
    expect(opened.textContent).toContain('BHT-2026-101');
    expect(opened.textContent).toContain('Istanbul, Cappadocia');
    expect(opened.textContent).toContain('3 + 1 infant');
    expect(opened.textContent).toContain('Pending');
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 10, statusId: 3, sort: 'dateCreated', order: 'DESC' }),
    );
  });

  it('should say when there is nothing, and offer New request with the add permission', async () => {
    listServer(() =>
      HttpResponse.json({ requests: [], paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 0 } }),
    );
    renderAdmin(<ReservationList />, { permissions: [...VIEW, 'Reservations.Reservation.Add'] });
    expect(await screen.findByText('No reservation requests yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New request' })).toBeTruthy();
  });

  it('should say "Failed to load reservation requests" with the server\'s reason', async () => {
    listServer(() =>
      HttpResponse.json(
        { title: 'Service Unavailable', status: 503, detail: 'The database is restarting.' },
        { status: 503 },
      ),
    );
    renderAdmin(<ReservationList />, { permissions: VIEW });
    expect(await screen.findByText('Failed to load reservation requests. The database is restarting.')).toBeTruthy();
    expect(screen.getByText('Failed to load reservation requests')).toBeTruthy();
  });
});
