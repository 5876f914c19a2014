import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/i18n-provider';
import { isLang } from '../i18n/lang';

/**
 * en / fr switch. The choice is kept in localStorage (`lang`) by the i18n provider and
 * every text re-renders, menu and schema labels included.
 */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      aria-label={translate('app.language')}
      onChange={(_event, next: unknown) => {
        if (isLang(next)) setLocale(next);
      }}
      sx={{
        mx: 1,
        '& .MuiToggleButton-root': {
          color, borderColor: color === 'inherit' ? 'rgba(255,255,255,0.5)' : undefined,
          px: 1.25, py: 0.25, fontWeight: 600,
        },
        '& .MuiToggleButton-root.Mui-selected': {
          color: color === 'inherit' ? 'primary.main' : '#fff',
          bgcolor: color === 'inherit' ? '#fff' : 'primary.main',
        },
        '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: color === 'inherit' ? '#f0f0ff' : 'primary.dark' },
      }}
    >
      {LOCALES.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} aria-label={name} lang={code}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
