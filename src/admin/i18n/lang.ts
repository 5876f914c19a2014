import { LANGS, type Lang, type LocalText } from '@schema/types';

/** The UI language: en by default, the user's choice kept in localStorage under `lang`. */
export const LANG_KEY = 'lang';
export const DEFAULT_LANG: Lang = 'en';

/** The languages offered by the language switch, each named in itself. */
export const LANGUAGES: { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

let current: Lang = readStoredLang();

function readStoredLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** The language in use; sent as Accept-Language with every request. */
export function currentLang(): Lang {
  return current;
}

export function setCurrentLang(lang: Lang): void {
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang; // what screen readers speak
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  mirrorLangCookie(lang);
}

/**
 * The language in a cookie of the same name (a year, SameSite=Lax, path /): the server writes
 * the first paint's heading in it (src/server/routes/first-paint.ts). Not a secret.
 */
export function mirrorLangCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANG_KEY}=${lang}; max-age=31536000; path=/; SameSite=Lax`;
}

/** Picks a text in the given language, falling back to en, then to any language. */
export function pickText<T>(texts: Partial<Record<Lang, T>> | undefined, lang: Lang): T | undefined {
  if (!texts) return undefined;
  return texts[lang] ?? texts[DEFAULT_LANG] ?? Object.values(texts).find((t) => t !== undefined);
}

export function pickLocalText(text: Partial<LocalText> | undefined, lang: Lang): string {
  return pickText(text, lang) ?? '';
}
