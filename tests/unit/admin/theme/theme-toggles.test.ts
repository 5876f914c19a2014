import { describe, expect, it } from 'vitest';
import {
  BODY_CLASSES,
  documentTheme,
  NO_TOGGLES,
  parseToggle,
  readToggles,
  startToggles,
  THEME_TOGGLE_KEYS,
  writeToggle,
  type ToggleStorage,
} from '@admin/theme/theme-toggles';
import { createToggleStore } from '@admin/theme/toggle-store';

/** A Map-backed localStorage stand-in; `entries` shows exactly what was stored. */
function memoryStorage(initial: Record<string, string> = {}): ToggleStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

describe('theme toggles', () => {
  it('uses the eleven localStorage keys of the spec, exactly', () => {
    expect([...THEME_TOGGLE_KEYS].sort()).toEqual([
      'isBodyBGTheme',
      'isCardBorderedTheme',
      'isCardWithBoxShadowTheme',
      'isCardWithoutBorderRadiusTheme',
      'isDarkTheme',
      'isHeaderDarkTheme',
      'isHideSidebarTheme',
      'isNavbarTheme',
      'isRTLEnabledTheme',
      'isRightSidebarTheme',
      'isSidebarDarkTheme',
    ]);
  });

  it('reads "true" as on and anything else (no value, "false", garbage) as off', () => {
    expect(parseToggle('true')).toBe(true);
    expect(parseToggle(' true ')).toBe(true);
    for (const raw of [null, 'false', '', '1', 'yes', 'TRUE!']) expect(parseToggle(raw)).toBe(false);
    const toggles = readToggles(
      memoryStorage({ isDarkTheme: 'true', isRTLEnabledTheme: 'false', isBodyBGTheme: 'nonsense' }),
    );
    expect(toggles).toEqual({ ...NO_TOGGLES, isDarkTheme: true });
  });

  it('stores a toggle under its key as "true" / "false" and answers a new set', () => {
    const storage = memoryStorage();
    const on = writeToggle(storage, NO_TOGGLES, 'isCardBorderedTheme', true);
    expect(storage.entries.get('isCardBorderedTheme')).toBe('true');
    expect(on.isCardBorderedTheme).toBe(true);
    expect(NO_TOGGLES.isCardBorderedTheme).toBe(false);
    writeToggle(storage, on, 'isCardBorderedTheme', false);
    expect(storage.entries.get('isCardBorderedTheme')).toBe('false');
  });

  it('forces the navbar on at load, and stores it so, keeping the other choices', () => {
    const storage = memoryStorage({ isNavbarTheme: 'false', isSidebarDarkTheme: 'true' });
    const toggles = startToggles(storage);
    expect(toggles.isNavbarTheme).toBe(true);
    expect(toggles.isSidebarDarkTheme).toBe(true);
    expect(storage.entries.get('isNavbarTheme')).toBe('true');
  });

  it('keeps working in memory when the browser refuses storage', () => {
    const refusing: ToggleStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(startToggles(refusing)).toEqual({ ...NO_TOGGLES, isNavbarTheme: true });
    expect(writeToggle(refusing, NO_TOGGLES, 'isDarkTheme', true).isDarkTheme).toBe(true);
  });

  it('gives dark, RTL and body background their body classes, and RTL the rtl direction', () => {
    expect(documentTheme(NO_TOGGLES)).toEqual({ dir: 'ltr', bodyClasses: [] });
    expect(
      documentTheme({
        ...NO_TOGGLES,
        isDarkTheme: true,
        isRTLEnabledTheme: true,
        isBodyBGTheme: true,
        isCardBorderedTheme: true,
      }),
    ).toEqual({ dir: 'rtl', bodyClasses: ['theme-dark', 'theme-rtl', 'theme-body-bg'] });
    expect(BODY_CLASSES).toEqual({
      isDarkTheme: 'theme-dark',
      isRTLEnabledTheme: 'theme-rtl',
      isBodyBGTheme: 'theme-body-bg',
    });
  });
});

describe('toggle store', () => {
  it('starts from the stored toggles with the navbar on, and tells its listeners about each change', () => {
    const storage = memoryStorage({ isDarkTheme: 'true' });
    const store = createToggleStore(storage);
    expect(store.get()).toEqual({ ...NO_TOGGLES, isDarkTheme: true, isNavbarTheme: true });
    const seen: boolean[] = [];
    const stop = store.subscribe(() => seen.push(store.get().isRTLEnabledTheme));
    store.set('isRTLEnabledTheme', true);
    store.set('isRTLEnabledTheme', true); // no change, no call
    stop();
    store.set('isRTLEnabledTheme', false); // unsubscribed
    expect(seen).toEqual([true]);
    expect(storage.entries.get('isRTLEnabledTheme')).toBe('false');
  });

  it("takes another tab's values on reload", () => {
    const storage = memoryStorage();
    const store = createToggleStore(storage);
    storage.entries.set('isHideSidebarTheme', 'true');
    store.reload();
    expect(store.get().isHideSidebarTheme).toBe(true);
  });
});
