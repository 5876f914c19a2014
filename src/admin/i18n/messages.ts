import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { Lang } from '@schema/types';
import { fetchAppMessages, isTree, type Tree } from './app-messages';

/**
 * The texts of a language in the admin shell: react-admin's own, overlaid with the project's
 * `/i18n/{lang}.json` (the shell's and the modules' texts, merged at build; app-messages.ts,
 * fetched once and shared with the sign-in page).
 */
const RA_MESSAGES: Record<Lang, TranslationMessages> = { en: englishMessages, fr: frenchMessages };

export function deepMerge<T extends Tree>(base: T, overlay: Tree): T {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    result[key] = isTree(value) && isTree(result[key]) ? deepMerge(result[key] as Tree, value) : value;
  }
  return result as T;
}

export async function loadMessages(lang: Lang): Promise<TranslationMessages> {
  return deepMerge(RA_MESSAGES[lang], await fetchAppMessages(lang));
}

/** The merge of react-admin's texts and already-fetched app texts (tests, first paint). */
export function buildMessages(lang: Lang, app: Tree): TranslationMessages {
  return deepMerge(RA_MESSAGES[lang], app);
}
