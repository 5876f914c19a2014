/**
 * Translation outside React (fetchJson's messages). The i18n provider registers itself here;
 * before that (or in tests) the English texts of the spec are used.
 */
const FALLBACK: Record<string, string> = {
  'auth.sessionExpired': 'Session expired. Redirecting to login.',
  'errors.generic': 'Something went wrong! Please try again later.',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

let translator: Translate | undefined;

export function registerTranslator(translate: Translate | undefined): void {
  translator = translate;
}

export function translateNow(key: string): string {
  const fallback = FALLBACK[key] ?? key;
  return translator ? translator(key, { _: fallback }) : fallback;
}
