import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutTheme } from '../theme/layout-toggles';
import { ThemeSettingsButton } from '../theme/ThemeSettingsButton';
import { useThemeToggles } from '../theme/toggle-store';

/** App bar: title, language switch, refresh indicator, theme settings (gear) and the account menu. */
export const TopBar = () => {
  const translate = useTranslate();
  const { appBarSx } = layoutTheme(useThemeToggles()); // isHeaderDarkTheme
  return (
    <AppBar
      color="primary"
      sx={appBarSx}
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LanguageSwitch />
          <LoadingIndicator />
          <ThemeSettingsButton />
          <AccountMenu />
        </Box>
      }
    >
      <Typography variant="h6" component="span" sx={{ flex: 1, fontWeight: 700, letterSpacing: 0.2 }} noWrap>
        {translate('app.title')}
      </Typography>
    </AppBar>
  );
};
