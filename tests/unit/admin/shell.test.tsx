import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestMemoryRouter } from 'react-admin';
import { en, fr } from '../i18n-texts';
import { App } from '@admin/App';
import { activeEntry } from '@admin/layout/menu-model';
import { adminModules } from '@admin/modules';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import { resetSchemas } from '@admin/schemas/schemas-store';
import { storeToken } from '@admin/session/token-store';
import { ALL_PERMISSIONS } from '@domain/permissions';
import { loadSchemas } from '@schema/load-dir';
import { inOneHour, makeToken } from './jwt';

const schemas = loadSchemas('schemas');
const AGENT_PERMISSIONS = ALL_PERMISSIONS.filter((p) => !p.startsWith('Finance.PaymentAccounts.'));

const server = setupServer(
  http.get('*/api/schemas', () => HttpResponse.json({ schemas })),
  http.get('*/i18n/fr.json', () => HttpResponse.json(fr)),
  http.get('*/i18n/en.json', () => HttpResponse.json(en)),
  http.get('*/api/*', () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetSchemas();
});
afterAll(() => server.close());

function signIn(fullname: string, permissions: string[], agencyId?: number) {
  storeToken(makeToken({ sub: '1', fullname, Permission: permissions, agencyId, exp: inOneHour() }));
}

function renderShell(path: string) {
  const i18nProvider = createI18nProvider('en', buildMessages('en', en));
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <App i18nProvider={i18nProvider} />
    </TestMemoryRouter>,
  );
}

const mainMenu = () => screen.findByRole('menu', { name: 'Main menu' });

describe('admin shell', () => {
  it('shows the administrator every resource in the menu, grouped', async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    renderShell('/dashboard');
    const menu = await mainMenu();
    expect(await within(menu).findByRole('menuitem', { name: /Payment Accounts/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Countries/ })).toBeTruthy();
    expect(within(menu).getByRole('group', { name: 'Finance' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Ada Admin')).toBeTruthy();
  });

  it('hides the entries whose view permission the user lacks', async () => {
    signIn('Agnes Agent', AGENT_PERMISSIONS, 7);
    renderShell('/dashboard');
    const menu = await mainMenu();
    expect(await within(menu).findByRole('menuitem', { name: /Countries/ })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /Payment Accounts/ })).toBeNull();
    expect(screen.getByText('Agency user')).toBeTruthy();
  });

  it('shows the not-found page for a route without the view permission', async () => {
    signIn('Agnes Agent', AGENT_PERMISSIONS, 7);
    renderShell('/finance/payment-account');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy(); // the shell loads its schemas first; a busy machine is slow
  });

  it('shows the not-found page for an unknown path', async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy(); // the shell loads its schemas first; a busy machine is slow
  });

  it('sends a signed-out user to the sign-in form', async () => {
    renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
  });

  it('switches every text to French, schema labels included', async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    renderShell('/dashboard');
    const menu = await mainMenu();
    await within(menu).findByRole('menuitem', { name: /Payment Accounts/ });
    fireEvent.click(screen.getByRole('button', { name: /^Language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('menuitem', { name: /Comptes de paiement/ }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: /Tableau de bord/ })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it("highlights the entry of the page open: a request's detail belongs to Reservations, not to 'New request'", async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    renderShell('/reservation-management/reservation/request/edit/8a3c0d2e-0000-4000-8000-000000000001');
    const menu = await mainMenu();
    const reservations = await within(menu).findByRole('menuitem', { name: 'Reservations' });
    expect(reservations.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('menuitem', { name: 'New request' }).getAttribute('aria-current')).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).queryByText('New request')).toBeNull();
  });

  it('gives every module route the menu entry it declares, and makes a route under another entry declare one', () => {
    const entries = adminModules
      .flatMap((m) => m.resources ?? [])
      .map((r) => ({ route: r.name, label: r.name, group: 'g', order: 0 }));
    const routes = adminModules.flatMap((m) => m.routes ?? []);
    const owners = routes.flatMap(({ path, menu }) => (menu ? [{ path, menu }] : []));
    for (const { path, menu } of routes) {
      const page = path.replace(/:[^/]+/g, 'x');
      const entry = activeEntry([{ group: 'g', entries }], page, owners);
      if (menu) expect(entry?.route, path).toBe(menu);
      // Undeclared, the longest path would claim it: a request's detail under 'New request'.
      else expect(entry && page.startsWith(`/${entry.route}/`), path).toBeFalsy();
    }
  });

  it('closes a menu group from its heading, remembers it, and opens it again on a page of the group', async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    const first = renderShell('/dashboard');
    const menu = await mainMenu();
    await within(menu).findByRole('menuitem', { name: 'Payment Accounts' });
    const heading = within(menu).getByRole('menuitem', { name: 'Finance' });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Payment Accounts' })).toBeNull());
    expect(within(menu).getByRole('menuitem', { name: 'Countries' })).toBeTruthy();
    first.unmount();

    // Remembered: closed again on the next visit.
    const second = renderShell('/dashboard');
    const again = await mainMenu();
    await within(again).findByRole('menuitem', { name: 'Countries' });
    expect(within(again).getByRole('menuitem', { name: 'Finance' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(again).queryByRole('menuitem', { name: 'Payment Accounts' })).toBeNull();
    second.unmount();

    // The group of the page open is open, its entry in sight.
    renderShell('/finance/payment-account');
    const onPage = await mainMenu();
    const entry = await within(onPage).findByRole('menuitem', { name: 'Payment Accounts' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(within(onPage).getByRole('menuitem', { name: 'Finance' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the full label of a cut menu entry on hover, and no tooltip for one that fits', async () => {
    signIn('Ada Admin', ALL_PERMISSIONS);
    renderShell('/dashboard');
    const menu = await mainMenu();
    const long = await within(menu).findByRole('menuitem', { name: 'Preset Transportation Details' });
    const short = within(menu).getByRole('menuitem', { name: 'Countries' });
    // jsdom has no layout: the long label's text reads as wider than its box, as in a browser.
    const text = within(long).getByText('Preset Transportation Details');
    Object.defineProperty(text, 'scrollWidth', { value: 260 });
    Object.defineProperty(text, 'clientWidth', { value: 180 });
    fireEvent.mouseOver(short);
    fireEvent.mouseOver(long);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Preset Transportation Details');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it("shows the token's fullname and its initials in the account menu", async () => {
    signIn('Ada Lovelace', ALL_PERMISSIONS);
    renderShell('/dashboard');
    const button = await screen.findByRole('button', { name: /^Ada Lovelace\s*Account menu$/ });
    expect(within(button).getByText('AL')).toBeTruthy();
  });

  it("shows 'User' and '?' in the account menu when the token has no fullname", async () => {
    storeToken(makeToken({ sub: '1', Permission: ALL_PERMISSIONS, exp: inOneHour() }));
    renderShell('/dashboard');
    const button = await screen.findByRole('button', { name: /^User\s*Account menu$/ });
    expect(within(button).getByText('?')).toBeTruthy();
  });
});
