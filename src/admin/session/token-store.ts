import { TOKEN_COOKIE_MAX_PIECES, tokenCookieName, tokenCookiePieces } from '@domain/token-cookie';
import { decodeClaims, isExpired, type SessionClaims } from './claims';

/**
 * Where the session lives: the access token in localStorage under `access-token`, mirrored
 * in a cookie of the same name that expires with the token; the last user's name in
 * sessionStorage for the logout page, with the reason ("expired") when it was not asked for;
 * the e-mail of the sign-in in localStorage (`signed-in-email`) for the lock screen.
 */
export const TOKEN_KEY = 'access-token';
export const LAST_USER_KEY = 'last-user-name';
export const LOGOUT_REASON_KEY = 'logout-reason';
/** The e-mail the user signed in with (the lock screen signs the same user in again). */
export const SIGNED_IN_EMAIL_KEY = 'signed-in-email';

export type LogoutReason = 'expired' | 'user';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function getClaims(): SessionClaims | null {
  return decodeClaims(getToken());
}

/** Stores the token and its cookie mirror (expires = exp, SameSite=Strict, Path=/). */
export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  const exp = decodeClaims(token)?.exp;
  const expires = typeof exp === 'number' ? `; expires=${new Date(exp * 1000).toUTCString()}` : '';
  const pieces = tokenCookiePieces(encodeURIComponent(token));
  for (const [name, value] of pieces) document.cookie = `${name}=${value}${expires}; path=/; SameSite=Strict`;
  clearTokenCookie(pieces.length);
}

/** Removes the token's cookie pieces from `from` on (a shorter token than the last leaves none behind). */
function clearTokenCookie(from = 0): void {
  for (let piece = from; piece < TOKEN_COOKIE_MAX_PIECES; piece++)
    document.cookie = `${tokenCookieName(piece)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
}

/** Remembers the e-mail of this sign-in (removed with the session). */
export function storeSignedInEmail(email: string): void {
  localStorage.setItem(SIGNED_IN_EMAIL_KEY, email);
}

export function signedInEmail(): string {
  try {
    return localStorage.getItem(SIGNED_IN_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

let endedAt = 0;

/**
 * True for a moment after the session ended here: the logout flow is navigating to the
 * logout page, and signed-out redirects must not race it.
 */
export function sessionJustEnded(nowMs = Date.now()): boolean {
  return nowMs - endedAt < 2000;
}

/** Logged in when a token is stored and not expired. */
export function isLoggedIn(nowMs = Date.now()): boolean {
  const token = getToken();
  return !!token && !isExpired(decodeClaims(token), nowMs);
}

/**
 * Ends the session: removes the token and its cookie and records the last user's name (and
 * why) for the logout page. Calling it without a stored token keeps what was recorded.
 */
export function clearSession(reason: LogoutReason = 'user'): void {
  const token = getToken();
  if (token) {
    endedAt = Date.now();
    const name = decodeClaims(token)?.fullname ?? '';
    sessionStorage.setItem(LAST_USER_KEY, name);
    sessionStorage.setItem(LOGOUT_REASON_KEY, reason);
  }
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SIGNED_IN_EMAIL_KEY);
  clearTokenCookie();
}

/** What the logout page shows: the last user's name and whether the session expired. */
export function lastLogout(): { name: string; reason: LogoutReason | null } {
  const reason = sessionStorage.getItem(LOGOUT_REASON_KEY);
  return {
    name: sessionStorage.getItem(LAST_USER_KEY) ?? '',
    reason: reason === 'expired' || reason === 'user' ? reason : null,
  };
}

/** Called on sign-in so a later logout page does not show a stale reason. */
export function forgetLastLogout(): void {
  sessionStorage.removeItem(LAST_USER_KEY);
  sessionStorage.removeItem(LOGOUT_REASON_KEY);
}
