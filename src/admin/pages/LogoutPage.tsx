import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { lastLogout } from '../session/token-store';
import { AuthFrame } from './AuthFrame';

/** /authentication/logout: the last user's name, why the session ended, and a way back in. */
export const LogoutPage = () => {
  const translate = useTranslate();
  const [{ name, reason }] = useState(lastLogout);
  const expired = reason === 'expired';
  return (
    <AuthFrame title={translate(expired ? 'auth.sessionExpiredTitle' : 'auth.loggedOut')}>
      {name && (
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }} data-testid="last-user">
          {name}
        </Typography>
      )}
      {expired ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('auth.sessionExpired')}
        </Alert>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('auth.loggedOutText')}
        </Typography>
      )}
      <Button component={LinkBase} to="/authentication" variant="contained" fullWidth size="large">
        {translate('auth.signInAgain')}
      </Button>
    </AuthFrame>
  );
};
