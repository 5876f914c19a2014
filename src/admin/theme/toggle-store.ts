import { useSyncExternalStore } from 'react';
import {
  NO_TOGGLES,
  readToggles,
  THEME_TOGGLE_KEYS,
  startToggles,
  writeToggle,
  type ThemeToggleKey,
  type ThemeToggles,
  type ToggleStorage,
} from './theme-toggles';

export interface ToggleStore {
  get(): ThemeToggles;
  set(key: ThemeToggleKey, on: boolean): void;
  /** Calls `listener` after every change; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Takes the stored values again (another tab changed them). */
  reload(): void;
}

/**
 * The toggles of this page, shared by the settings panel, the theme and the layout: created
 * once per page load, which forces the navbar on (spec §9).
 */
export function createToggleStore(storage: ToggleStorage): ToggleStore {
  let toggles = startToggles(storage);
  const listeners = new Set<() => void>();
  const changed = (next: ThemeToggles) => {
    toggles = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => toggles,
    set: (key, on) => {
      if (toggles[key] !== on) changed(writeToggle(storage, toggles, key, on));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => changed(readToggles(storage)),
  };
}

/** localStorage, or a page-lifetime stand-in where the browser refuses it. */
function pageStorage(): ToggleStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // access denied: fall through
  }
  const memory = new Map<string, string>();
  return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
}

export const themeToggles: ToggleStore = createToggleStore(pageStorage());

if (typeof window !== 'undefined') {
  // Another tab's choice shows here too (the storage event fires only in the other tabs).
  window.addEventListener('storage', (event) => {
    if (event.key === null || (THEME_TOGGLE_KEYS as readonly string[]).includes(event.key)) themeToggles.reload();
  });
}

/** The current toggles; re-renders on every change. */
export function useThemeToggles(): ThemeToggles {
  return useSyncExternalStore(themeToggles.subscribe, themeToggles.get, () => NO_TOGGLES);
}
