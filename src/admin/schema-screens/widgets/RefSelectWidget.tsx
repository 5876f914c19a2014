import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useOptions } from '../../primitives/useOptions.js';
import type { RefWidgetOptions } from '../form-model.js';
import { propertyOfId, type FormContext } from './form-context.js';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An `x-ref` property as a dropdown of the referenced rows (`useOptions`, the data provider's
 * `lookup`, e.g. infra types of type group 11), with the `x-placeholder` text as the empty choice.
 * A failed load leaves the list empty, as the spec says.
 *
 * With `dependsOn` (cities of the chosen country) the rows are asked for with the parent's
 * current value as `param`; until the parent is chosen the dropdown is disabled with a hint,
 * and a change of the parent clears the value.
 */
export function RefSelectWidget(props: WidgetProps) {
  const {
    id,
    value,
    label,
    required,
    disabled,
    readonly,
    rawErrors,
    placeholder,
    options,
    onChange,
    onFocus,
    registry,
  } = props;
  const { ref } = options as unknown as RefWidgetOptions;
  const context = registry.formContext as FormContext;
  const translate = useTranslate();
  const parentField = ref.dependsOn?.field;
  const parent = parentField ? context.values?.[parentField] : undefined;
  const waiting = Boolean(parentField) && isEmpty(parent);
  const query = ref.dependsOn && !waiting ? { ...ref.query, [ref.dependsOn.param]: parent } : (ref.query ?? {});
  const loaded = useOptions(ref.resource, { query, enabled: !waiting });
  const choices = waiting ? [] : loaded;

  // A new parent value makes the chosen child meaningless: clear it (not on the first render).
  const lastParent = useRef(parent);
  useEffect(() => {
    if (lastParent.current === parent) return;
    lastParent.current = parent;
    if (!isEmpty(value)) onChange(undefined);
  }, [parent, value, onChange]);

  const known = choices?.some((c) => c.id === value);
  const parentLabel = parentField ? (context.labelOf?.(parentField) ?? parentField) : '';
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly || waiting}
      fullWidth
      value={known ? value : ''}
      error={Boolean(rawErrors?.length)}
      helperText={
        waiting ? translate('form.chooseFirst', { field: parentLabel, _: `Choose ${parentLabel} first` }) : undefined
      }
      onChange={(event) => {
        const raw = event.target.value as unknown;
        context.touch(propertyOfId(id), false);
        onChange(raw === '' || raw === undefined ? undefined : Number(raw));
      }}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          // After a pick, the change commits first; a close without a pick still touches the field.
          onClose: () => setTimeout(() => context.touch(propertyOfId(id), true)),
        },
      }}
    >
      <MenuItem value="">
        <em>{placeholder}</em>
      </MenuItem>
      {(choices ?? []).map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {String(choice[ref.label] ?? choice.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
