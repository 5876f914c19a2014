import { fetchJson as defaultFetchJson, type FetchJson } from '../http';
import { clearSession, getClaims, getToken, signedInEmail } from './token-store';

/**
 * The lock screen. Locking ENDS the session (POST /api/Auth/logout, then the token and its
 * cookie are removed): nothing usable stays behind the lock, in this tab or another, and a copy
 * of the token is refused by the server from then on. What the lock screen needs to sign the
 * same user in again is kept in localStorage under `lock-screen`: the name it shows, the e-mail
 * it signs in with (not secret: the user's login name) and where to go back to.
 */
export const LOCK_KEY = 'lock-screen';
export const LOCK_SCREEN_PATH = '/authentication/lock-screen';

export interface LockedSession {
  name: string;
  /** Empty when the session began before the e-mail was remembered: the page then asks for it. */
  email: string;
  /** Path and query of the screen the user was on. */
  returnTo: string;
}

export function lockedSession(): LockedSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LOCK_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { name, email, returnTo } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof returnTo !== 'string') return null;
    return { name, email, returnTo: returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/dashboard' };
  } catch {
    return null;
  }
}

/** Unlocked, or another user signs in instead. */
export function forgetLock(): void {
  localStorage.removeItem(LOCK_KEY);
}

/** Locks: records who and where, ends the session on the server and here, opens the lock screen. */
export async function lockScreen(returnTo: string, fetchJson: FetchJson = defaultFetchJson): Promise<void> {
  const token = getToken();
  if (!token) return;
  const locked: LockedSession = { name: getClaims()?.fullname ?? '', email: signedInEmail(), returnTo };
  localStorage.setItem(LOCK_KEY, JSON.stringify(locked));
  // Waited for (unlike logout): the lock screen must not show while the session still works.
  await fetchJson('/Auth/logout', { method: 'POST', sessionCheck: false }).catch(() => undefined);
  clearSession('user');
  window.location.assign(LOCK_SCREEN_PATH);
}
