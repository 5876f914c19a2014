import type { WidgetProps } from '@rjsf/utils';
import { DateInput } from '../../primitives/DateInput.js';
import { propertyOfId, type FormContext } from './form-context.js';

/**
 * `format: date`: the shared date input (the UI language's format, typed or picked) instead of
 * RJSF's native `type="date"`, which follows the browser's language. The value stays `YYYY-MM-DD`.
 */
export function DateWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  registry,
}: WidgetProps) {
  const context = registry.formContext as FormContext;
  return (
    <DateInput
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      value={typeof value === 'string' ? value : null}
      error={Boolean(rawErrors?.length)}
      onChange={(day, incomplete) => {
        context.touch(propertyOfId(id), false);
        onChange(day ?? (incomplete ? '' : undefined));
      }}
      onBlur={() => onBlur(id, value)}
    />
  );
}
