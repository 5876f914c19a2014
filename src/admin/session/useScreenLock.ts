import { useEffect } from 'react';
import { shouldLock } from '@domain/idle-lock';
import { isLoggedIn } from './token-store';
import { LOCK_KEY, LOCK_SCREEN_PATH, lockScreen } from './screen-lock';

/** The time of the last activity in any of the user's tabs (localStorage, shared). */
export const ACTIVITY_KEY = 'last-activity';
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 5_000;
// Not 'scroll': the app scrolls by itself (a new page, a list); wheel, keys and touch are the user's.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

function lastActivity(): number | null {
  const value = Number(localStorage.getItem(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The admin shell locks itself after 15 minutes idle (src/domain/idle-lock.ts) in every tab:
 * activity is written (at most every 5 s) to localStorage, which all tabs read, so working in
 * one tab keeps the others open; checked every 5 s. When one tab locks, the others follow to
 * the lock screen (their session ended with it).
 */
export function useScreenLock(): void {
  useEffect(() => {
    let written = 0;
    const touch = () => {
      const now = Date.now();
      if (now - written < WRITE_EVERY_MS) return;
      written = now;
      localStorage.setItem(ACTIVITY_KEY, String(now));
    };
    touch();
    const where = () => `${location.pathname}${location.search}${location.hash}`;
    const check = setInterval(() => {
      if (isLoggedIn() && shouldLock(lastActivity(), Date.now())) void lockScreen(where());
    }, CHECK_EVERY_MS);
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === LOCK_KEY && event.newValue && location.pathname !== LOCK_SCREEN_PATH)
        window.location.assign(LOCK_SCREEN_PATH);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true, capture: true });
    window.addEventListener('storage', followOtherTab);
    return () => {
      clearInterval(check);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      window.removeEventListener('storage', followOtherTab);
    };
  }, []);
}
