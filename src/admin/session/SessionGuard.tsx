import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { announceSessionExpired, onSessionExpired, SESSION_EXPIRED_MESSAGE } from '../http';
import { decodeClaims, isExpired } from './claims';
import { getToken } from './token-store';

export const EXPIRY_CHECK_MS = 60_000;

/** Ends the session when the stored token's exp has passed; true when it did. */
export function expireIfDue(nowMs = Date.now()): boolean {
  const token = getToken();
  if (!token || !isExpired(decodeClaims(token), nowMs)) return false;
  announceSessionExpired();
  return true;
}

/**
 * Ends the session the shell's way: on a 401/403 announced by fetchJson, and when the
 * token's exp passes (checked every 60 s), it logs out through react-admin (clearing its
 * caches), goes to /authentication/logout and shows "Session expired. Redirecting to login.".
 */
export const SessionGuard = () => {
  const logout = useLogout();
  const notify = useNotify();
  useEffect(() => {
    const stop = onSessionExpired((redirectTo) => {
      notify(SESSION_EXPIRED_MESSAGE, { type: 'error' });
      logout({}, redirectTo, false);
    });
    const timer = setInterval(() => expireIfDue(), EXPIRY_CHECK_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [logout, notify]);
  return null;
};
