/**
 * When the admin shell locks itself: after 15 minutes without a key press, click, scroll or
 * pointer move in any of the user's tabs (they share the time of the last activity).
 */
export const IDLE_LOCK_MS = 15 * 60 * 1000;

/**
 * Whether the screen should lock now. An unknown or unreadable last activity never locks (a
 * tab that cannot read the shared time must not lock the user out of the others); a time in
 * the future (another tab's clock) counts as now.
 */
export function shouldLock(lastActivityMs: number | null, nowMs: number, limitMs = IDLE_LOCK_MS): boolean {
  if (lastActivityMs === null || !Number.isFinite(lastActivityMs) || lastActivityMs <= 0) return false;
  return nowMs - Math.min(lastActivityMs, nowMs) >= limitMs;
}
