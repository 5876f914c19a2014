import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Translate } from '../../i18n/app-messages';
import type { AccountApi } from './account-api';
import { AuthLink } from './auth-navigation';
import { SubmitButton } from './SubmitButton';
import { useFormErrors } from './useFormErrors';

/**
 * /authentication/reset-password?token=…: the new password twice. The password rules and the
 * link's validity are the server's (messages in the UI language); a refused link offers to ask
 * for a new one. Done: the server's sentence and a link to sign in.
 */
export const ResetPasswordForm = ({
  translate,
  api,
  token,
}: {
  translate: Translate;
  api: AccountApi;
  token: string;
}) => {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const errors = useFormErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (confirm !== password) {
      errors.setFields({ confirmPassword: translate('auth.passwordsDiffer') });
      return;
    }
    setSending(true);
    try {
      setDone(await api.resetPassword(token, password));
    } catch (error) {
      errors.show(error, ['password']);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {done}
        </Alert>
        <AuthLink to="/authentication">{translate('auth.goToSignIn')}</AuthLink>
      </Stack>
    );
  }
  if (!token) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {translate('auth.linkIncomplete')}
        </Alert>
        <AuthLink to="/authentication/forgot-password">{translate('auth.askNewLink')}</AuthLink>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={translate('auth.resetTitle')}>
      <Stack spacing={2}>
        <TextField
          label={translate('auth.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          autoFocus
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={sending}
          error={!!errors.fields.password}
          helperText={errors.fields.password || translate('auth.passwordRule')}
        />
        <TextField
          label={translate('auth.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          fullWidth
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={sending}
          error={!!errors.fields.confirmPassword}
          helperText={errors.fields.confirmPassword}
        />
        {errors.general && (
          <Alert severity="error" role="alert">
            {errors.general} <AuthLink to="/authentication/forgot-password">{translate('auth.askNewLink')}</AuthLink>
          </Alert>
        )}
        <SubmitButton sending={sending}>{translate('auth.changePassword')}</SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <AuthLink to="/authentication">{translate('auth.backToSignIn')}</AuthLink>
        </Typography>
      </Stack>
    </form>
  );
};
