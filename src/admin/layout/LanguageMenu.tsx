import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '../i18n/lang';
import type { Lang } from '@schema/types';

export interface LanguageMenuProps {
  locale: string;
  onChange: (lang: Lang) => void;
  /** The button's name: "Language" (fr "Langue"). */
  label: string;
}

/**
 * en / fr switch: a "Language" button showing the current code, opening a menu of the
 * languages. Without react-admin: the sign-in page shows it before the admin shell is loaded.
 * The code is part of the button's name ("Language: EN"), so what is seen is what is said.
 */
export const LanguageMenu = ({ locale, onChange, label }: LanguageMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const code = String(locale).toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${label}: ${code}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Tighter on a phone, where the bar's room goes to the tenant's logo.
        sx={{
          mx: { xs: 0, sm: 0.5 },
          minWidth: { xs: 0, sm: 64 },
          px: { xs: 0.75, sm: 1 },
          fontWeight: 700,
          '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
        }}
      >
        {code}
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map(({ lang, name }) => (
          <MenuItem
            key={lang}
            lang={lang}
            selected={lang === locale}
            onClick={() => {
              setAnchor(null);
              if (lang !== locale) onChange(lang);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
