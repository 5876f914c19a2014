// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '@admin/http';
import { expireIfDue, EXPIRY_CHECK_MS } from '@admin/session/SessionGuard';
import { getToken, lastLogout, storeToken } from '@admin/session/token-store';
import { makeToken } from './jwt';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token expiry check', () => {
  it('runs every 60 seconds', () => {
    expect(EXPIRY_CHECK_MS).toBe(60_000);
  });

  it('leaves a valid session alone and ends an expired one, sending the user to the logout page', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    storeToken(makeToken({ fullname: 'Victor Viewer', exp: now / 1000 + 30 }));
    const targets: string[] = [];
    const stop = onSessionExpired((to) => targets.push(to));
    expect(expireIfDue(now)).toBe(false);
    expect(getToken()).not.toBeNull();
    expect(expireIfDue(now + 31_000)).toBe(true);
    stop();
    expect(getToken()).toBeNull();
    expect(targets).toEqual(['/authentication/logout']);
    expect(lastLogout()).toEqual({ name: 'Victor Viewer', reason: 'expired' });
  });

  it('does nothing without a session', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    expect(expireIfDue()).toBe(false);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
