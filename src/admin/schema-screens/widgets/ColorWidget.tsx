import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isHexColour } from '@domain/colour.js';
import { propertyOfId, type FormContext } from './form-context.js';

/**
 * `x-widget: color`: the hex text (`#rrggbb`, labelled with the field's label, where the
 * field's messages show) with the browser's colour picker beside it ("Pick <label>").
 * Either one changes the value; the schema's pattern checks what is typed.
 */
export function ColorWidget({
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
  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => {
    context.touch(propertyOfId(id), false);
    onChange(next === '' ? undefined : next);
  };
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      value={text}
      error={Boolean(rawErrors?.length)}
      placeholder="#rrggbb"
      onChange={(event) => change(event.target.value.trim())}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={translate('form.pickColour', { field: label, _: `Pick ${label}` })}
                disabled={disabled || readonly}
                value={isHexColour(text) ? text.toLowerCase() : '#000000'}
                onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
