import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { initials } from '@domain/initials';
import type { Translate } from '../../i18n/app-messages';
import type { Credentials } from '../../session/auth-provider';
import { forgetLock, type LockedSession } from '../../session/screen-lock';
import { AuthLink } from './auth-navigation';
import { SubmitButton } from './SubmitButton';

export interface LockScreenFormProps {
  translate: Translate;
  /** What the lock kept (screen-lock.ts), or null when nothing is locked. */
  locked: LockedSession | null;
  /** Signs in and opens `returnTo`; rejects with the message to show. */
  onUnlock: (credentials: Credentials, returnTo: string) => Promise<unknown>;
}

/**
 * /authentication/lock-screen: the locked user's name and initials, and only the password
 * (the e-mail too for a session that began before it was remembered). Unlocking is a sign-in
 * as that user (same throttle, same messages), back to the screen the user was on.
 */
export const LockScreenForm = ({ translate, locked, onUnlock }: LockScreenFormProps) => {
  const [email, setEmail] = useState(locked?.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (!locked) {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{translate('auth.notLocked')}</Alert>
        <AuthLink to="/authentication">{translate('auth.goToSignIn')}</AuthLink>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSending(true);
    try {
      await onUnlock({ email, password }, locked.returnTo);
      forgetLock();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate('errors.generic'));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={translate('auth.unlock')}>
      <Stack spacing={2}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar aria-hidden sx={{ width: 64, height: 64, fontSize: 24, bgcolor: 'secondary.main', color: '#fff' }}>
            {initials(locked.name)}
          </Avatar>
          <Typography variant="h6" component="p" data-testid="locked-user">
            {locked.name}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center' }}>
            {translate('auth.lockText')}
          </Typography>
        </Stack>
        {!locked.email && (
          <TextField
            label={translate('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={sending}
          />
        )}
        {/* The user name for password managers, not shown. */}
        {locked.email && <input type="hidden" name="username" autoComplete="username" value={locked.email} readOnly />}
        <TextField
          label={translate('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
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
        <SubmitButton sending={sending}>{translate('auth.unlock')}</SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <AuthLink to="/authentication" onFollow={forgetLock}>
            {translate('auth.notYou')}
          </AuthLink>
        </Typography>
      </Stack>
    </form>
  );
};
