import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { BrandLogo, useBranding } from '../branding';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutTheme } from '../theme/layout-toggles';
import { ThemeSettingsButton } from '../theme/ThemeSettingsButton';
import { useThemeToggles } from '../theme/toggle-store';

/**
 * App bar: the tenant's logo (the dark one in dark mode, the light one on a white plate
 * otherwise; 40 px high in the 48 px bar, under the spec's 60 px), else its company title, else the product's; language switch, refresh
 * indicator, theme settings (gear) and the account menu.
 */
const TopBarView = () => {
  const translate = useTranslate();
  const { companyTitle } = useBranding();
  const { appBarSx } = layoutTheme(useThemeToggles()); // isHeaderDarkTheme
  const title = (
    <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.2 }} noWrap>
      {companyTitle ?? translate('app.title')}
    </Typography>
  );
  return (
    <AppBar
      color="primary"
      sx={appBarSx}
      userMenu={false}
      toolbar={
        // flexShrink 0: on a phone the logo gives way, never the buttons.
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <LanguageSwitch />
          <LoadingIndicator />
          <ThemeSettingsButton />
          <AccountMenu />
        </Box>
      }
    >
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', minWidth: 0, pr: 0.5 }}>
        <BrandLogo height={40} onColour fallback={title} />
      </Box>
    </AppBar>
  );
};

/** Memoised (no props): react-admin renders its layout again each time its own state settles; the app bar follows its hooks only. */
export const TopBar = memo(TopBarView);
