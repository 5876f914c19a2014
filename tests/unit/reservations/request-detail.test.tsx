import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RequestDetailPage } from '@resources/reservations/detail';
import type { RequestView } from '@resources/reservations/detail/detail-api';
import { renderAdmin } from '../audit/render-admin';
import { setWindowWidth } from '../primitives/window-width';
import { GUID, requestDetail } from './detail-fixture';

// Whole-page jsdom renders on a busy 2-core machine (a first render can take most of the ui project's 20 s):
// waits and tests get more room than the defaults; they are not timing assertions.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The date picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VIEW = 'Reservations.Reservation.ViewList';
const ADD = 'Reservations.Reservation.Add';
const API = '/api/reservation/request';

/** The hotel status list as the server serves it (names in the caller's language), with a value the spec does not know. */
const HOTEL_STATUSES = [
  { id: 0, name: 'TempRequest' },
  { id: 1, name: 'Confirmed' },
  { id: 2, name: 'Processing' },
  { id: 3, name: 'Pending' },
  { id: 4, name: 'Completed' },
  { id: 5, name: 'Canceled' },
  { id: 6, name: 'Rejected' },
  { id: 9, name: 'Waitlisted' },
];

/** The server as the contract describes it: getbyid, comments (none), lookups; PATCHes recorded and answered. */
function serve(
  detail: RequestView | Record<string, never> = requestDetail(),
  answer?: (name: string, body: Record<string, unknown>) => Response,
) {
  const sent: { name: string; body: Record<string, unknown> }[] = [];
  let reads = 0;
  server.use(
    http.get(`${API}/getbyid`, () => {
      reads += 1;
      return HttpResponse.json(detail);
    }),
    http.get(`${API}/getcomments`, () => HttpResponse.json([])),
    http.get(`${API}/gethotelstatuses`, () => HttpResponse.json(HOTEL_STATUSES)),
    http.get('/api/suppliermanagement/supplier/getall', () =>
      HttpResponse.json([
        { id: 5, title: 'Atlas DMC' },
        { id: 6, title: 'Sahara Trips' },
      ]),
    ),
    http.get('/api/authorization/user/getcounteruser', () =>
      HttpResponse.json([
        { id: 9, fullName: 'Carla Counter' },
        { id: 11, fullName: 'Omar Operator' },
      ]),
    ),
    http.get('/api/agencymanagement/agency/getall', () =>
      HttpResponse.json([
        { id: 3, title: 'Blue Sky Travel' },
        { id: 4, title: 'Red Dunes' },
      ]),
    ),
    http.get('/api/infrastructure/infratype/getByTypeGroupId', () =>
      HttpResponse.json([
        { id: 70, title: 'Flight' },
        { id: 71, title: 'Train' },
      ]),
    ),
    http.get('/api/infrastructure/transportationprovider/getall', () =>
      HttpResponse.json([{ id: 2, title: 'Royal Air' }]),
    ),
    http.get('/api/infrastructure/city/getall', () =>
      HttpResponse.json([
        { id: 1, title: 'Marrakech' },
        { id: 8, title: 'Paris' },
      ]),
    ),
    http.get('/api/service/tour/getall', () =>
      HttpResponse.json([
        { id: 41, title: 'Airport transfer' },
        { id: 42, title: 'Atlas day trip' },
      ]),
    ),
    http.get('/api/service/excursion/getbycityid', () =>
      HttpResponse.json([
        { id: 31, title: 'Medina walk' },
        { id: 32, title: 'Tannery visit' },
      ]),
    ),
    http.patch(`${API}/:name`, async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ name: String(params.name), body });
      return answer ? answer(String(params.name), body) : HttpResponse.json(requestDetail());
    }),
  );
  return { sent, reads: () => reads };
}

