/**
 * The theme customizer's toggles (spec §9): one boolean per localStorage key, under the spec's
 * exact key names, stored as the strings "true" / "false". Pure: the storage and the document
 * are passed in, so the rules are tested without a browser.
 */

/** The keys in the order the settings panel shows them. */
export const THEME_TOGGLE_KEYS = [
  'isDarkTheme',
  'isSidebarDarkTheme',
  'isHeaderDarkTheme',
  'isRightSidebarTheme',
  'isHideSidebarTheme',
  'isNavbarTheme',
  'isCardBorderedTheme',
  'isCardWithoutBorderRadiusTheme',
  'isCardWithBoxShadowTheme',
  'isBodyBGTheme',
  'isRTLEnabledTheme',
] as const;

export type ThemeToggleKey = (typeof THEME_TOGGLE_KEYS)[number];
export type ThemeToggles = Readonly<Record<ThemeToggleKey, boolean>>;

/** Every toggle off, as a first visit sees them (the navbar is then forced on by `startToggles`). */
export const NO_TOGGLES: ThemeToggles = Object.freeze(
  Object.fromEntries(THEME_TOGGLE_KEYS.map((key) => [key, false])) as Record<ThemeToggleKey, boolean>,
);

/**
 * The body classes of the three toggles the spec gives one (dark, right-to-left, body
 * background): page CSS and tests can key on them; index.html paints the dark background
 * from `theme-dark` before the script has styled anything.
 */
export const BODY_CLASSES = {
  isDarkTheme: 'theme-dark',
  isRTLEnabledTheme: 'theme-rtl',
  isBodyBGTheme: 'theme-body-bg',
} as const satisfies Partial<Record<ThemeToggleKey, string>>;

/** The part of `Storage` the toggles need (localStorage, or a Map-backed stand-in in tests). */
export type ToggleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** "true" (or a JSON true written by another client) is on; anything else, or no value, is off. */
export function parseToggle(raw: string | null): boolean {
  return raw?.trim() === 'true';
}

export function readToggles(storage: ToggleStorage): ThemeToggles {
  const entries = THEME_TOGGLE_KEYS.map((key) => [key, parseToggle(safeGet(storage, key))]);
  return Object.fromEntries(entries) as Record<ThemeToggleKey, boolean>;
}

/** Stores one toggle and answers the new set (the old one is left untouched). */
export function writeToggle(
  storage: ToggleStorage,
  toggles: ThemeToggles,
  key: ThemeToggleKey,
  on: boolean,
): ThemeToggles {
  safeSet(storage, key, on);
  return { ...toggles, [key]: on };
}

/** The toggles at page load: the stored ones with the navbar forced on (spec §9), and stored so. */
export function startToggles(storage: ToggleStorage): ThemeToggles {
  return writeToggle(storage, readToggles(storage), 'isNavbarTheme', true);
}

export interface DocumentTheme {
  /** The `dir` of `<html>`. */
  dir: 'ltr' | 'rtl';
  /** Body classes that are on; the other `BODY_CLASSES` are off. */
  bodyClasses: string[];
}

export function documentTheme(toggles: ThemeToggles): DocumentTheme {
  return {
    dir: toggles.isRTLEnabledTheme ? 'rtl' : 'ltr',
    bodyClasses: (Object.keys(BODY_CLASSES) as (keyof typeof BODY_CLASSES)[])
      .filter((key) => toggles[key])
      .map((key) => BODY_CLASSES[key]),
  };
}

/** Sets `<html dir>` and adds or removes the body classes. */
export function applyDocumentTheme(toggles: ThemeToggles, doc: Document): void {
  const { dir, bodyClasses } = documentTheme(toggles);
  doc.documentElement.dir = dir;
  for (const name of Object.values(BODY_CLASSES)) doc.body.classList.toggle(name, bodyClasses.includes(name));
  // The browser's own parts (scroll bars, form controls) follow the page's scheme.
  doc.documentElement.style.colorScheme = toggles.isDarkTheme ? 'dark' : 'light';
}

// Storage can throw (quota, a browser that refuses site data): the toggles then live for the page only.
function safeGet(storage: ToggleStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: ToggleStorage, key: string, on: boolean): void {
  try {
    storage.setItem(key, String(on));
  } catch {
    // kept in memory only
  }
}
