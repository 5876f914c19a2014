import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { en } from '../i18n-texts';
import { translator } from '@admin/i18n/app-messages';
import { accountApi } from '@admin/pages/account/account-api';
import { ConfirmEmail } from '@admin/pages/account/ConfirmEmail';
import { LockScreenForm } from '@admin/pages/account/LockScreenForm';
import { SignUpForm } from '@admin/pages/account/SignUpForm';
import { LOCK_KEY, lockedSession } from '@admin/session/screen-lock';

const translate = translator(en);
const api = accountApi();
let signUps: unknown[] = [];
let confirms = 0;
const server = setupServer(
  http.post('*/api/Auth/signup', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    signUps.push(body);
    if (body.password.length < 8) {
      return HttpResponse.json(
        {
          errors: { password: ['Password must be at least 8 characters long.'], lastName: ['Last Name is required.'] },
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({ message: 'Thank you! We have sent you an e-mail.' }, { status: 202 });
  }),
  http.post('*/api/Auth/confirmemail', () => {
    confirms += 1;
    return confirms === 1
      ? HttpResponse.json({ message: 'Your e-mail address is confirmed. You can sign in now.' })
      : HttpResponse.json({ errors: { token: ['used'] } }, { status: 400 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signUps = [];
  confirms = 0;
});
afterAll(() => server.close());

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-up form', () => {
  it('refuses two different passwords without asking the server', async () => {
    render(<SignUpForm translate={translate} api={api} />);
    fill(/^Password/, 'Signup#2026');
    fill(/^Confirm Password/, 'Signup#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(signUps).toEqual([]);
  });

  it("shows the server's messages under their fields, then its answer, with the e-mail lowercased", async () => {
    render(<SignUpForm translate={translate} api={api} />);
    fill(/^First Name/, 'Sam');
    fill(/^Email/, ' Sam@Example.com ');
    fill(/^Password/, 'short');
    fill(/^Confirm Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    fill(/^Last Name/, 'Signup');
    fill(/^Password/, 'Signup#2026');
    fill(/^Confirm Password/, 'Signup#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! We have sent you an e-mail.');
    expect(signUps[1]).toEqual({
      firstName: 'Sam',
      lastName: 'Signup',
      email: 'sam@example.com',
      password: 'Signup#2026',
    });
  });
});

describe('confirm e-mail', () => {
  it('sends a single-use link once, even when React runs the effect twice', async () => {
    const { unmount } = render(<ConfirmEmail translate={translate} api={api} token="tok-1" />);
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toMatch(/confirm/i);
    expect(await screen.findByText('Your e-mail address is confirmed. You can sign in now.')).toBeTruthy();
    unmount();
    render(<ConfirmEmail translate={translate} api={api} token="tok-1" />);
    expect(await screen.findByText('Your e-mail address is confirmed. You can sign in now.')).toBeTruthy();
    expect(confirms).toBe(1);
  });
});

describe('lock screen', () => {
  it('shows the locked user and asks only for the password; without a lock, says so', async () => {
    localStorage.setItem(
      LOCK_KEY,
      JSON.stringify({ name: 'Alice Admin', email: 'admin@example.com', returnTo: '/finance/payment-account' }),
    );
    const unlocked: unknown[] = [];
    const { unmount } = render(
      <LockScreenForm
        translate={translate}
        locked={lockedSession()}
        onUnlock={async (c, to) => {
          unlocked.push([c, to]);
        }}
      />,
    );
    expect(screen.getByTestId('locked-user').textContent).toBe('Alice Admin');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    fill(/^Password/, 'Admin#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('button', { name: 'Unlock' });
    await new Promise((r) => setTimeout(r, 0));
    expect(unlocked).toEqual([[{ email: 'admin@example.com', password: 'Admin#2026' }, '/finance/payment-account']]);
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
    unmount();
    render(<LockScreenForm translate={translate} locked={null} onUnlock={async () => undefined} />);
    expect(screen.getByText('The screen is not locked.')).toBeTruthy();
  });

  it('never sends the user back to another site after unlocking', () => {
    localStorage.setItem(LOCK_KEY, JSON.stringify({ name: 'A', email: 'a@example.com', returnTo: '//evil.example/x' }));
    expect(lockedSession()?.returnTo).toBe('/dashboard');
  });
});
