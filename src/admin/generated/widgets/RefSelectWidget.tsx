import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { SchemaDataProvider } from '../../data-provider.js';
import type { RefWidgetOptions } from '../form-model.js';
import { propertyOfId, type FormContext } from './form-context.js';

/**
 * An `x-ref` property as a dropdown of the referenced rows (the data provider's `lookup`,
 * e.g. infra types of type group 11), with the `x-placeholder` text as the empty choice.
 * A failed load leaves the list empty, as the spec says.
 */
export function RefSelectWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, placeholder, options, onChange, onFocus, registry } = props;
  const { ref } = options as unknown as RefWidgetOptions;
  const context = registry.formContext as FormContext;
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const [choices, setChoices] = useState<RaRecord[] | undefined>();
  const query = JSON.stringify(ref.query ?? {});

  useEffect(() => {
    let live = true;
    dataProvider.lookup(ref.resource, JSON.parse(query) as Record<string, unknown>)
      .then(({ data }) => live && setChoices(data))
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, [dataProvider, ref.resource, query]);

  const known = choices?.some((c) => c.id === value);
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      value={known ? value : ''}
      error={Boolean(rawErrors?.length)}
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
      <MenuItem value=""><em>{placeholder}</em></MenuItem>
      {(choices ?? []).map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>{String(choice[ref.label] ?? choice.id)}</MenuItem>
      ))}
    </TextField>
  );
}
