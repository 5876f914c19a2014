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

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * /authentication/sign-up: names, e-mail, password twice. The server checks everything (its
 * messages, in the UI language, show under the fields); only "the two passwords differ" is
 * checked here. Done: the server's sentence (check your mailbox) and a link to sign in.
 */
export const SignUpForm = ({ translate, api }: { translate: Translate; api: AccountApi }) => {
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const errors = useFormErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (values.confirmPassword !== values.password) {
      errors.setFields({ confirmPassword: translate('auth.passwordsDiffer') });
      return;
    }
    setSending(true);
    try {
      const { confirmPassword: _, ...body } = values;
      setDone(await api.signUp(body));
    } catch (error) {
      errors.show(error, [...FIELDS]);
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
        <AuthLink to="/authentication">{translate('auth.backToSignIn')}</AuthLink>
      </Stack>
    );
  }

  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      {...extra}
      label={translate(label)}
      name={name}
      required
      fullWidth
      disabled={sending}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!errors.fields[name]}
      helperText={errors.fields[name] || extra.helperText}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={translate('auth.signUp')}>
      <Stack spacing={2}>
        <Typography color="text.secondary" variant="body2">
          {translate('auth.signUpText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('firstName', 'auth.firstName', { autoComplete: 'given-name', autoFocus: true })}
          {field('lastName', 'auth.lastName', { autoComplete: 'family-name' })}
        </Stack>
        {field('email', 'auth.email', { type: 'email', autoComplete: 'email' })}
        {field('password', 'auth.password', {
          type: 'password',
          autoComplete: 'new-password',
          helperText: translate('auth.passwordRule'),
        })}
        {field('confirmPassword', 'auth.confirmPassword', { type: 'password', autoComplete: 'new-password' })}
        {errors.general && (
          <Alert severity="error" role="alert">
            {errors.general}
          </Alert>
        )}
        <SubmitButton sending={sending}>{translate('auth.signUp')}</SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {translate('auth.haveAccount')} <AuthLink to="/authentication">{translate('auth.signIn')}</AuthLink>
        </Typography>
      </Stack>
    </form>
  );
};
