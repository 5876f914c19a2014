/**
 * The filters of a list, as `x-resource.list.filters` declares them and both halves read them.
 * An item is a property name (its kind derived from the property) or an object
 * `{ field, kind?, label?, params? }`. Kinds:
 *   - `contains`: a text the value contains, case- and accent-insensitive (string properties);
 *   - `equals`: the value itself (integer, number, string);
 *   - `reference`: one of the referenced rows (`x-ref`), a dropdown of their labels;
 *   - `enum`: one of the values of `enum` (labels from `x-enum-labels`);
 *   - `boolean`: yes or no;
 *   - `dateRange`: from a day to a day, both optional and inclusive (`date`, `date-time`).
 * Every kind takes one query parameter named after the field (`params.value` renames it), but
 * a date range takes two: `<field>From` and `<field>To` (`params.from`, `params.to`). A value
 * given several times (`?cityId=1&cityId=2`) matches any of them (equality kinds).
 * Pure: normalize.ts checks and fills the declarations, the server reads and the admin draws them.
 */
import type { ListFilterFile, LocalText, PropertySchema } from './types.js';

export const FILTER_KINDS = ['contains', 'equals', 'reference', 'enum', 'boolean', 'dateRange'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** The kinds matched by equality (a repeated value is any of them). */
export const EQUALITY_KINDS: readonly FilterKind[] = ['equals', 'reference', 'enum', 'boolean'];

/** A filter's query parameters: `value` for every kind but a date range, which has `from` and `to`. */
export type FilterParams = { value: string } | { from: string; to: string };

/** One declared filter, every default filled in. */
export interface ListFilter {
  field: string;
  kind: FilterKind;
  /** The filter's own label; by default the property's. */
  label?: LocalText;
  params: FilterParams;
}

/**
 * Fields every row answers beside its properties (the base entity) that a list may filter on:
 * when a row was created and last changed, as a date range.
 */
export const BASE_FILTER_FIELDS: Readonly<Record<string, PropertySchema>> = {
  dateCreated: { type: 'string', format: 'date-time', title: 'Created', 'x-i18n': { fr: { title: 'Créé le' } } },
  lastModifiedDate: {
    type: 'string',
    format: 'date-time',
    title: 'Last modified',
    'x-i18n': { fr: { title: 'Modifié le' } },
  },
};

/** The property a filter's field names: one of the schema's, or a base field (BASE_FILTER_FIELDS). */
export function filterProperty(properties: Record<string, PropertySchema>, field: string): PropertySchema | undefined {
  return Object.hasOwn(properties, field)
    ? properties[field]
    : Object.hasOwn(BASE_FILTER_FIELDS, field)
      ? BASE_FILTER_FIELDS[field]
      : undefined;
}

/** The names of a filter's query parameters, in order (from, to for a date range). */
export function filterParamNames(filter: Pick<ListFilter, 'params'>): string[] {
  return 'value' in filter.params ? [filter.params.value] : [filter.params.from, filter.params.to];
}

/**
 * The fields of the equality filters: what a dropdown source (`endpoints.all`) filters on, by
 * field name (`?countryId=4`: the cities of a country), whatever the list's parameter is called.
 */
export function equalityFields(filters: readonly ListFilter[]): string[] {
  return filters.filter((f) => EQUALITY_KINDS.includes(f.kind)).map((f) => f.field);
}

/** The kind a property filters by when its declaration names none; undefined when none fits. */
export function derivedKind(prop: PropertySchema): FilterKind | undefined {
  if (prop['x-ref']) return 'reference';
  if (prop.enum) return 'enum';
  if (prop.type === 'boolean') return 'boolean';
  if (prop.type === 'string' && (prop.format === 'date' || prop.format === 'date-time')) return 'dateRange';
  if (prop.type === 'string') return 'contains';
  if (prop.type === 'integer' || prop.type === 'number') return 'equals';
  return undefined;
}

/** Why `kind` cannot filter `prop` (a sentence), or undefined when it can. */
export function kindMismatch(kind: FilterKind, prop: PropertySchema): string | undefined {
  const isDate = prop.type === 'string' && (prop.format === 'date' || prop.format === 'date-time');
  switch (kind) {
    case 'reference':
      return prop['x-ref'] ? undefined : 'a "reference" filter needs a property with x-ref';
    case 'enum':
      return prop.enum ? undefined : 'an "enum" filter needs a property with enum';
    case 'boolean':
      return prop.type === 'boolean' ? undefined : 'a "boolean" filter needs a boolean property';
    case 'dateRange':
      return isDate ? undefined : 'a "dateRange" filter needs a string property of format date or date-time';
    case 'contains':
      return prop.type === 'string' && !isDate ? undefined : 'a "contains" filter needs a text (string) property';
    case 'equals':
      return ['integer', 'number', 'string', 'boolean'].includes(String(prop.type))
        ? undefined
        : 'an "equals" filter needs an integer, number, string or boolean property';
  }
}

/**
 * The declaration with its defaults, or a reason (a sentence saying the fix) when it cannot be
 * one. `prop` is the property the declaration names (undefined: no such property).
 */
export function listFilterOf(item: ListFilterFile, prop: PropertySchema | undefined): ListFilter | string {
  const declared = typeof item === 'string' ? { field: item } : item;
  const { field } = declared;
  if (!prop) return `unknown property "${field}": name a property of this schema`;
  const kind = declared.kind ?? derivedKind(prop);
  if (!kind) return `"${field}" cannot be filtered (type ${String(prop.type)}); remove it or give it a "kind"`;
  const mismatch = kindMismatch(kind, prop);
  if (mismatch) return `${mismatch}; "${field}" is not one: change "kind" or the field`;
  const given: { value?: string; from?: string; to?: string } = declared.params ?? {};
  let params: FilterParams;
  if (kind === 'dateRange') {
    if (given.value) return 'a date range takes "params": { "from", "to" }, not "value"';
    params = { from: given.from ?? `${field}From`, to: given.to ?? `${field}To` };
    if (params.from === params.to) return '"params.from" and "params.to" must be two different names';
  } else {
    if (given.from || given.to) return `a "${kind}" filter takes "params": { "value" }, not "from"/"to"`;
    params = { value: given.value ?? field };
  }
  return { field, kind, ...(declared.label ? { label: declared.label } : {}), params };
}
