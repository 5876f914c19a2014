/**
 * The amendment page when the request cannot be read: 'Invalid reservation data' (translated) for
 * an answer that is no request, and what happened for a 404 or a network failure.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { reactRouterProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AmendmentPage } from '@resources/reservations/wizard/AmendmentPage';
import { renderAdmin } from '../audit/render-admin';

// react-admin's own router copy, the one its AdminContext provides.
const { Route, Routes } = reactRouterProvider;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GETBYID = '*/api/reservation/request/getbyid';
const open = (locale: 'en' | 'fr' = 'en') =>
  renderAdmin(
    <Routes>
      <Route path="/reservation-management/reservation/request/amendment/:requestGuid" element={<AmendmentPage />} />
    </Routes>,
    {
      permissions: ['Reservations.Amendments.Add', 'Reservations.Reservation.Add'],
      locale,
      query: 'reservation-management/reservation/request/amendment/0b7c6f0e-5a43-4c8e-9d43-1f6f3c2a9e11',
    },
  );

describe('amendment page, request not readable', () => {
  it("should say 'Invalid reservation data' for an empty answer, in the user's language", async () => {
    server.use(http.get(GETBYID, () => HttpResponse.json({})));
    const first = open();
    expect(await screen.findByText('Invalid reservation data')).toBeTruthy();
    first.unmount();
    open('fr');
    expect(await screen.findByText('Données de réservation invalides')).toBeTruthy();
  });

  it('should say the request does not exist for a 404, and that the server was not reached for a network failure', async () => {
    server.use(
      http.get(GETBYID, () =>
        HttpResponse.json({ title: 'Not Found', status: 404, detail: 'Not found' }, { status: 404 }),
      ),
    );
    const first = open();
    expect(await screen.findByText('This request does not exist or you cannot see it.')).toBeTruthy();
    expect(screen.queryByText('Invalid reservation data')).toBeNull();
    // Under the page's heading: the first paint goes once a screen has an h1.
    expect(screen.getByRole('heading', { level: 1, name: 'Amendment request' })).toBeTruthy();
    first.unmount();
    server.use(http.get(GETBYID, () => HttpResponse.error()));
    open();
    expect(
      await screen.findByText('The server could not be reached. Check the connection and try again.'),
    ).toBeTruthy();
  });
});
