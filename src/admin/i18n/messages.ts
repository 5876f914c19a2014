import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { Lang } from '../../schema/types';

/**
 * The texts of a language: react-admin's own, overlaid with the project's translation file
 * `public/i18n/{lang}.json`, fetched at run time (spec: ./i18n/{lang}.json, resolved from
 * the app root so deep links such as /finance/payment-account load the same file).
 */
const RA_MESSAGES: Record<Lang, TranslationMessages> = { en: englishMessages, fr: frenchMessages };

type Tree = { [key: string]: unknown };

function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function deepMerge<T extends Tree>(base: T, overlay: Tree): T {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    result[key] = isTree(value) && isTree(result[key]) ? deepMerge(result[key] as Tree, value) : value;
  }
  return result as T;
}

export function messagesUrl(lang: Lang): string {
  return `${import.meta.env?.BASE_URL ?? '/'}i18n/${lang}.json`;
}

export async function fetchAppMessages(lang: Lang): Promise<Tree> {
  try {
    const response = await fetch(messagesUrl(lang), { headers: { Accept: 'application/json' } });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return isTree(body) ? body : {};
  } catch {
    return {};
  }
}

export async function loadMessages(lang: Lang): Promise<TranslationMessages> {
  return deepMerge(RA_MESSAGES[lang], await fetchAppMessages(lang));
}

/** The merge of react-admin's texts and already-fetched app texts (tests, first paint). */
export function buildMessages(lang: Lang, app: Tree): TranslationMessages {
  return deepMerge(RA_MESSAGES[lang], app);
}
