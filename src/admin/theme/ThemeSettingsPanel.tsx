import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { NO_TOGGLES, THEME_TOGGLE_KEYS, type ThemeToggleKey } from './theme-toggles';
import { themeToggles, useThemeToggles } from './toggle-store';

/** The panel's sections and the toggles in each. */
const SECTIONS: { title: string; keys: ThemeToggleKey[] }[] = [
  { title: 'appearance', keys: ['isDarkTheme', 'isSidebarDarkTheme', 'isHeaderDarkTheme', 'isBodyBGTheme'] },
  { title: 'layout', keys: ['isRTLEnabledTheme', 'isRightSidebarTheme', 'isHideSidebarTheme', 'isNavbarTheme'] },
  { title: 'cards', keys: ['isCardBorderedTheme', 'isCardWithoutBorderRadiusTheme', 'isCardWithBoxShadowTheme'] },
];

export interface ThemeSettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The theme customizer (spec §9): a drawer on the end side (right, left in RTL) with a switch
 * per toggle; each change applies at once and is kept in localStorage under its key.
 */
export const ThemeSettingsPanel = ({ open, onClose }: ThemeSettingsPanelProps) => {
  const translate = useTranslate();
  const toggles = useThemeToggles();
  const titleId = useId();
  // In RTL the menu sits on the right; the same toggle then moves it to the left, and says so.
  const labelOf = (key: ThemeToggleKey) =>
    translate(`theme.${key === 'isRightSidebarTheme' && toggles.isRTLEnabledTheme ? 'isLeftSidebarTheme' : key}`);
  const reset = () => {
    for (const key of THEME_TOGGLE_KEYS) themeToggles.set(key, key === 'isNavbarTheme' ? true : NO_TOGGLES[key]);
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, maxWidth: '100vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('theme.settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('theme.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 1, overflowY: 'auto', flex: 1 }}>
        {SECTIONS.map(({ title, keys }) => (
          <Box key={title} component="section" aria-labelledby={`${titleId}-${title}`} sx={{ py: 1 }}>
            <Typography
              id={`${titleId}-${title}`}
              variant="overline"
              component="h3"
              color="text.secondary"
              sx={{ fontWeight: 600 }}
            >
              {translate(`theme.sections.${title}`)}
            </Typography>
            {keys.map((key) => (
              <FormControlLabel
                key={key}
                sx={{ display: 'flex', justifyContent: 'space-between', ml: 0, mr: -1 }}
                labelPlacement="start"
                label={labelOf(key)}
                control={
                  <Switch
                    checked={toggles[key]}
                    onChange={(event) => themeToggles.set(key, event.target.checked)}
                    slotProps={{ input: { role: 'switch' } }}
                  />
                }
              />
            ))}
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button variant="outlined" fullWidth onClick={reset}>
          {translate('theme.reset')}
        </Button>
      </Box>
    </Drawer>
  );
};
