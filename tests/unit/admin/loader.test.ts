import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginRequest, isLoaderVisible, MIN_VISIBLE_MS } from '@admin/loader/loading-store';

afterEach(() => vi.useRealTimers());

describe('please wait loader', () => {
  it('appears with a request and stays at least 1000 ms', () => {
    vi.useFakeTimers();
    const end = beginRequest();
    expect(isLoaderVisible()).toBe(true);
    vi.advanceTimersByTime(100);
    end();
    expect(isLoaderVisible()).toBe(true);
    vi.advanceTimersByTime(MIN_VISIBLE_MS - 150);
    expect(isLoaderVisible()).toBe(true);
    vi.advanceTimersByTime(60);
    expect(isLoaderVisible()).toBe(false);
  });

  it('hides at once when the requests took longer than the minimum', () => {
    vi.useFakeTimers();
    const end = beginRequest();
    vi.advanceTimersByTime(1500);
    end();
    expect(isLoaderVisible()).toBe(false);
  });

  it('stays while any request is in flight', () => {
    vi.useFakeTimers();
    const endA = beginRequest();
    const endB = beginRequest();
    vi.advanceTimersByTime(1200);
    endA();
    endA();
    expect(isLoaderVisible()).toBe(true);
    endB();
    expect(isLoaderVisible()).toBe(false);
  });
});
