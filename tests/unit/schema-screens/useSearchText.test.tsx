import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from '@admin/primitives/useSearchText.js';

describe('the search box rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after the last keystroke', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useSearchText(apply));
    act(() => result.current.onChange('ban'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.onChange('bank'));
    act(() => vi.advanceTimersByTime(299));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledExactlyOnceWith('bank');
  });

  it('does not search with one or two characters', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useSearchText(apply));
    act(() => result.current.onChange('ba'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.onEnter());
    expect(apply).not.toHaveBeenCalled();
  });

  it('searches for an emptied box, to show every row again', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useSearchText(apply));
    act(() => result.current.onChange(''));
    act(() => vi.advanceTimersByTime(300));
    expect(apply).toHaveBeenCalledExactlyOnceWith('');
  });

  it('searches at once on Enter, and not again when the delay ends', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useSearchText(apply));
    act(() => result.current.onChange('cash'));
    act(() => result.current.onEnter());
    expect(apply).toHaveBeenCalledExactlyOnceWith('cash');
    act(() => vi.advanceTimersByTime(1000));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe('the search box and the URL', () => {
  it('starts with the search the list shows and follows it when it changes from outside', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ applied }) => useSearchText(apply, 300, applied), {
      initialProps: { applied: 'bank' },
    });
    expect(result.current.text).toBe('bank');
    rerender({ applied: 'cash' });
    expect(result.current.text).toBe('cash');
    rerender({ applied: '' });
    expect(result.current.text).toBe('');
    expect(apply).not.toHaveBeenCalled();
  });
});
