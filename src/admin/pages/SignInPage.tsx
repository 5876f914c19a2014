import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Navigate, useLocation, useLogin, useTranslate } from 'react-admin';
import { isLoggedIn } from '../session/token-store';
import { AuthFrame } from './AuthFrame';

export const AFTER_LOGIN_PATH = '/dashboard';

/** Where to go after signing in: the page the user came from, else the dashboard. */
function nextPath(state: unknown): string {
  const next = (state as { nextPathname?: unknown } | null)?.nextPathname;
  const search = (state as { nextSearch?: unknown } | null)?.nextSearch;
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('/authentication')) return AFTER_LOGIN_PATH;
  return next + (typeof search === 'string' ? search : '');
}

/** /authentication: email, password, Sign In; the server's error text under the fields. */
export const SignInPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (isLoggedIn() && !sending) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSending(true);
    try {
      await login({ email, password }, nextPath(location.state));
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'errors.generic';
      setError(translate(message, { _: message }));
      setSending(false);
    }
  };

  return (
    <AuthFrame title={translate('auth.signIn')}>
    <form onSubmit={submit} noValidate aria-label={translate('auth.signIn')}>
      <Stack spacing={2}>
        <TextField
          label={translate('auth.email')} type="email" name="email" autoComplete="username" autoFocus required fullWidth
          value={email} onChange={(e) => setEmail(e.target.value)} disabled={sending}
        />
        <TextField
          label={translate('auth.password')} type="password" name="password" autoComplete="current-password" required fullWidth
          value={password} onChange={(e) => setPassword(e.target.value)} disabled={sending}
        />
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {translate('auth.signIn')}
        </Button>
      </Stack>
    </form>
    </AuthFrame>
  );
};
