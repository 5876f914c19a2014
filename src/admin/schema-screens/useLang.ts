import { useLocaleState } from 'react-admin';
import type { Lang } from '@schema/types.js';

/** The language of the schema texts: react-admin's locale, `fr` or else `en`. */
export function useLang(): Lang {
  const [locale] = useLocaleState();
  return locale === 'fr' ? 'fr' : 'en';
}
