import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { MoneyInput } from '../../primitives/MoneyInput.js';
import { propertyOfId, type FormContext } from './form-context.js';

/**
 * `x-widget: money`: the amount typed in the user's convention (`MoneyInput`). An RJSF field, not a
 * widget, so RJSF's number handling (which drops trailing zeros and swaps the browser's decimal
 * separator) never sees the text: an accepted entry reaches the form data as a number, a refused
 * one as the text typed, which the schema's `number` type refuses, so nothing is saved. The field
 * says why under itself (the refusal, else the field's messages: `ui:hideError` leaves them here).
 */
export function MoneyField({
  fieldPathId,
  formData,
  schema,
  uiSchema,
  name,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  registry,
}: FieldProps) {
  const context = registry.formContext as FormContext;
  const id = fieldPathId.$id;
  const label = getUiOptions(uiSchema).title ?? schema.title ?? name;
  const errors = rawErrors?.length ? rawErrors.join(' ') : undefined;
  const lowest = schema.minimum ?? schema.exclusiveMinimum;
  return (
    <MoneyInput
      id={id}
      name={id}
      label={label}
      fullWidth
      required={required}
      disabled={disabled || readonly}
      negative={typeof lowest !== 'number' || lowest < 0}
      // Text in the form data is an entry refused: the input keeps it as typed (it handed '' for it).
      value={typeof formData === 'number' ? formData : ''}
      error={Boolean(errors)}
      helperText={errors}
      onChange={(value, typed) => {
        context.touch(propertyOfId(id), false);
        onChange(typed.refusal ? typed.text : value === '' ? undefined : Number(value), fieldPathId.path);
      }}
      onBlur={() => onBlur(id, formData)}
    />
  );
}
