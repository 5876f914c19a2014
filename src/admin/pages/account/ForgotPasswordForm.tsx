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
 * /authentication/forgot-password: one e-mail field. The server answers the same whether or
 * not the address has an account, so the page shows that sentence either way.
 */
export const ForgotPasswordForm = ({ translate, api }: { translate: Translate; api: AccountApi }) => {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const errors = useFormErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setSending(true);
    try {
      setDone(await api.forgotPassword(email));
    } catch (error) {
      errors.show(error, ['email']);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={translate('auth.forgotTitle')}>
          <Stack spacing={2}>
            <Typography color="text.secondary" variant="body2">
              {translate('auth.forgotText')}
            </Typography>
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
              error={!!errors.fields.email}
              helperText={errors.fields.email}
            />
            {errors.general && (
              <Alert severity="error" role="alert">
                {errors.general}
              </Alert>
            )}
            <SubmitButton sending={sending}>{translate('auth.sendLink')}</SubmitButton>
          </Stack>
        </form>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <AuthLink to="/authentication">{translate('auth.backToSignIn')}</AuthLink>
      </Typography>
    </Stack>
  );
};
