import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { ThemeSettingsPanel } from './ThemeSettingsPanel';

/**
 * The gear of the app bar that opens the theme settings panel. The panel is part of the admin
 * shell's bundle: on demand it would cost more (a chunk of its own splits the shared MUI code
 * in two) than the 1 KiB it weighs.
 */
export const ThemeSettingsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('theme.settings');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <ThemeSettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
};
