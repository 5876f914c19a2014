import { describe, expect, it } from 'vitest';
import { IDLE_LOCK_MS, shouldLock } from '@domain/idle-lock';

describe('shouldLock', () => {
  const now = 1_800_000_000_000;
  it('locks after 15 minutes without activity, not a moment before', () => {
    expect(IDLE_LOCK_MS).toBe(15 * 60 * 1000);
    expect(shouldLock(now - IDLE_LOCK_MS, now)).toBe(true);
    expect(shouldLock(now - IDLE_LOCK_MS + 1, now)).toBe(false);
    expect(shouldLock(now - 3 * IDLE_LOCK_MS, now)).toBe(true);
  });
  it('never locks on an unknown or unreadable activity time', () => {
    expect(shouldLock(null, now)).toBe(false);
    expect(shouldLock(Number.NaN, now)).toBe(false);
    expect(shouldLock(0, now)).toBe(false);
  });
  it("reads a time in the future (another tab's clock) as now", () => {
    expect(shouldLock(now + 60_000, now)).toBe(false);
  });
});
