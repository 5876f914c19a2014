import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { WidgetProps } from '@rjsf/utils';
import { propertyOfId, type FormContext } from './form-context.js';

/** A boolean as a switch, labelled with the field's label. */
export function SwitchWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const context = registry.formContext as FormContext;
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          id={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(_, checked) => {
            context.touch(propertyOfId(id), false);
            onChange(checked);
          }}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ input: { role: 'switch' } }}
        />
      }
    />
  );
}
