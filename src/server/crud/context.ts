/** What every generic endpoint of one entity works with, built once at start-up. */
import type { EntitySchema } from '@schema/types.js';
import { columnOf } from '../db/entity-tables.js';
import type { Db } from '../db/types.js';
import { EntityHooks } from './hooks.js';
import { ReadCache } from './read-cache.js';
import { buildModel, type EntityModel } from './model.js';

/** A table column that points at rows of the entity (blocks their deletion). */
export interface Referrer {
  table: string;
  column: string;
  /** The referring entity, for the 409 message; absent for core tables (users). */
  schema?: EntitySchema;
}

/** A column of this entity that points at another entity's rows (its `x-ref`s, its agency scope). */
export interface Reference {
  property: string;
  target: EntityModel;
}

export interface ResourceContext {
  db: Db;
  model: EntityModel;
  /** Models of every entity by name, for reference checks. */
  models: Map<string, EntityModel>;
  referrers: Referrer[];
  /** What this entity's rows point at: each must be live for a restore. */
  references: Reference[];
  /** Remembered list answers (PGlite only); a write to a table they read drops them. */
  cache: ReadCache;
  /** Tables whose answers join this entity's table (for their reference labels). */
  readers: string[];
  /** Modules' hooks on its writes and its getbyid answer (hooks.ts). */
  hooks: EntityHooks;
}

function referrersOf(target: EntitySchema, schemas: EntitySchema[]): Referrer[] {
  const out: Referrer[] = [];
  const isAgencyTable = target.resource.agencyScope === 'id';
  for (const s of schemas) {
    for (const [name, prop] of Object.entries(s.properties)) {
      const pointsHere =
        prop['x-ref']?.resource === target.name ||
        (isAgencyTable && s !== target && s.resource.agencyScope === name && !prop['x-ref']);
      if (pointsHere) out.push({ table: s.resource.table, column: columnOf(name), schema: s });
    }
  }
  // Users of an agency (users.agency_id) keep their agency from being deleted.
  if (isAgencyTable) out.push({ table: 'users', column: 'agency_id' });
  return out;
}

function referencesOf(source: EntitySchema, models: Map<string, EntityModel>): Reference[] {
  const agency = [...models.values()].find((m) => m.schema.resource.agencyScope === 'id');
  const scope = source.resource.agencyScope;
  return Object.entries(source.properties).flatMap(([property, prop]): Reference[] => {
    const ref = prop['x-ref'];
    if (ref) return [{ property, target: models.get(ref.resource)! }];
    return scope === property && scope !== 'id' && agency ? [{ property, target: agency }] : [];
  });
}

export function buildContexts(db: Db, schemas: EntitySchema[], hooks = new EntityHooks()): ResourceContext[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  const models = new Map(schemas.map((s) => [s.name, buildModel(s, byName)]));
  // One cache for the process: only with PGlite is this process the database's only writer.
  const cache = new ReadCache(db.kind === 'pglite' && process.env.READ_CACHE !== 'off');
  const readersOf = (table: string) =>
    [...models.values()].filter((m) => m.joinedTables.includes(table)).map((m) => m.schema.resource.table);
  return schemas.map((s) => ({
    db,
    model: models.get(s.name)!,
    models,
    referrers: referrersOf(s, schemas),
    references: referencesOf(s, models),
    cache,
    readers: readersOf(s.resource.table),
    hooks,
  }));
}
