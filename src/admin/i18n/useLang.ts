import { useLocaleState } from 'react-admin';
import type { Lang, LocalText } from '../../schema/types';
import { DEFAULT_LANG, isLang, pickLocalText } from './lang';

/** The UI language; components using it re-render on a switch. */
export function useLang(): Lang {
  const [locale] = useLocaleState();
  return isLang(locale) ? locale : DEFAULT_LANG;
}

/** A LocalText in the UI language. */
export function useLocalText(): (text: Partial<LocalText> | undefined) => string {
  const lang = useLang();
  return (text) => pickLocalText(text, lang);
}
