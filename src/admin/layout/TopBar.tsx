import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';

/** App bar: title, language switch, refresh indicator and the account menu. */
export const TopBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LanguageSwitch />
          <LoadingIndicator />
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
