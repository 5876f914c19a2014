import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { TestMemoryRouter } from 'react-admin';
import { en } from '../i18n-texts';
import { App } from '@admin/App';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import { resetSchemas } from '@admin/schemas/schemas-store';
import { clearSession, getToken, storeToken } from '@admin/session/token-store';
import { inOneHour, makeToken } from './jwt';

const adminToken = makeToken({ sub: '1', fullname: 'Alice Admin', Permission: [], exp: inOneHour() });
let loginBodies: unknown[] = [];
const server = setupServer(
  http.get('*/api/schemas', () => HttpResponse.json({ schemas: [] })),
  http.post('*/api/Auth/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    loginBodies.push(body);
    await delay(150);
    if (body.password !== 'Admin#2026') {
      return HttpResponse.json(
        { title: 'Unauthorized', status: 401, detail: 'Invalid email or password.' },
        { status: 401 },
      );
    }
    return HttpResponse.json({ accessToken: adminToken });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetSchemas();
  loginBodies = [];
});
afterAll(() => server.close());

const i18n = () => createI18nProvider('en', buildMessages('en', en));

function renderShell(path: string) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <App i18nProvider={i18n()} />
    </TestMemoryRouter>,
  );
}

async function fillSignIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it("shows the server's error and keeps the user on the form", async () => {
    renderShell('/authentication');
    await fillSignIn('admin@example.com', 'wrong');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('signs in with the email trimmed and lowercased and opens the dashboard', async () => {
    renderShell('/authentication');
    await fillSignIn('  Admin@Example.COM ', 'Admin#2026');
    expect(await screen.findByText('Welcome, Alice Admin', {}, { timeout: 3000 })).toBeTruthy();
    expect(loginBodies).toEqual([{ email: 'admin@example.com', password: 'Admin#2026' }]);
    expect(getToken()).toBe(adminToken);
  });
});

describe('logout page', () => {
  it('shows the last user and that the session expired', async () => {
    storeToken(makeToken({ fullname: 'Victor Viewer', exp: inOneHour() }));
    clearSession('expired');
    renderShell('/authentication/logout');
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeTruthy();
    expect(screen.getByText('Victor Viewer')).toBeTruthy();
    expect(screen.getByText('Session expired. Redirecting to login.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/authentication');
  });
});
