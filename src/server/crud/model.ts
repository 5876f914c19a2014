/**
 * The SQL shape of an entity, derived from its schema alone: the table, the select list
 * (camelCase properties plus each reference's label under its `as` name, by LEFT JOIN, and
 * each image's URL under its `x-full-path` name),
 * and the expression behind every field a client may sort or filter on.
 */
import type { EntitySchema } from '@schema/types.js';
import { columnOf } from '../db/entity-tables.js';
import { alias, ident } from '../db/sql.js';
import { searchedLabels, type SearchedLabel } from './search.js';

export interface EntityModel {
  schema: EntitySchema;
  /** Quoted table name. */
  table: string;
  /**
   * `t."id" AS "id", ..., r0."title" AS "infraTypeName"`, then the base entity:
   * `version`, `dateCreated`, `lastModifiedDate` (BASE_FIELDS).
   */
  select: string;
  /** `LEFT JOIN "infra_type" r0 ON r0."id" = t."infra_type_id"` ... */
  joins: string;
  /** SQL expression of a property or a reference label alias, or undefined if unknown. */
  expr(field: string): string | undefined;
  /** Writable properties in a stable order. */
  writable: string[];
  /** Tables joined for reference labels: a write to one of them changes this entity's answers. */
  joinedTables: string[];
  /** Answer keys that only copy a property (`x-full-path`): not audited, the property is. */
  copies: string[];
  /** The reference labels the list search looks in (search.ts). */
  searchedLabels: SearchedLabel[];
}

/** Fields every row answers beside its schema's properties (the base entity), by column. */
export const BASE_FIELDS = { version: 'version', dateCreated: 'created_at', lastModifiedDate: 'updated_at' } as const;

/** The base table is always aliased `t`. */
export function buildModel(schema: EntitySchema, byName: Map<string, EntitySchema>): EntityModel {
  const exprs = new Map<string, string>();
  const select: string[] = [];
  const joins: string[] = [];
  const joinedTables = new Set<string>();
  for (const name of Object.keys(schema.properties)) {
    const e = `t.${ident(columnOf(name))}`;
    exprs.set(name, e);
    select.push(`${e} AS ${alias(name)}`);
  }
  Object.entries(schema.properties).forEach(([name, prop], i) => {
    const ref = prop['x-ref'];
    if (!ref?.as) return;
    const target = byName.get(ref.resource)!;
    const r = `r${i}`;
    joinedTables.add(target.resource.table);
    joins.push(`LEFT JOIN ${ident(target.resource.table)} ${r} ON ${r}."id" = t.${ident(columnOf(name))}`);
    const e = `${r}.${ident(columnOf(ref.label))}`;
    exprs.set(ref.as, e);
    select.push(`${e} AS ${alias(ref.as)}`);
  });
  // An image's URL under a second name (`x-full-path`): the stored value is already the URL.
  const copies: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties)) {
    const fullPath = prop['x-full-path'];
    if (!fullPath) continue;
    exprs.set(fullPath, exprs.get(name)!);
    select.push(`${exprs.get(name)!} AS ${alias(fullPath)}`);
    copies.push(fullPath);
  }
  for (const [field, column] of Object.entries(BASE_FIELDS)) {
    // Filterable too: a list may declare a date range on `dateCreated` (@schema/list-filters.ts).
    exprs.set(field, `t.${ident(column)}`);
    select.push(`t.${ident(column)} AS ${alias(field)}`);
  }
  return {
    schema,
    table: ident(schema.resource.table),
    select: select.join(', '),
    joins: joins.join(' '),
    expr: (field) => exprs.get(field),
    writable: Object.entries(schema.properties)
      .filter(([, p]) => !p.readOnly)
      .map(([n]) => n),
    joinedTables: [...joinedTables],
    copies,
    searchedLabels: searchedLabels(schema, byName),
  };
}

/** Collects bound parameters and hands out their $n placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
