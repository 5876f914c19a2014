/** The app's texts as the browser gets them at /i18n/{lang}.json: the shell's and every module's, merged. */
import { appMessages } from '../../scripts/i18n-messages.js';

/** A translation tree: texts by key, nested (what react-admin's polyglot provider reads). */
type Texts = { [key: string]: Texts | string };

// The files hold strings only (checked by the i18n-messages test's key listing).
export const en = appMessages('en') as Texts;
export const fr = appMessages('fr') as Texts;
