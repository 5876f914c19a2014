import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateInput } from './DateInput.js';
import { FoldedFilters } from './FoldedFilters.js';
import { useOptions } from './useOptions.js';
import { usePhoneWidth } from './usePhoneWidth.js';
import { SEARCH_DEBOUNCE_MS } from './useSearchText.js';

/**
 * One filter of a list: a dropdown of fixed options, a dropdown of a resource's rows (their id
 * as the value, `optionLabel` shown; loaded by useOptions when the bar shows), a text, a whole
 * number or a date (YYYY-MM-DD). filter-declarations.ts builds these from declarations as data.
 */
export type FilterField =
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[] }
  | {
      name: string;
      label: string;
      type: 'reference';
      resource: string;
      optionLabel: string;
      query?: Record<string, unknown>;
      /** While the filter `param` is set, only the rows whose `query` key equals it; cleared when it changes. */
      dependsOn?: { param: string; query: string };
    }
  | { name: string; label: string; type: 'text' | 'integer' | 'date' };

/** A dropdown of fixed options, 'Any' first. */
function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      sx={{ width: 260 }}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <em>{translate('list.any')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A dropdown of a resource's rows. A value chosen earlier (a link) stays shown while the rows
 * load, and as its id when the row is gone, so the filter in force is never hidden.
 */
function ReferenceFilter({
  field,
  value,
  parent,
  onChange,
}: {
  field: Extract<FilterField, { type: 'reference' }>;
  value: string;
  /** The value of the filter it depends on ('' when none or not set). */
  parent: string;
  onChange: (value: string) => void;
}) {
  const query = field.dependsOn && parent ? { ...field.query, [field.dependsOn.query]: parent } : field.query;
  const rows = useOptions<Record<string, unknown>>(field.resource, { query, staleTime: 60_000 });
  const options = (rows ?? []).map((row) => ({
    value: String(row.id),
    label: String(row[field.optionLabel] ?? row.id),
  }));
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: rows ? value : '…' });
  return <SelectFilter label={field.label} value={value} options={options} onChange={onChange} />;
}

/** The filters' values by name; '' is "any". */
export type FilterValues = Record<string, string>;

/** A typed filter: kept while typing, applied 300 ms after the last keystroke, or at once on Enter. */
function TypedFilter({
  field,
  value,
  onApply,
}: {
  field: Extract<FilterField, { type: 'text' | 'integer' | 'date' }>;
  value: string;
  onApply: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onApply(next.trim());
  };
  return (
    <TextField
      size="small"
      fullWidth={false}
      label={field.label}
      value={text}
      sx={{ width: 180 }}
      slotProps={{ htmlInput: field.type === 'integer' ? { inputMode: 'numeric', pattern: '[0-9]*' } : undefined }}
      onChange={(e) => {
        const next = field.type === 'integer' ? e.target.value.replace(/\D/g, '') : e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(text);
        }
      }}
    />
  );
}

/**
 * The filter bar of a list: one field per filter, applied as it changes (typed ones after
 * 300 ms or Enter), and "Clear filters" once any is set. `onChange` gets the filters that
 * changed, not the whole set: two changes made before the list renders again (From, then To)
 * both stand, since the list merges each into its latest state and goes back to page 1
 * (usePagedList.setFilters). On a phone the fields fold behind a "Filters (n)" button that
 * opens them in a panel (FoldedFilters).
 * @example <ListFilters fields={[{ name: 'fromDate', label: 'From', type: 'date' }]} values={f} onChange={list.setFilters} />
 */
export function ListFilters({
  fields,
  values,
  onChange,
  inPanel = false,
}: {
  fields: FilterField[];
  values: FilterValues;
  /** The filters that changed (with the dropdowns depending on one of them, reset). */
  onChange: (changed: FilterValues) => void;
  /** Drawn in a phone's filter panel (FoldedFilters): one field a line, the panel's width. */
  inPanel?: boolean;
}) {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  // A dropdown depending on the one changed (cities of a country) starts again from "any".
  const set = (name: string, value: string) => {
    const dependents = fields.filter((f) => f.type === 'reference' && f.dependsOn?.param === name);
    onChange({ [name]: value, ...Object.fromEntries(dependents.map((f) => [f.name, ''])) });
  };
  const any = fields.some((f) => values[f.name]);
  if (phone && !inPanel)
    return (
      <FoldedFilters count={fields.filter((f) => values[f.name]).length}>
        <ListFilters fields={fields} values={values} onChange={onChange} inPanel />
      </FoldedFilters>
    );
  return (
    <Box
      role="group"
      aria-label={translate('list.filters')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        ...(inPanel && { flexDirection: 'column', alignItems: 'stretch', '&& > *': { width: '100%' } }),
      }}
    >
      {fields.map((field) => {
        const value = values[field.name] ?? '';
        if (field.type === 'select') {
          return (
            <SelectFilter
              key={field.name}
              label={field.label}
              value={value}
              options={field.options}
              onChange={(v) => set(field.name, v)}
            />
          );
        }
        if (field.type === 'reference') {
          return (
            <ReferenceFilter
              key={field.name}
              field={field}
              value={value}
              parent={field.dependsOn ? (values[field.dependsOn.param] ?? '') : ''}
              onChange={(v) => set(field.name, v)}
            />
          );
        }
        if (field.type === 'date') {
          return (
            <DateInput
              key={field.name}
              defer
              size="small"
              label={field.label}
              value={value}
              sx={{ width: 180 }}
              // A date not yet whole leaves the filter as it was, rather than clearing it mid-typing.
              onChange={(next, incomplete) => {
                if (!incomplete) set(field.name, next ?? '');
              }}
            />
          );
        }
        return <TypedFilter key={field.name} field={field} value={value} onApply={(v) => set(field.name, v)} />;
      })}
      {any && (
        <Button size="small" onClick={() => onChange(Object.fromEntries(fields.map((f) => [f.name, ''])))}>
          {translate('list.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
