import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Lang } from '@schema/types';
import { currentLang, DEFAULT_LANG, isLang, LANGUAGES, setCurrentLang } from './lang';
import { loadMessages } from './messages';
import { registerTranslator } from './translator';

export const LOCALES = LANGUAGES.map(({ lang, name }) => ({ locale: lang, name }));

/**
 * The i18n provider (ra-i18n-polyglot). `initial` holds the already-loaded texts of the
 * starting language (polyglot needs them synchronously); other languages are fetched on
 * switch and cached. Switching also sets the language sent as Accept-Language.
 */
export function createI18nProvider(initialLang: Lang, initial: TranslationMessages): I18nProvider {
  const cache = new Map<Lang, TranslationMessages>([[initialLang, initial]]);
  const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const lang = isLang(locale) ? locale : DEFAULT_LANG;
    const cached = cache.get(lang);
    if (cached) return cached;
    return loadMessages(lang).then((messages) => {
      cache.set(lang, messages);
      return messages;
    });
  };
  const provider = polyglotI18nProvider(getMessages, initialLang, LOCALES, { allowMissing: true });
  setCurrentLang(initialLang);
  registerTranslator(provider.translate);
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      await provider.changeLocale(locale, options);
      if (isLang(locale)) setCurrentLang(locale);
    },
  };
}

/** Loads the stored (or default) language's texts and builds the provider. */
export async function bootI18nProvider(): Promise<I18nProvider> {
  const lang = currentLang();
  return createI18nProvider(lang, await loadMessages(lang));
}
