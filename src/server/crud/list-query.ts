/**
 * Reads a list request (query string for GET, JSON body for POST) into a ListQuery:
 * search, 1-based page and size (default paging.defaultSize, capped at 1000), sort/order
 * (only list columns and properties) and the declared filters (list-filters.ts); bad values answer 400.
 */
import { fieldMessage } from '@schema/messages.js';
import { INT_MAX, INT_MIN, isRowId } from '@domain/int-bounds.js';
import type { Lang, PropertySchema } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { ValidationError } from '../errors.js';
import { MAX_PAGE_SIZE, pagingTexts } from '../http/paging.js';
import type { EntityModel } from './model.js';
import { readDeclaredFilters } from './list-filters.js';
import type { ListQuery } from './repository.js';

export const sortTexts: Record<Lang, { sort: string; order: string }> = {
  en: { sort: 'Sorting by "{v}" is not allowed.', order: 'Order must be asc or desc.' },
  fr: { sort: "Le tri par « {v} » n'est pas autorisé.", order: "L'ordre doit être asc ou desc." },
};

type Input = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The number a query-string text spells as a plain decimal (`12`, `-3`, `1.5`), else NaN:
 * `Number()` would also read `0x10`, `1e3`, ` 12`, `+5` and `Infinity`.
 */
export function decimal(raw: string): number {
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
}

/** A filter value in the property's type, or undefined when it cannot be one. */
export function coerce(prop: PropertySchema, raw: unknown): unknown {
  if (prop.type === 'string') return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : undefined;
  if (prop.type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? decimal(raw) : NaN;
  if (!Number.isFinite(n)) return undefined;
  if (prop.type === 'integer' && !Number.isInteger(n)) return undefined;
  if (prop.type === 'integer' && (n < INT_MIN || n > INT_MAX)) return undefined;
  return n;
}

/**
 * Equality filters for the given properties; blank values mean "no filter". A repeated
 * parameter becomes an array of values (SQL `= ANY`).
 */
export function readFilters(
  model: EntityModel,
  input: Input,
  fields: string[],
  lang: Lang,
  required = false,
): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = input[field];
    if (isBlank(raw)) {
      if (required) errors[field] = [fieldMessage(model.schema, field, 'required', lang)];
      continue;
    }
    // A parameter given several times (`?typeGroupId=10&typeGroupId=11`) matches any of them.
    const raws = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v));
    const values = raws.map((v) => coerce(model.schema.properties[field], v));
    if (values.some((v) => v === undefined)) errors[field] = [fieldMessage(model.schema, field, 'type', lang)];
    else if (values.length === 1) filters[field] = values[0];
    else if (values.length > 1) filters[field] = [...new Set(values)];
    else if (required) errors[field] = [fieldMessage(model.schema, field, 'required', lang)];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return filters;
}

/** A page number or size: a whole number from 1 to the integer range (a size above 1000 is capped later). */
function positiveInt(raw: unknown, fallback: number): number | undefined {
  if (isBlank(raw)) return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? decimal(raw) : NaN;
  return isRowId(n) ? n : undefined;
}

/** The sort of a list or dropdown: `sort`/`order` if given and allowed, else list.sort. */
export function readSort(model: EntityModel, input: Input, lang: Lang): ListQuery['sort'] {
  const { list } = model.schema.resource;
  const field = isBlank(input.sort) ? list.sort.field : String(input.sort);
  const allowed = list.columns.some((c) => c.field === field) || field in model.schema.properties;
  const expr = allowed ? model.expr(field) : undefined;
  const errors: FieldErrors = {};
  if (!expr) errors.sort = [sortTexts[lang].sort.replace('{v}', field)];
  const rawOrder = isBlank(input.order)
    ? isBlank(input.sort)
      ? list.sort.order
      : 'ASC'
    : String(input.order).toUpperCase();
  if (rawOrder !== 'ASC' && rawOrder !== 'DESC') errors.order = [sortTexts[lang].order];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { expr: expr!, order: rawOrder as 'ASC' | 'DESC' };
}

export function readListQuery(
  model: EntityModel,
  input: Input,
  lang: Lang,
): ListQuery & { page: { index: number; size: number } } {
  const { paging, list } = model.schema.resource;
  const index = positiveInt(input[paging.page], 1);
  const size = positiveInt(input[paging.size], paging.defaultSize);
  const errors: FieldErrors = {};
  if (index === undefined) errors[paging.page] = [`${paging.page} ${pagingTexts[lang]}`];
  if (size === undefined) errors[paging.size] = [`${paging.size} ${pagingTexts[lang]}`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const search = typeof input[paging.search] === 'string' ? (input[paging.search] as string).trim() : '';
  const conditions = readDeclaredFilters(list.filters, model.schema.properties, input, lang);
  const filters: Record<string, unknown> = {};
  for (const [param, field] of Object.entries(list.filterAliases ?? {})) {
    Object.assign(filters, readFilters(model, { [field]: input[param] }, [field], lang));
  }
  return {
    search: search || undefined,
    filters,
    conditions,
    sort: readSort(model, input, lang),
    page: { index: index!, size: Math.min(size!, MAX_PAGE_SIZE) },
  };
}
