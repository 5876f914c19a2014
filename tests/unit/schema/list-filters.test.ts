/**
 * `x-resource.list.filters`: each item read with its kind and parameters (derived from the
 * property, or declared), and the start-up errors that name the file, the item and the fix.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeSchema, SchemaError } from '@schema/normalize.js';

const paymentAccount = JSON.parse(readFileSync('schemas/finance/payment-account.json', 'utf8'));

/** The payment account schema with extra properties and the given filters. */
function withFilters(filters: unknown[], extra: Record<string, unknown> = {}) {
  const raw = structuredClone(paymentAccount);
  Object.assign(raw.properties, {
    opened: { type: 'string', format: 'date', title: 'Opened' },
    checkedAt: { type: 'string', format: 'date-time', title: 'Checked at' },
    level: {
      type: 'integer',
      enum: [1, 2],
      'x-enum-labels': [
        { en: 'Low', fr: 'Bas' },
        { en: 'High', fr: 'Haut' },
      ],
    },
    rank: { type: 'integer', title: 'Rank' },
    ...extra,
  });
  raw['x-resource'].list.filters = filters;
  return raw;
}

const filtersOf = (filters: unknown[]) => normalizeSchema(withFilters(filters), 'schemas/x.json').resource.list.filters;

function errorOf(filters: unknown[], extra?: Record<string, unknown>): SchemaError {
  try {
    normalizeSchema(withFilters(filters, extra), 'schemas/finance/payment-account.json');
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('list filters read from a schema', () => {
  it('derives each kind from its property, the parameters from the field', () => {
    expect(
      filtersOf(['infraTypeId', 'level', 'isActive', 'opened', 'checkedAt', 'ref', 'rank', 'dateCreated']),
    ).toEqual([
      { field: 'infraTypeId', kind: 'reference', params: { value: 'infraTypeId' } },
      { field: 'level', kind: 'enum', params: { value: 'level' } },
      { field: 'isActive', kind: 'boolean', params: { value: 'isActive' } },
      { field: 'opened', kind: 'dateRange', params: { from: 'openedFrom', to: 'openedTo' } },
      { field: 'checkedAt', kind: 'dateRange', params: { from: 'checkedAtFrom', to: 'checkedAtTo' } },
      { field: 'ref', kind: 'contains', params: { value: 'ref' } },
      { field: 'rank', kind: 'equals', params: { value: 'rank' } },
      { field: 'dateCreated', kind: 'dateRange', params: { from: 'dateCreatedFrom', to: 'dateCreatedTo' } },
    ]);
  });

  it('keeps a declared kind, label and parameter names', () => {
    const label = { en: 'Reference', fr: 'Référence' };
    expect(
      filtersOf([
        { field: 'ref', kind: 'equals', label, params: { value: 'refIs' } },
        { field: 'opened', params: { from: 'openedAfter', to: 'openedBefore' } },
      ]),
    ).toEqual([
      { field: 'ref', kind: 'equals', label, params: { value: 'refIs' } },
      { field: 'opened', kind: 'dateRange', params: { from: 'openedAfter', to: 'openedBefore' } },
    ]);
  });

  it('reads the project’s schemas: payment accounts filter by category, active and ref', () => {
    const schema = normalizeSchema(paymentAccount, 'schemas/finance/payment-account.json');
    expect(schema.resource.list.filters.map((f) => [f.field, f.kind])).toEqual([
      ['infraTypeId', 'reference'],
      ['isActive', 'boolean'],
      ['ref', 'contains'],
    ]);
  });
});

describe('start-up errors of list filters', () => {
  it('names the file, the item and the fix for an unknown property', () => {
    const e = errorOf(['nope']);
    expect(e.file).toBe('schemas/finance/payment-account.json');
    expect(e.property).toBe('x-resource.list.filters[0] ("nope")');
    expect(e.reason).toBe('unknown property "nope": name a property of this schema');
  });

  it('refuses a kind the property cannot have', () => {
    expect(errorOf([{ field: 'ref', kind: 'dateRange' }]).reason).toBe(
      'a "dateRange" filter needs a string property of format date or date-time; "ref" is not one: change "kind" or the field',
    );
    expect(errorOf([{ field: 'title', kind: 'reference' }]).reason).toContain('needs a property with x-ref');
    expect(errorOf([{ field: 'rank', kind: 'contains' }]).reason).toContain('needs a text (string) property');
    expect(errorOf([{ field: 'ref', kind: 'enum' }]).reason).toContain('needs a property with enum');
  });

  it('refuses parameters that do not fit the kind', () => {
    expect(errorOf([{ field: 'opened', params: { value: 'day' } }]).reason).toBe(
      'a date range takes "params": { "from", "to" }, not "value"',
    );
    expect(errorOf([{ field: 'ref', params: { from: 'a' } }]).reason).toBe(
      'a "contains" filter takes "params": { "value" }, not "from"/"to"',
    );
  });

  it('refuses a parameter taken twice or by the paging', () => {
    const twice = errorOf(['ref', { field: 'title', params: { value: 'ref' } }]);
    expect(twice.property).toBe('x-resource.list.filters[1] ("title")');
    expect(twice.reason).toBe(
      'the query parameter "ref" is already taken by x-resource.list.filters[0]; give this filter another name in "params"',
    );
    expect(errorOf([{ field: 'title', params: { value: 'search' } }]).reason).toContain(
      'already taken by the paging, search or sort',
    );
  });

  it('refuses an unknown kind or key through the meta-schema', () => {
    expect(errorOf([{ field: 'ref', kind: 'like' }]).property).toContain('x-resource');
    expect(errorOf([{ field: 'ref', operator: 'eq' }]).property).toContain('x-resource');
  });
});
