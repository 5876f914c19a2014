import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Translate } from '../../i18n/app-messages';
import type { AccountApi } from './account-api';
import { AuthLink } from './auth-navigation';

/**
 * The link is single use: one request per token for the page's life, whatever React does with
 * effects (StrictMode runs them twice), so the second run reads the first one's answer.
 */
const confirming = new Map<string, Promise<string>>();

type State = { status: 'sending' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/** /authentication/confirm-email?token=…: confirms on opening, then offers to sign in. */
export const ConfirmEmail = ({ translate, api, token }: { translate: Translate; api: AccountApi; token: string }) => {
  const [state, setState] = useState<State>(
    token ? { status: 'sending' } : { status: 'failed', message: translate('auth.linkIncomplete') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    let request = confirming.get(token);
    if (!request) {
      request = api.confirmEmail(token);
      confirming.set(token, request);
    }
    request.then(
      (message) => live && setState({ status: 'done', message }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  if (state.status === 'sending') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={22} />
        <Typography>{translate('auth.confirming')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {state.status === 'done' ? (
        <Alert severity="success" role="status">
          {state.message}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      <AuthLink to="/authentication">{translate('auth.goToSignIn')}</AuthLink>
      {state.status === 'failed' && <AuthLink to="/authentication/sign-up">{translate('auth.signUpAgain')}</AuthLink>}
    </Stack>
  );
};
