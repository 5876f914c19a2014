import { describe, expect, it } from 'vitest';
import { normalizeSchema, SchemaError } from '@schema/normalize.js';
import { loadSchemas } from '@schema/load-dir.js';
import type { EntitySchema } from '@schema/types.js';
import { readFileSync } from 'node:fs';

/** The list columns a user reads as text: text properties (not dates) and reference labels. */
function textColumns(schema: EntitySchema): string[] {
  const labels = new Set(Object.values(schema.properties).flatMap((p) => (p['x-ref']?.as ? [p['x-ref'].as] : [])));
  return schema.resource.list.columns
    .filter((c) => c.format !== 'active' && c.format !== 'date' && c.format !== 'datetime')
    .map((c) => c.field)
    .filter((field) => {
      if (labels.has(field)) return true;
      const prop = schema.properties[field];
      return prop?.type === 'string' && !prop.enum && prop.format !== 'date' && prop.format !== 'date-time';
    });
}

describe('x-resource.list.search', () => {
  it('covers every text column each list shows, reference labels included', () => {
    const schemas = loadSchemas('schemas');
    const missing = schemas
      .filter((s) => !s.resource.singleton)
      .flatMap((s) =>
        textColumns(s)
          .filter((f) => !s.resource.list.search.includes(f))
          .map((f) => `${s.name}.${f}`),
      );
    expect(missing).toEqual([]);
  });

  it('accepts a reference label (x-ref.as) and refuses a number or an unknown name', () => {
    const raw = JSON.parse(readFileSync('schemas/finance/payment-account.json', 'utf8'));
    raw['x-resource'].list.search = ['title', 'infraTypeName'];
    expect(normalizeSchema(raw, 'schemas/x.json').resource.list.search).toEqual(['title', 'infraTypeName']);
    for (const bad of ['infraTypeId', 'nowhere']) {
      raw['x-resource'].list.search = [bad];
      expect(() => normalizeSchema(raw, 'schemas/x.json')).toThrow(SchemaError);
    }
  });
});
