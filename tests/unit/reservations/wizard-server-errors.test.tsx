/**
 * The Complete step of a planned request: the summary to check, each part's Edit; a body the
 * server refuses (400 keyed by field path): the toast says nothing was saved and what the server
 * said, and the wizard opens the step the field belongs to with the message next to the field.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveFormState } from '@resources/reservations/form-state/persist';
import { NewRequestPage } from '@resources/reservations/wizard/NewRequestPage';
import {
  blankDestination,
  blankRoom,
  formReducer,
  initialFormState,
  type FormAction,
} from '@domain/reservations/form-state';
import { gateSteps, openStep } from '@domain/reservations/wizard-steps';
import { renderAdmin } from '../audit/render-admin';

// Whole-page jsdom renders on a busy 2-core machine: waits get more room than the default second
// (as in request-detail.test.tsx); they are not timing assertions.
configure({ asyncUtilTimeout: 5000 });

const ROOM_ADULTS = 'requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].adultCount';
const bodies: unknown[] = [];
const server = setupServer(
  http.get('*/api/agencymanagement/agency/getall', () => HttpResponse.json([{ id: 3, title: 'Atlas Voyages' }])),
  http.get('*/api/infrastructure/city/getall', () => HttpResponse.json([{ id: 1, title: 'Paris', countryId: 1 }])),
  http.get('*/api/accommodation/hotel/getHotelByCityId', () =>
    HttpResponse.json([{ id: 1, title: 'Hôtel Lumière Opéra', cityId: 1, mainImageFullPath: null }]),
  ),
  http.get('*/api/accommodation/roomType/getbyhotelid', () =>
    HttpResponse.json([{ id: 1, hotelId: 1, title: 'Standard Double Room', maxAdults: 2, maxChildren: 1 }]),
  ),
  http.get('*/api/accommodation/roomType/getRoomTypeProvidingPolicy', () =>
    HttpResponse.json([{ id: 1, hotelId: 1, roomTypeId: 1, providingPolicyId: 25, providingPolicyName: 'Room Only' }]),
  ),
  http.get('*/api/service/excursion/getbycityid', () => HttpResponse.json([])),
  http.get('*/api/service/tour/getall', () => HttpResponse.json([])),
  // The summary names transportations with step 3's pickers.
  http.get('*/api/infrastructure/infratype/getByTypeGroupId', () => HttpResponse.json([])),
  http.get('*/api/infrastructure/station/getall', () => HttpResponse.json([])),
  http.get('*/api/infrastructure/transportationprovider/getall', () => HttpResponse.json([])),
  http.get('*/api/infrastructure/infratransportationdetail/getall', () => HttpResponse.json([])),
  http.post('*/api/reservation/request/add', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(
      { errors: { [ROOM_ADULTS]: ['Standard Double Room takes at most 2 adults.'] } },
      { status: 400 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A request planned up to step 5, stored as a reload would find it. */
function storePlannedRequest(): string {
  let n = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const actions: FormAction[] = [
    { type: 'setGeneral', general: { agencyId: 3 } },
    {
      type: 'addDestination',
      destination: {
        ...blankDestination('d1'),
        cityId: 1,
        cityName: 'Paris',
        checkInCheckOutDate: { start: '2027-03-10', end: '2027-03-13' },
      },
    },
    {
      type: 'upsertAccommodation',
      destinationId: 'd1',
      accommodation: {
        uniqueIdentifier: 'hotel-1',
        id: 1,
        title: 'Hôtel Lumière Opéra',
        cityId: 1,
        mainImageFullPath: null,
        rooms: [{ ...blankRoom('r1'), roomType: 1, providingPolicyId: 25, adultCount: 2 }],
      },
    },
  ];
  let state = actions.reduce((s, a) => formReducer(s, a, newId), initialFormState(newId));
  const [room] = state.create.passengers;
  state = formReducer(
    state,
    {
      type: 'setPassengers',
      passengers: [
        {
          ...room,
          passengers: [{ ...room.passengers[0], firstName: 'Ada', lastName: 'Lovelace' }, room.passengers[1]],
        },
      ],
    },
    newId,
  );
  const tracking = openStep(gateSteps(state.create.tracking, { request: true, travelPlan: true, passengers: true }), 5);
  state = formReducer(state, { type: 'setTracking', tracking }, newId);
  saveFormState(state, localStorage, '1'); // kept for the user renderAdmin signs in (sub 1)
  return state.create.generalDetails.requestGuid;
}

describe('the Complete step', () => {
  it('shows the request to check before submitting, and Edit opens that step at its top', async () => {
    storePlannedRequest();
    renderAdmin(<NewRequestPage />, { permissions: ['Reservations.Reservation.Add'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'Summary of the request' });
    const plan = within(summary).getByRole('region', { name: 'Travel Plan' });
    expect(within(plan).getByText('Paris · Mar 10, 2027 – Mar 13, 2027')).toBeTruthy();
    expect(await within(plan).findByText('Room 1: Standard Double Room, Room Only — Adults 2')).toBeTruthy();
    expect(within(summary).getByText('Atlas Voyages · FIT')).toBeTruthy();
    const people = within(summary).getByRole('region', { name: 'Passengers' });
    expect(within(people).getByText('Room 1: Ada Lovelace (Adult), name not given (Adult)')).toBeTruthy();
    expect(within(summary).getByRole('region', { name: 'Transportations' }).textContent).toContain('None');

    fireEvent.click(within(summary).getByRole('button', { name: 'Edit Travel Plan' }));
    const heading = await screen.findByRole('heading', { name: 'Travel Plan', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('a ticket the server refuses', () => {
  it('submits nothing, says so, and shows the reason on the Transportations step', async () => {
    storePlannedRequest();
    const pending: unknown[] = [];
    server.use(
      http.post('*/api/documentmanagement/document/addpending', async ({ request }) => {
        pending.push(await request.json());
        return HttpResponse.json(
          {
            errors: {
              'attachments[0].base64String': [
                'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: ticket.pdf is neither.',
              ],
            },
          },
          { status: 400 },
        );
      }),
    );
    renderAdmin(<NewRequestPage />, { permissions: ['Reservations.Reservation.Add'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Transportations' }));
    const input = await screen.findByTestId('pending-documents-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('ticket.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByText('Documents: ticket.pdf');
    const before = bodies.length;
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    const toast = await screen.findByText(/^The documents could not be sent: nothing was submitted\./);
    expect(toast.textContent).toContain('ticket.pdf is neither');
    expect(pending).toHaveLength(1);
    expect(bodies).toHaveLength(before); // no add: no request
    await screen.findByRole('heading', { name: 'Transportations', level: 2 });
    expect(
      within(screen.getByRole('region', { name: 'Transportations' })).getAllByText(/ticket\.pdf is neither/),
    ).toHaveLength(1);
  });
});

describe('a request the server refuses', () => {
  it("shows the server's message as the toast and next to the room field on the travel plan", async () => {
    const guid = storePlannedRequest();
    renderAdmin(<NewRequestPage />, { permissions: ['Reservations.Reservation.Add'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    // The toast: that nothing was stored, then the server's reason (spec §8: the error message).
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe(
      'The request was not submitted: nothing was saved. Standard Double Room takes at most 2 adults.',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ requestGuid: guid, agencyId: 3, requestType: 1 });
    // Step 2 opened, the message under the room's Adults.
    const room = await screen.findByRole('group', { name: 'Hôtel Lumière Opéra Room 1' });
    const adults = within(room).getByLabelText('Adults');
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    expect(within(room).getByText('Standard Double Room takes at most 2 adults.')).toBeTruthy();
  });
});