const open = (options: { permissions?: string[]; claims?: Record<string, unknown> } = {}) =>
  renderAdmin(<RequestDetailPage requestGuid={GUID} />, {
    permissions: options.permissions ?? [VIEW, ADD],
    claims: options.claims,
  });

const editMode = async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

describe('the request detail, read-only', { timeout: 40_000 }, () => {
  it('should show the header, destinations in check-in order with hotels and rooms, transportations and passengers by room', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'ORS-FIT-000042' })).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Request' });
    for (const text of ['Blue Sky Travel', 'AG-77', 'FIT', 'Pending', 'Carla Counter', 'Late arrival']) {
      expect(within(header).getByText(text)).toBeTruthy();
    }
    const cities = within(screen.getByRole('region', { name: 'Destinations' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cities).toEqual(['Marrakech, Morocco', 'Fes, Morocco']);
    const hotel = screen.getByRole('article', { name: 'Riad Atlas' });
    expect(within(hotel).getByText('Atlas DMC')).toBeTruthy();
    const room = within(hotel).getByRole('row', { name: /Room 1/ });
    expect(room.textContent).toContain('Double');
    expect(room.textContent).toContain('Half board');
    expect(room.textContent).toContain('Extra bed');
    expect(screen.getByText('Medina walk')).toBeTruthy();
    expect(screen.getByText('Airport transfer')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Flight 1' })).getByText('AT-800')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Room 2' })).getByText('Tom Lopez')).toBeTruthy();
    // View mode: no editing.
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('should show the rooms and passengers as cards at 390 px, every value on a labelled line, and empty notes as —', async () => {
    const undoWidth = setWindowWidth(390);
    try {
      serve(requestDetail({ remarks: '', counterName: null }));
      open();
      const hotel = await screen.findByRole('article', { name: 'Riad Atlas' });
      // The lists' phone layout (no sideways scrolling, nothing cut): each room a card, each cell labelled by its column.
      const rooms = within(hotel).getByRole('table', { name: 'Rooms' });
      expect(rooms.closest('[data-layout]')?.getAttribute('data-layout')).toBe('cards');
      const policy = within(within(hotel).getByRole('row', { name: /Room 1/ })).getByText('Half board');
      expect(policy.getAttribute('data-label')).toBe('Policy');
      const passengers = screen.getByRole('table', { name: 'Room 2' });
      expect(passengers.closest('[data-layout]')?.getAttribute('data-layout')).toBe('cards');
      expect(within(passengers).getAllByRole('cell')[0]?.getAttribute('data-label')).toBe('Gender');
      // An empty note reads — as an empty counter user does.
      const header = screen.getByRole('region', { name: 'Request' });
      const value = (label: string) => within(header).getByText(label).nextElementSibling?.textContent;
      expect(value('Counter user')).toBe('—');
      expect(value('Notes')).toBe('—');
      expect(within(hotel).getByText('Notes').nextElementSibling?.textContent).toBe('—');
    } finally {
      undoWidth();
    }
  });

  it("should say 'Invalid reservation data' for an empty answer and the not-found text for a 404", async () => {
    serve({});
    const first = open();
    expect(await screen.findByText('Invalid reservation data')).toBeTruthy();
    first.unmount();
    server.use(
      http.get(`${API}/getbyid`, () =>
        HttpResponse.json({ title: 'Not Found', status: 404, detail: 'Not found' }, { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByText('This request does not exist or you cannot see it.')).toBeTruthy();
    // Under the page's heading: the first paint goes once a screen has an h1.
    expect(screen.getByRole('heading', { level: 1, name: 'Request' })).toBeTruthy();
  });
});

describe('the request detail, edit mode', { timeout: 40_000 }, () => {
  it('should update the reference number in place with the version read and the success toast', async () => {
    const { sent, reads } = serve(requestDetail(), () =>
      HttpResponse.json(requestDetail({ referenceNumber: 'AG-99', version: 5 })),
    );
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Agency reference number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reference number' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Agency reference number' }), {
      target: { value: ' AG-99 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference Number updated successfully')).toBeTruthy();
    expect(sent).toEqual([
      { name: 'updatereferencenumber', body: { requestGuid: GUID, version: 4, referenceNumber: 'AG-99' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reference number' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Request' })).getByText('AG-99')).toBeTruthy();
    expect(reads()).toBe(1); // the answer is shown, no refetch
  });

  it('should keep the dialog with the field error of a 400 and the stale notice of a 409', async () => {
    let call = 0;
    serve(requestDetail(), () => {
      call += 1;
      return call === 1
        ? HttpResponse.json({ errors: { remarks: ['Notes must be at most 4000 characters.'] } }, { status: 400 })
        : HttpResponse.json(
            { status: 409, code: 'stale-version', detail: 'Someone changed this request.' },
            { status: 409 },
          );
    });
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Notes must be at most 4000 characters.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone changed this request.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe('x');
  });

  it('should process a hotel: supplier, operator, status and notes, the badge from the answer', async () => {
    const processed = requestDetail();
    const hotel = processed.requestDestinations[1].destinationHotels[0];
    Object.assign(hotel, {
      supplierId: 6,
      supplierName: 'Sahara Trips',
      operatorId: 11,
      operatorName: 'Omar Operator',
      statusId: 1,
      status: 'Confirmed',
      notes: 'Pay on arrival',
    });
    const { sent } = serve(requestDetail(), () => HttpResponse.json(processed));
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Process hotel Riad Atlas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel processing' });
    await within(dialog).findByRole('option', { name: 'Sahara Trips' });
    await within(dialog).findByRole('option', { name: 'Omar Operator' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Supplier' }), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Operator' }), { target: { value: '11' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Hotel status' }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), { target: { value: 'Pay on arrival' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hotel Processing updated successfully')).toBeTruthy();
    expect(sent[0]).toEqual({
      name: 'updatehotel',
      body: {
        requestGuid: GUID,
        version: 4,
        destinationHotelRequest: {
          destinationId: 21,
          hotelId: 7,
          supplierId: 6,
          operatorId: 11,
          statusId: 1,
          notes: 'Pay on arrival',
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Riad Atlas' });
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeTruthy());
    expect(within(card).getByText('Omar Operator')).toBeTruthy();
  });

  it('should offer the hotel statuses the server serves, without TempRequest for a processed hotel', async () => {
    serve();
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Process hotel Riad Atlas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel processing' });
    const select = within(dialog).getByRole('combobox', { name: 'Hotel status' });
    await within(select).findByRole('option', { name: 'Processing' });
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The hotel is Pending (3): processed, so no TempRequest; 9 is beyond the spec's enumeration.
    expect(offered).toEqual(['Confirmed', 'Processing', 'Pending', 'Completed', 'Canceled', 'Rejected']);
    expect((select as HTMLSelectElement).value).toBe('3');
  });

  it('should send every passenger with its guid after editing one', async () => {
    const { sent } = serve();
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Edit passengers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passengers' });
    const second = within(dialog).getByRole('group', { name: 'Passenger 2 (room 2)' });
    fireEvent.change(within(second).getByRole('textbox', { name: 'First name' }), { target: { value: 'Thomas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passengers updated successfully')).toBeTruthy();
    const passengers = sent[0].body.requestPassengers as Record<string, unknown>[];
    expect(passengers.map((p) => [p.passengerGuid, p.firstName, p.roomNo])).toEqual([
      ['6f1c2a52-2222-4b7e-9f00-000000000001', 'Ana', 1],
      ['6f1c2a52-2222-4b7e-9f00-000000000002', 'Thomas', 2],
    ]);
  });

  it("should replace a destination's excursions with the ones ticked", async () => {
    const { sent } = serve();
    open();
    await editMode();
    const fes = screen.getByRole('region', { name: 'Fes' });
    fireEvent.click(within(fes).getByRole('button', { name: 'Edit Excursions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excursions' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Tannery visit' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Medina walk' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Excursions updated successfully')).toBeTruthy();
    expect(sent[0].body.destinationsExcursion).toEqual({ destinationId: 22, excursionIds: [32] });
  });

  it('should change the counter (or clear it), the agency and the tour services of a destination', async () => {
    const { sent } = serve();
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Counter user' }));
    let dialog = await screen.findByRole('dialog', { name: 'Counter user' });
    await within(dialog).findByRole('option', { name: 'Omar Operator' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Counter user' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Counter updated successfully')).toBeTruthy();
    expect(sent[0]).toEqual({ name: 'updatecounter', body: { requestGuid: GUID, version: 4, counterId: null } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Counter user' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Agency' }));
    dialog = await screen.findByRole('dialog', { name: 'Agency' });
    await within(dialog).findByRole('option', { name: 'Red Dunes' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Agency' }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agency updated successfully')).toBeTruthy();
    expect(sent[1]).toEqual({ name: 'updateagency', body: { requestGuid: GUID, version: 4, agencyId: 4 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agency' })).toBeNull());

    fireEvent.click(
      within(screen.getByRole('region', { name: 'Marrakech' })).getByRole('button', { name: 'Edit Tour services' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Tour services' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Atlas day trip' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tour Services updated successfully')).toBeTruthy();
    expect(sent[2].body.destinationService).toEqual({ destinationId: 21, tourServiceIds: [41, 42] });
  });

  it('should replace one transportation by its guid, and add one without', async () => {
    const { sent } = serve();
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Flight 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Transportation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), { target: { value: 'AT-900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transportation updated successfully')).toBeTruthy();
    expect(sent[0].body.requestTransportation).toEqual({
      transportationGuid: '6f1c2a52-3333-4b7e-9f00-000000000001',
      transportationTypeId: 70,
      transportationProviderId: null,
      refNumber: 'AT-900',
      originCityId: 8,
      destinationCityId: 1,
      originStationId: null,
      destinationStationId: null,
      departureDate: '2026-12-05',
      departureTime: '08:15',
      arrivalDate: null,
      arrivalTime: null,
      adultCount: 2,
      childCount: 1,
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transportation' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add transportation' }));
    dialog = await screen.findByRole('dialog', { name: 'New transportation' });
    await within(dialog).findByRole('option', { name: 'Train' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: '71' } });
    // Typed as an English user writes a date, once the date picker has loaded.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/Departure date/)
          .hasAttribute('disabled'),
      ).toBe(false),
    );
    fireEvent.change(within(dialog).getByLabelText(/Departure date/), { target: { value: '12/12/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body.requestTransportation).toMatchObject({ transportationTypeId: 71, departureDate: '2026-12-12' });
    expect(sent[1].body.requestTransportation).not.toHaveProperty('transportationGuid');
  });

  it('should cancel after confirmation, then offer no editing', async () => {
    const { sent } = serve(requestDetail(), () =>
      HttpResponse.json(requestDetail({ statusId: 5, status: 'Canceled' })),
    );
    open();
    await editMode();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it!' }));
    expect(await screen.findByText('Request has been canceled successfully')).toBeTruthy();
    expect(sent[0]).toEqual({ name: 'updatestatus', body: { requestGuid: GUID, version: 4, statusId: 5 } });
    expect(await screen.findByText('This request is cancelled: it cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('should hide company-only actions from agency users and everything without the add permission', async () => {
    serve();
    const agency = open({ claims: { agencyId: 3 } });
    await editMode();
    expect(screen.getByRole('button', { name: 'Edit Agency reference number' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Agency' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Counter user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Process hotel/ })).toBeNull();
    agency.unmount();
    serve();
    open({ permissions: [VIEW] });
    expect(await screen.findByRole('heading', { name: 'ORS-FIT-000042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });
});
