import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { propertyOfId, type FormContext } from './form-context.js';

/**
 * A secret (`writeOnly`), e.g. the SMTP password: a password field that is always empty when
 * the form opens (the server never answers the secret) and says whether one is stored
 * (`{name}Set`). Sent only when typed (`toBody`); left empty, the stored one stays.
 */
export function SecretWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const translate = useTranslate();
  const context = registry.formContext as FormContext;
  const stored = context.secretsSet?.[propertyOfId(id)] === true;
  return (
    <TextField
      id={id}
      type="password"
      label={label}
      required={required && !stored}
      disabled={disabled || readonly}
      fullWidth
      value={typeof value === 'string' ? value : ''}
      error={Boolean(rawErrors?.length)}
      placeholder={stored ? '••••••••' : undefined}
      helperText={translate(stored ? 'form.secretSet' : 'form.secretNotSet')}
      autoComplete="new-password"
      onChange={(event) => {
        context.touch(propertyOfId(id), false);
        onChange(event.target.value === '' ? undefined : event.target.value);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ inputLabel: stored ? { shrink: true } : undefined }}
    />
  );
}
