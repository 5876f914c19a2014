import { useLocaleState, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/**
 * The language switch of the admin shell: the choice is kept in localStorage (`lang`) by the
 * i18n provider and every text re-renders, menu and schema labels included.
 */
export const LanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return <LanguageMenu locale={locale} onChange={setLocale} label={translate('app.language')} />;
};
