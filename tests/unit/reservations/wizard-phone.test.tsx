/**
 * The wizard's transportations at a phone's width (390 px): the lists' card layout (ListFrame's,
 * through CardsOnPhone), not a table squeezed one word per line: each entry a card whose lines
 * are labelled by their column, its Edit and Delete as labelled buttons; the empty list's
 * message on one full-width line.
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blankTransportation, initialFormState } from '@domain/reservations/form-state';
import { TransportationsStep } from '@resources/reservations/wizard/TransportationsStep';
import type { Wizard } from '@resources/reservations/wizard/useWizard';
import { renderAdmin } from '../audit/render-admin';
import { setWindowWidth } from '../primitives/window-width';

configure({ asyncUtilTimeout: 5000 });

// The step's pickers (types, providers, stations, presets): none needed to show an entry's own values.
const server = setupServer(http.get('*', () => HttpResponse.json([])));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let undoWidth: (() => void) | undefined;
afterEach(() => undoWidth?.());

/** The step reads the copy and dispatches; nothing else of the wizard is used here. */
function wizardWith(transportations: ReturnType<typeof blankTransportation>[]): Wizard {
  let n = 0;
  const state = initialFormState(() => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`);
  const copy = { ...state.create, transportations: { list: transportations, currentId: null } };
  // A stand-in for useWizard's answer: the step only reads `copy` and calls `dispatch`.
  return { copy, dispatch: () => undefined } as unknown as Wizard;
}

describe('the wizard transportations at 390 px', { timeout: 40_000 }, () => {
  it('should show each entry as a card of labelled lines with labelled actions', async () => {
    undoWidth = setWindowWidth(390);
    const entry = { ...blankTransportation('t-1'), flightNumberId: 'AF-1234', adults: 2, child: 1 };
    renderAdmin(<TransportationsStep wizard={wizardWith([entry])} errors={{}} />, {
      permissions: ['Reservations.Reservation.Add'],
    });
    const table = await screen.findByRole('table', { name: 'Transportations' });
    expect(table.closest('[data-layout]')?.getAttribute('data-layout')).toBe('cards');
    expect(within(table).getByText('AF-1234').getAttribute('data-label')).toBe('Flight / ref. number');
    expect(within(table).getByText('2 + 1').getAttribute('data-label')).toBe('Pax');
    expect(within(table).getByRole('button', { name: 'Edit' }).textContent).toBe('Edit');
    expect(within(table).getByRole('button', { name: 'Delete' }).textContent).toBe('Delete');
  });

  it('should give the empty message the whole card width, without a label', async () => {
    undoWidth = setWindowWidth(390);
    renderAdmin(<TransportationsStep wizard={wizardWith([])} errors={{}} />, {
      permissions: ['Reservations.Reservation.Add'],
    });
    const empty = await screen.findByText('No transportation yet.');
    expect(empty.getAttribute('data-label')).toBe('');
    expect(empty.closest('[data-layout]')?.getAttribute('data-layout')).toBe('cards');
  });
});
