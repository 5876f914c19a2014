// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeClaims, isExpired, permissionsOf } from '@admin/session/claims';
import { clearSession, getToken, isLoggedIn, lastLogout, storeToken, TOKEN_KEY } from '@admin/session/token-store';
import { createAuthProvider, normaliseEmail } from '@admin/session/auth-provider';
import type { FetchJson } from '@admin/http';
import { joinTokenCookie, TOKEN_COOKIE_CHUNK } from '@domain/token-cookie';
import { inOneHour, makeToken } from './jwt';

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('session token', () => {
  it('stores the token under access-token and mirrors it in a cookie', () => {
    const token = makeToken({ fullname: 'Ada Admin', exp: inOneHour(), Permission: ['A.B.ViewList'] });
    storeToken(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(cookieValue(TOKEN_KEY)).toBe(encodeURIComponent(token));
    expect(isLoggedIn()).toBe(true);
  });

  it("cuts a long token's cookie in pieces a browser keeps, and leaves none of a longer one behind", () => {
    const many = Array.from({ length: 150 }, (_, i) => `Area${i}.Entity${i}.ViewList`);
    const long = makeToken({ fullname: 'Ada Admin', exp: inOneHour(), Permission: many });
    storeToken(long);
    expect(cookieValue(TOKEN_KEY)!.length).toBeLessThanOrEqual(TOKEN_COOKIE_CHUNK);
    expect(joinTokenCookie(cookieValue)).toBe(encodeURIComponent(long));
    storeToken(makeToken({ fullname: 'Ada Admin', exp: inOneHour() }));
    expect(cookieValue(`${TOKEN_KEY}.1`)).toBeUndefined();
    storeToken(long);
    clearSession('user');
    expect(joinTokenCookie(cookieValue)).toBeNull();
  });

  it('is logged out once exp (seconds) is earlier than now', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const exp = Math.floor(Date.parse('2026-01-01T10:30:00Z') / 1000);
    storeToken(makeToken({ fullname: 'Ada', exp }));
    expect(isLoggedIn()).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T10:30:01Z'));
    expect(isLoggedIn()).toBe(false);
    expect(isExpired(decodeClaims(getToken()))).toBe(true);
  });

  it('gives no permissions for a token that cannot be decoded', () => {
    expect(permissionsOf(decodeClaims('not-a-jwt'))).toEqual([]);
    expect(permissionsOf(decodeClaims('a.%%%.c'))).toEqual([]);
    localStorage.setItem(TOKEN_KEY, 'garbage');
    expect(isLoggedIn()).toBe(false);
  });

  it('logout removes token and cookie and keeps the last user name for the logout page', () => {
    storeToken(makeToken({ fullname: 'Ada Admin', exp: inOneHour() }));
    clearSession('user');
    expect(getToken()).toBeNull();
    expect(cookieValue(TOKEN_KEY)).toBeUndefined();
    expect(lastLogout()).toEqual({ name: 'Ada Admin', reason: 'user' });
    clearSession('expired');
    expect(lastLogout()).toEqual({ name: 'Ada Admin', reason: 'user' });
  });
});

describe('authProvider', () => {
  it('sends the email trimmed and lowercased and stores the token', async () => {
    const token = makeToken({ fullname: 'Ada Admin', exp: inOneHour(), Permission: ['X.Y.ViewList'] });
    const calls: unknown[] = [];
    const fetchJson = (async (path: string, init?: { body?: unknown }) => {
      calls.push({ path, body: init?.body });
      return { status: 200, headers: new Headers(), body: { accessToken: token } };
    }) as FetchJson;
    const provider = createAuthProvider(fetchJson, () => []);
    await provider.login({ email: '  Admin@Example.COM ', password: 'Admin#2026' });
    expect(normaliseEmail(' A@B.Com ')).toBe('a@b.com');
    expect(calls).toEqual([{ path: '/Auth/login', body: { email: 'admin@example.com', password: 'Admin#2026' } }]);
    expect(getToken()).toBe(token);
    expect(await provider.getPermissions!({})).toEqual(['X.Y.ViewList']);
    expect(await provider.getIdentity!()).toMatchObject({ fullName: 'Ada Admin', initials: 'AA', isCompanyUser: true });
  });

  it('ends the server session on logout with the token, without waiting for the answer', async () => {
    const token = makeToken({ fullname: 'Ada Admin', exp: inOneHour() });
    storeToken(token);
    const calls: { path: string; method?: string; auth?: string }[] = [];
    const fetchJson = ((path: string, init?: { method?: string; headers?: Record<string, string> }) => {
      calls.push({ path, method: init?.method, auth: init?.headers?.Authorization });
      return new Promise(() => undefined); // the server never answers
    }) as unknown as FetchJson;
    await createAuthProvider(fetchJson, () => []).logout({});
    expect(calls).toEqual([{ path: '/Auth/logout', method: 'POST', auth: `Bearer ${token}` }]);
    expect(getToken()).toBeNull();
  });

  it('logs out even when the server refuses or is unreachable, and sends nothing for an expired token', async () => {
    storeToken(makeToken({ fullname: 'Ada Admin', exp: inOneHour() }));
    const failing = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as FetchJson;
    await createAuthProvider(failing, () => []).logout({});
    expect(getToken()).toBeNull();
    storeToken(makeToken({ fullname: 'Old', exp: 1 }));
    const unused = vi.fn() as unknown as FetchJson;
    await createAuthProvider(unused, () => []).logout({});
    expect(unused).not.toHaveBeenCalled();
  });

  it('sends a signed-out user to /authentication and an expired one to the logout page', async () => {
    const provider = createAuthProvider(vi.fn() as unknown as FetchJson, () => []);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/authentication' });
    storeToken(makeToken({ fullname: 'Old', exp: 1 }));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/authentication/logout' });
    expect(lastLogout()).toEqual({ name: 'Old', reason: 'expired' });
  });

  it('treats 401 and 403 as a lost session', async () => {
    const provider = createAuthProvider(vi.fn() as unknown as FetchJson, () => []);
    await expect(provider.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: '/authentication/logout' });
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});
