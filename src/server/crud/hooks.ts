/**
 * Write hooks of the generic endpoints: code of a module run inside the transaction of an
 * entity's create, update, delete and restore (writes.ts, trash.ts). A `before` hook runs once the
 * body is validated and its references checked, and may refuse by throwing the usual errors
 * (`ValidationError` → 400 `{errors}`, `HttpError(409, ...)`): nothing is written. An `after` hook
 * runs once the row is written and audited, and may write more rows with `tx`: they commit with
 * the row, or nothing does when anything throws. `onGetOne` adds keys to a getbyid answer.
 * Hooks are found by the schema's name (its `$id`); several modules may hook one entity (run in
 * the order the modules register).
 * @example
 *   app.entityHooks.on('payment', {
 *     beforeCreate: async ({ tx, values, lang }) => { if (await isClosed(tx, values.invoiceId)) throw new HttpError(409, closed[lang]); },
 *     afterCreate: ({ tx, after }) => markInvoicePaid(tx, after.invoiceId),
 *   });
 */
import type { EntitySchema, Lang } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable, Row } from '../db/types.js';

/** What a write hook sees. */
export interface WriteEvent {
  /** The write's transaction: read and write through it, never through the pool. */
  tx: Queryable;
  schema: EntitySchema;
  user: AuthUser | null;
  lang: Lang;
  /** The row's id; absent only before a create. */
  id?: number;
  /** The validated values of a create or update body (before hooks of create and update). */
  values?: Record<string, unknown>;
  /** The row as it was (update, delete, restore), as answered. */
  before: Row | null;
  /** The row as written (after hooks of create, update, restore; delete: the deleted row). */
  after: Row | null;
}

export type WriteHook = (event: WriteEvent) => Promise<void> | void;

export interface EntityHookSet {
  beforeCreate?: WriteHook;
  afterCreate?: WriteHook;
  beforeUpdate?: WriteHook;
  afterUpdate?: WriteHook;
  beforeDelete?: WriteHook;
  afterDelete?: WriteHook;
  beforeRestore?: WriteHook;
  afterRestore?: WriteHook;
  /** The getbyid answer of a live row, with more keys (a gallery's images); outside any transaction. */
  onGetOne?: (event: { db: Queryable; schema: EntitySchema; row: Row }) => Promise<Row>;
}

export type WriteMoment = Exclude<keyof EntityHookSet, 'onGetOne'>;

export class EntityHooks {
  private readonly sets = new Map<string, EntityHookSet[]>();

  /** Adds hooks to the writes of the entity named `schemaName`. */
  on(schemaName: string, hooks: EntityHookSet): void {
    const list = this.sets.get(schemaName) ?? [];
    list.push(hooks);
    this.sets.set(schemaName, list);
  }

  /** Whether any hook of `moment` is set for the entity. */
  has(schemaName: string, moment: keyof EntityHookSet): boolean {
    return (this.sets.get(schemaName) ?? []).some((set) => set[moment] !== undefined);
  }

  /** Runs every hook of `moment` for the entity, one after the other. */
  async run(moment: WriteMoment, event: WriteEvent): Promise<void> {
    for (const set of this.sets.get(event.schema.name) ?? []) await set[moment]?.(event);
  }

  /** The getbyid answer through every `onGetOne` of the entity. */
  async getOne(db: Queryable, schema: EntitySchema, row: Row): Promise<Row> {
    let answer = row;
    for (const set of this.sets.get(schema.name) ?? [])
      if (set.onGetOne) answer = await set.onGetOne({ db, schema, row: answer });
    return answer;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules' hooks on the generic writes (crud/hooks.ts). */
    entityHooks: EntityHooks;
  }
}
