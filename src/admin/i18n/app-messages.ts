import type { Lang } from '@schema/types';

/**
 * The project's texts `/i18n/{lang}.json` (spec: ./i18n/{lang}.json, resolved from the app root
 * so deep links such as /finance/payment-account load the same file), fetched once per language
 * and shared by the sign-in page and the admin shell. The build (and the dev server) writes that
 * file from the shell's `src/admin/i18n/{lang}.json` and every module's (scripts/i18n-messages.ts).
 * Free of react-admin: the sign-in page uses it before the shell is loaded.
 */
export type Tree = { [key: string]: unknown };

export function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function messagesUrl(lang: Lang): string {
  return `${import.meta.env?.BASE_URL ?? '/'}i18n/${lang}.json`;
}

async function fetchTree(lang: Lang): Promise<Tree> {
  try {
    const response = await fetch(messagesUrl(lang), { headers: { Accept: 'application/json' } });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return isTree(body) ? body : {};
  } catch {
    return {};
  }
}

const loaded = new Map<Lang, Promise<Tree>>();

/** The texts of a language; one request per language and page (a failed one is retried next time). */
export function fetchAppMessages(lang: Lang): Promise<Tree> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = fetchTree(lang).then((tree) => {
      if (Object.keys(tree).length === 0) loaded.delete(lang);
      return tree;
    });
    loaded.set(lang, texts);
  }
  return texts;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translate function over one tree of texts, the way react-admin's polyglot provider reads
 * them: dotted keys, `%{name}` replaced by `options.name`, `options._` when the key is missing.
 */
export function translator(texts: Tree): Translate {
  return (key, options = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (isTree(node) ? node[part] : undefined), texts);
    const text = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
}
