/**
 * What is missing shows where it is, and only when the user has reached it: a destination just
 * added shows no error (not 'Check-out date must be after check-in date' before any date is typed);
 * Next on an incomplete step shows the errors under the fields concerned and focuses the first;
 * a room without room type or providing policy keeps the Travel Plan unmarked and the steps after it closed.
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

// Whole-page jsdom renders on a busy 2-core machine: waits get more room (not timing assertions).
configure({ asyncUtilTimeout: 5000 });

const server = setupServer(
  http.get('*/api/agencymanagement/agency/getall', () => HttpResponse.json([{ id: 3, title: 'Atlas Voyages' }])),
  http.get('*/api/infrastructure/city/getall', () => HttpResponse.json([{ id: 1, title: 'Paris', countryId: 1 }])),
  http.get('*/api/accommodation/hotel/getHotelByCityId', () =>
    HttpResponse.json([{ id: 1, title: 'Hôtel Lumière Opéra', cityId: 1, mainImageFullPath: null }]),
  ),
  // Room types and policies not answered yet: the room stays without them.
  http.get('*/api/accommodation/roomType/getbyhotelid', () => HttpResponse.json([])),
  http.get('*/api/accommodation/roomType/getRoomTypeProvidingPolicy', () => HttpResponse.json([])),
  http.get('*/api/service/excursion/getbycityid', () => HttpResponse.json([])),
  http.get('*/api/service/tour/getall', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PERMISSIONS = ['Reservations.Reservation.Add'];
const REQUIRED = 'This field is required.';
const CHECK_OUT = 'Check-out date must be after check-in date.';

/** A request stored on the travel plan, as a reload finds it; `plan` adds to an agency's empty request. */
function storeOnTravelPlan(plan: FormAction[]) {
  let n = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  let state = [{ type: 'setGeneral', general: { agencyId: 3 } } as FormAction, ...plan].reduce(
    (s, a) => formReducer(s, a, newId),
    initialFormState(newId),
  );
  const tracking = openStep(
    gateSteps(state.create.tracking, { request: true, travelPlan: false, passengers: false }),
    2,
  );
  state = formReducer(state, { type: 'setTracking', tracking }, newId);
  saveFormState(state, localStorage, '1'); // kept for the user renderAdmin signs in (sub 1)
}

async function openStored() {
  renderAdmin(<NewRequestPage />, { permissions: PERMISSIONS });
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Travel Plan', level: 2 });
}

const stepButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const completed = (name: string) => Boolean(stepButton(name).querySelector('.Mui-completed'));

describe('errors where they are, once reached', () => {
  it('shows nothing on a destination just added, then on Next says what is missing under each field', async () => {
    storeOnTravelPlan([]);
    await openStored();
    fireEvent.click(screen.getByRole('button', { name: 'Add destination' }));
    const card = await screen.findByRole('region', { name: 'Destination 1' });
    expect(within(card).queryByText(CHECK_OUT)).toBeNull();
    expect(within(card).queryByText(REQUIRED)).toBeNull();
    expect(card.querySelector('[aria-invalid="true"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Still on the travel plan: the city, check-in and check-out each say they are required.
    await waitFor(() => expect(within(card).getAllByText(REQUIRED)).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Travel Plan', level: 2 })).toBeTruthy();
    expect(within(card).queryByText(CHECK_OUT)).toBeNull();
    // The first one is focused.
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText(/^City/)));
  });

  it('keeps the travel plan unmarked while a room has no room type nor policy, and Next shows it at the room', async () => {
    storeOnTravelPlan([
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
          rooms: [{ ...blankRoom('r1'), adultCount: 2 }],
        },
      },
    ]);
    await openStored();
    const room = await screen.findByRole('group', { name: 'Hôtel Lumière Opéra Room 1' });
    expect(completed('Travel Plan')).toBe(false);
    expect(stepButton('Passengers').disabled).toBe(true);
    expect(within(room).queryByText(REQUIRED)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(room).getAllByText(REQUIRED)).toHaveLength(2));
    const roomType = within(room).getByLabelText(/^Room type/);
    expect(roomType.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(room)
        .getByLabelText(/^Providing policy/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(roomType));
    expect(screen.getByRole('heading', { name: 'Travel Plan', level: 2 })).toBeTruthy();
  });
});
