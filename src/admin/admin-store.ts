import { localStorageStore } from 'react-admin';

/**
 * react-admin's store (localStorage `RaStore.*`: the locale, the sidebar, list preferences),
 * made here rather than by `<Admin>` so the shell can set it before its first render.
 */
export const adminStore = localStorageStore();

/**
 * Puts the language the texts were loaded in (`lang`, src/admin/i18n/lang.ts, the one source)
 * into react-admin's store before the first render. Why: react-admin renders nothing until its
 * stored locale equals the provider's, then renders the whole shell again in one blocking
 * task (I18nContextProvider); on a first visit the store has no locale at all, so every first
 * load paid a second, uninterruptible render of the page.
 */
export function alignStoredLocale(locale: string): void {
  adminStore.setItem('locale', locale);
}
