import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Translate } from '../i18n/app-messages';
import type { Credentials } from '../session/auth-provider';
import { AuthLink } from './account/auth-navigation';

export const AFTER_LOGIN_PATH = '/dashboard';

/** Where to go after signing in: the page the user came from (router state), else the dashboard. */
export function nextPath(state: unknown): string {
  const next = (state as { nextPathname?: unknown } | null)?.nextPathname;
  const search = (state as { nextSearch?: unknown } | null)?.nextSearch;
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('/authentication')) return AFTER_LOGIN_PATH;
  return next + (typeof search === 'string' ? search : '');
}

export interface SignInFormProps {
  translate: Translate;
  /** Signs in and opens the next page; rejects with the message to show. */
  onSignIn: (credentials: Credentials) => Promise<unknown>;
}

/**
 * Email, password, Sign In; the server's error text under the fields; links to forgot password and sign up. Without react-admin or
 * a router: the first page most users load, kept light (main.tsx).
 */
export const SignInForm = ({ translate, onSignIn }: SignInFormProps) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSending(true);
    try {
      await onSignIn({ email, password });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'errors.generic';
      setError(translate(message, { _: message }));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={translate('auth.signIn')}>
      <Stack spacing={2}>
        <TextField
          label={translate('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
        />
        <TextField
          label={translate('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={sending}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('auth.signIn')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <AuthLink to="/authentication/forgot-password">{translate('auth.forgotPassword')}</AuthLink>
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {translate('auth.noAccount')} <AuthLink to="/authentication/sign-up">{translate('auth.signUp')}</AuthLink>
        </Typography>
      </Stack>
    </form>
  );
};
