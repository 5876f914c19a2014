import { useI18nProvider } from 'react-admin';
import type { Lang, LocalText } from '@schema/types';
import { DEFAULT_LANG, isLang, pickLocalText } from './lang';

/**
 * The UI language, read from the i18n provider so schema texts switch together with the
 * translated texts (react-admin remounts the tree once the new language is loaded).
 */
export function useLang(): Lang {
  const locale = useI18nProvider().getLocale();
  return isLang(locale) ? locale : DEFAULT_LANG;
}

/** A LocalText in the UI language. */
export function useLocalText(): (text: Partial<LocalText> | undefined) => string {
  const lang = useLang();
  return (text) => pickLocalText(text, lang);
}
