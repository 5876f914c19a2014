import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/i18n-provider';
import { isLang } from '../i18n/lang';

/**
 * en / fr switch: a "Language" button showing the current code, opening a menu of the
 * languages. The choice is kept in localStorage (`lang`) by the i18n provider and every
 * text re-renders, menu and schema labels included.
 */
export const LanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.language')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mx: 0.5, fontWeight: 700 }}
      >
        {String(locale).toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {LOCALES.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              if (isLang(code) && code !== locale) setLocale(code);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
