/**
 * The wizard's gating as a company user sees it (spec §2): the travel plan opens once an agency
 * is chosen, Complete stays disabled without a plan and passengers, OTA cannot be chosen; the
 * half-written request is kept in localStorage and offered back when the page opens again.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewRequestPage } from '@resources/reservations/wizard/NewRequestPage';
import { renderAdmin } from '../audit/render-admin';

const server = setupServer(
  http.get('*/api/agencymanagement/agency/getall', () =>
    HttpResponse.json([
      { id: 2, title: 'Sunrise Tours' },
      { id: 3, title: 'Atlas Voyages' },
    ]),
  ),
  http.get('*/api/infrastructure/city/getall', () => HttpResponse.json([{ id: 1, title: 'Paris', countryId: 1 }])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PERMISSIONS = ['Reservations.Reservation.Add'];
const stepButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('reservation wizard gating', () => {
  it('opens the travel plan once an agency is chosen, keeps Complete closed, and offers the request back after a reload', async () => {
    const first = renderAdmin(<NewRequestPage />, { permissions: PERMISSIONS });
    await screen.findByRole('heading', { name: 'New reservation request' });
    expect(stepButton('Travel Plan').disabled).toBe(true);
    expect(stepButton('Complete').disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^OTA/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^FIT/ }) as HTMLInputElement).checked).toBe(true);

    await screen.findByRole('option', { name: 'Atlas Voyages' });
    fireEvent.change(screen.getByRole('combobox', { name: /Agency/ }), { target: { value: '3' } });
    await waitFor(() => expect(stepButton('Travel Plan').disabled).toBe(false));
    expect(stepButton('Passengers').disabled).toBe(true); // needs a travel plan
    expect(stepButton('Complete').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Add destination' });
    const stored = JSON.parse(localStorage.getItem('reservationFormState')!) as {
      create: { generalDetails: { agencyId: number; requestGuid: string } };
    };
    expect(stored.create.generalDetails.agencyId).toBe(3);
    first.unmount();

    // Opened again (a reload): the ongoing request is offered; Start over empties it with a new requestGuid.
    renderAdmin(<NewRequestPage />, { permissions: PERMISSIONS });
    await screen.findByRole('dialog', { name: 'An ongoing request' });
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const after = JSON.parse(localStorage.getItem('reservationFormState')!) as typeof stored;
      expect(after.create.generalDetails.agencyId).toBeNull();
      expect(after.create.generalDetails.requestGuid).not.toBe(stored.create.generalDetails.requestGuid);
    });
    expect(stepButton('Travel Plan').disabled).toBe(true);
  });
});
