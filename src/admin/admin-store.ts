import { localStorageStore, type Store } from 'react-admin';
import { USER_PREFERENCES } from './primitives/useColumnChoice.js';

const base = localStorageStore();

/**
 * react-admin's store (localStorage `RaStore.*`: the locale, the sidebar, list preferences),
 * made here rather than by `<Admin>` so the shell can set it before its first render. A sign-out
 * resets it (react-admin's useLogout) except the preferences keyed by user
 * (`preferences.user-<id>.…`): they are that user's alone, and remembered for their next sign-in.
 */
export const adminStore: Store = {
  ...base,
  reset() {
    for (const key of Object.keys(base.listItems?.() ?? {})) {
      if (!key.startsWith(USER_PREFERENCES)) base.removeItem(key);
    }
  },
};

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
