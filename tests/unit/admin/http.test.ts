// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiBaseOf, apiUrl, fetchJson, HttpError, onSessionExpired } from '@admin/http';
import { setCurrentLang } from '@admin/i18n/lang';
import { getToken, lastLogout, storeToken } from '@admin/session/token-store';
import { inOneHour, makeToken } from './jwt';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  setCurrentLang('en');
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('fetchJson', () => {
  it('sends JSON headers, the bearer token and the UI language', async () => {
    const token = makeToken({ fullname: 'Ada', exp: inOneHour() });
    storeToken(token);
    setCurrentLang('fr');
    let seen: Headers | undefined;
    server.use(
      http.get('*/api/health', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    expect((await fetchJson('/health')).body).toEqual({ ok: true });
    expect(seen?.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('accept-language')).toBe('fr');
  });

  it('on 401 clears the session and sends the user to the logout page', async () => {
    storeToken(makeToken({ fullname: 'Ada Admin', exp: inOneHour() }));
    const targets: string[] = [];
    const stop = onSessionExpired((to) => targets.push(to));
    server.use(http.get('*/api/finance/invoice/getbyid', () => new HttpResponse(null, { status: 401 })));
    const error = await failure(fetchJson('/finance/invoice/getbyid?id=1'));
    stop();
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired. Redirecting to login.');
    expect(getToken()).toBeNull();
    expect(targets).toEqual(['/authentication/logout']);
    expect(lastLogout()).toEqual({ name: 'Ada Admin', reason: 'expired' });
  });

  it('treats 403 like 401', async () => {
    storeToken(makeToken({ fullname: 'Ada', exp: inOneHour() }));
    const targets: string[] = [];
    const stop = onSessionExpired((to) => targets.push(to));
    server.use(
      http.delete('*/api/x', () =>
        HttpResponse.json({ title: 'Forbidden', status: 403, detail: 'no' }, { status: 403 }),
      ),
    );
    const error = await failure(fetchJson('/x', { method: 'DELETE' }));
    stop();
    expect(error.message).toBe('Session expired. Redirecting to login.');
    expect(targets).toEqual(['/authentication/logout']);
  });

  it('joins validation messages with a comma and keeps body.errors', async () => {
    const errors = { title: ['Title is required.'], ref: ['Ref cannot exceed 10 characters.'] };
    server.use(http.post('*/api/finance/paymentaccount/add', () => HttpResponse.json({ errors }, { status: 400 })));
    const error = await failure(fetchJson('/finance/paymentaccount/add', { method: 'POST', body: {} }));
    expect(error.message).toBe('Title is required., Ref cannot exceed 10 characters.');
    expect(error.body?.errors).toEqual(errors);
  });

  it('shows the problem-details detail', async () => {
    server.use(
      http.get('*/api/thing', () =>
        HttpResponse.json(
          { title: 'Not Found', status: 404, detail: 'Invoice not found.' },
          { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    expect((await failure(fetchJson('/thing'))).message).toBe('Invoice not found.');
  });

  it('gives the generic message when the error has no body', async () => {
    server.use(http.get('*/api/thing', () => new HttpResponse(null, { status: 500 })));
    const error = await failure(fetchJson('/thing'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong! Please try again later.');
  });

  it('keeps a wrong-password 401 of the sign-in call as the server said it', async () => {
    storeToken(makeToken({ fullname: 'Ada', exp: inOneHour() }));
    server.use(
      http.post('*/api/Auth/login', () =>
        HttpResponse.json(
          { title: 'Unauthorized', status: 401, detail: 'Invalid email or password.' },
          { status: 401 },
        ),
      ),
    );
    const error = await failure(fetchJson('/Auth/login', { method: 'POST', body: {}, sessionCheck: false }));
    expect(error.message).toBe('Invalid email or password.');
    expect(getToken()).not.toBeNull();
  });
});

describe('the API base of the build (VITE_API_BASE)', () => {
  it('defaults to /api and drops a trailing slash of a configured base', () => {
    expect(apiBaseOf(undefined)).toBe('/api');
    expect(apiBaseOf('  ')).toBe('/api');
    expect(apiBaseOf('/backoffice/api/')).toBe('/backoffice/api');
  });

  it('asks the server-answered /api paths (images, validator modules) under the base', () => {
    expect(apiUrl('/api/files/7', '/backoffice/api')).toBe('/backoffice/api/files/7');
    expect(apiUrl('/api/files/7', '/api')).toBe('/api/files/7');
    expect(apiUrl('/favicon2.ico', '/backoffice/api')).toBe('/favicon2.ico');
  });
});
