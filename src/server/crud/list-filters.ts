/**
 * The declared filters of a list (x-resource.list.filters, @schema/list-filters.ts) on the
 * server: read from the query string or the POST body and checked (a bad value answers 400
 * keyed by its parameter, en/fr), then written as parameterised SQL. Nothing here names an
 * entity; a bespoke list (a module's own repository) may use both halves with its own
 * declarations and column expressions.
 * @example
 * const read = readDeclaredFilters(filters, properties, input, lang);   // 400 on a bad value
 * const sql = filterClauses(read, (field) => `t.${ident(columnOf(field))}`, properties, params);
 */
import { EQUALITY_KINDS, filterProperty, type ListFilter } from '@schema/list-filters.js';
import type { Lang, LocalText, PropertySchema } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { likeContains } from '../db/sql.js';
import { ValidationError } from '../errors.js';
import { coerce } from './list-query.js';

/** One filter the request set: equality (one value or any of several), a contained text, or a range of days. */
export type FilterValue =
  | { field: string; kind: 'equality'; values: unknown[] }
  | { field: string; kind: 'contains'; text: string }
  | { field: string; kind: 'dateRange'; from?: string; to?: string };

type Input = Record<string, unknown>;

/** Longest contained text a filter takes: longer is no clerk's filter. */
const TEXT_MAX = 200;

const texts: Record<Lang, { date: string; value: string; text: string }> = {
  en: {
    date: '{label} must be a date (YYYY-MM-DD).',
    value: '{label} has an invalid value.',
    text: '{label} must be a text of at most 200 characters.',
  },
  fr: {
    date: 'Le champ « {label} » doit être une date (AAAA-MM-JJ).',
    value: 'Le champ « {label} » contient une valeur invalide.',
    text: 'Le champ « {label} » doit être un texte de 200 caractères au plus.',
  },
};

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** `YYYY-MM-DD` naming a real day, else undefined. */
export function isoDay(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
}

/** The day after an ISO day (`2026-02-28` → `2026-03-01`). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A value in the property's type (list-query.ts `coerce`), or undefined; an enum's: one of its values. */
function equalityValue(prop: PropertySchema, raw: unknown): unknown {
  const value = coerce(prop, raw);
  if (value !== undefined && prop.enum && !prop.enum.includes(value as string | number)) return undefined;
  return value;
}

/** The label a message names: the declaration's, else the property's (`x-i18n`), else the field. */
function labelOf(filter: ListFilter, prop: PropertySchema | undefined, lang: Lang): string {
  const own: LocalText | undefined = filter.label;
  return own?.[lang] ?? prop?.['x-i18n']?.[lang]?.title ?? prop?.title ?? filter.field;
}

/**
 * The filters `input` sets, by declaration; blank parameters set nothing. A parameter given
 * several times matches any of its values (equality kinds); a date range's two days are each
 * optional. Throws a ValidationError (400) keyed by the parameter when a value is bad.
 */
export function readDeclaredFilters(
  filters: readonly ListFilter[],
  properties: Record<string, PropertySchema>,
  input: Input,
  lang: Lang,
): FilterValue[] {
  const out: FilterValue[] = [];
  const errors: FieldErrors = {};
  for (const filter of filters) {
    const prop = filterProperty(properties, filter.field);
    const fail = (param: string, key: keyof (typeof texts)['en']) => {
      errors[param] = [texts[lang][key].replace('{label}', labelOf(filter, prop, lang))];
    };
    if ('from' in filter.params) {
      const { from, to } = filter.params;
      const range: { from?: string; to?: string } = {};
      for (const [param, end] of [
        [from, 'from'],
        [to, 'to'],
      ] as const) {
        const raw = input[param];
        if (isBlank(raw)) continue;
        const day = isoDay(raw);
        if (!day) fail(param, 'date');
        else range[end] = day;
      }
      if (range.from || range.to) out.push({ field: filter.field, kind: 'dateRange', ...range });
      continue;
    }
    const param = filter.params.value;
    const raw = input[param];
    if (isBlank(raw)) continue;
    if (filter.kind === 'contains') {
      if (typeof raw !== 'string' || raw.length > TEXT_MAX) fail(param, 'text');
      else if (raw.trim()) out.push({ field: filter.field, kind: 'contains', text: raw.trim() });
      continue;
    }
    if (!EQUALITY_KINDS.includes(filter.kind) || !prop) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v)).map((v) => equalityValue(prop, v));
    if (values.some((v) => v === undefined)) fail(param, 'value');
    else if (values.length) out.push({ field: filter.field, kind: 'equality', values: [...new Set(values)] });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

/** Bound parameters of one statement: `add` answers the placeholder (`$3`). */
export interface ParamSink {
  add(value: unknown): string;
}

/**
 * The WHERE clauses of the filters read: equality (`= ANY` for several values), a contained
 * text (case- and accent-insensitive through `search_fold()`, its `%`, `_` and `\` plain
 * characters), a range of whole days (a `date-time` column up to the start of the day after
 * the To day, in UTC). `expr(field)` is the column's SQL expression, from the schema only.
 */
export function filterClauses(
  read: readonly FilterValue[],
  expr: (field: string) => string,
  properties: Record<string, PropertySchema>,
  params: ParamSink,
): string[] {
  return read.flatMap((f): string[] => {
    const column = expr(f.field);
    if (f.kind === 'equality') {
      return [
        f.values.length === 1 ? `${column} = ${params.add(f.values[0])}` : `${column} = ANY(${params.add(f.values)})`,
      ];
    }
    if (f.kind === 'contains') return [`search_fold(${column}) LIKE search_fold(${params.add(likeContains(f.text))})`];
    const instant = filterProperty(properties, f.field)?.format === 'date-time';
    const clauses: string[] = [];
    if (f.from)
      clauses.push(
        `${column} >= ${params.add(instant ? `${f.from}T00:00:00Z` : f.from)}::${instant ? 'timestamptz' : 'date'}`,
      );
    if (f.to) {
      clauses.push(
        instant
          ? `${column} < ${params.add(`${nextDay(f.to)}T00:00:00Z`)}::timestamptz`
          : `${column} <= ${params.add(f.to)}::date`,
      );
    }
    return clauses;
  });
}
