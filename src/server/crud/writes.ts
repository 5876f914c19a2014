/**
 * Create, update and delete of one entity: validation from the schema (rich text sanitised
 * first), references checked against their tables (the ref's `query` and `dependsOn`, live rows
 * only), `x-unique` values checked against the other live rows (unique.ts), agency scope forced,
 * the row version checked, and every write in one transaction so a
 * rejected request changes nothing. A delete moves the row to the trash (trash.ts restores it).
 * Modules' write hooks (hooks.ts) run in the same transaction: `before` once the body is valid,
 * `after` once the row is written and audited.
 */
import { fieldMessage } from '@schema/messages.js';
import type { Lang } from '@schema/types.js';
import { validateEntity, type FieldErrors } from '@schema/validate.js';
import { columnOf } from '../db/entity-tables.js';
import type { Queryable, Row } from '../db/types.js';
import { recordAudit, type Operation } from '../audit/index.js';
import type { AuthUser } from '../auth/token.js';
import { forbidden, HttpError, notFound, ValidationError } from '../errors.js';
import { asInput } from '../http/body.js';
import { checkVersion, type ExpectedVersion } from '../http/row-version.js';
import type { ResourceContext } from './context.js';
import { coerce } from './list-query.js';
import { countReferences, getRow, insertRow, rowMatches, setDeleted, updateRow, type Scope } from './repository.js';
import { richTextPreparer } from './rich-text.js';
import { checkUnique, uniqueStillHolds } from './unique.js';

type Body = Record<string, unknown>;

/** Who writes: the caller's agency scope, language and identity. */
export interface Writer {
  scope: Scope;
  lang: Lang;
  user: AuthUser | null;
}

/** A copy of the body's object: the write fills and drops keys. */
const asBody = (body: unknown): Body => ({ ...asInput(body) });

/** A positive integer id from a query string or body, else a 400 naming `id`. */
export function readId(ctx: ResourceContext, raw: unknown, lang: Lang, param = 'id'): number {
  const schema = ctx.model.schema;
  // Errors are keyed by the parameter the client sent (`countryId` for a country's delete).
  if (raw === undefined || raw === null || raw === '') {
    throw new ValidationError({ [param]: [fieldMessage(schema, 'id', 'required', lang)] });
  }
  const id = coerce(schema.properties.id, raw);
  if (typeof id !== 'number' || id < 1)
    throw new ValidationError({ [param]: [fieldMessage(schema, 'id', 'type', lang)] });
  return id;
}

/**
 * Every reference of the values must be a live row matching the ref's `query` (and `dependsOn`)
 * in the caller's scope, else the field's reference 400. Each is locked FOR SHARE until the
 * write commits: a delete of that row waits, then counts this row among its referrers (409).
 */
export async function checkReferences(
  tx: Queryable,
  ctx: ResourceContext,
  values: Body,
  scope: Scope,
  lang: Lang,
): Promise<void> {
  const { schema } = ctx.model;
  const errors: FieldErrors = {};
  for (const name of ctx.model.writable) {
    const ref = schema.properties[name]['x-ref'];
    const value = values[name];
    if (!ref || value === null || value === undefined) continue;
    const target = ctx.models.get(ref.resource)!;
    // dependsOn: the referenced row must belong to the chosen parent (a city of the country).
    const query: Record<string, unknown> = ref.dependsOn
      ? { ...ref.query, [ref.dependsOn.param]: values[ref.dependsOn.field] ?? null }
      : { ...ref.query };
    if (!(await rowMatches(tx, target, scope, value as number, query, true))) {
      errors[name] = [fieldMessage(schema, name, 'reference', lang)];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Validated values of a body, with the agency-scope column forced to the caller's agency. */
async function prepare(tx: Queryable, ctx: ResourceContext, input: unknown, scope: Scope, lang: Lang): Promise<Body> {
  const { schema } = ctx.model;
  const body = asBody(input);
  const scopeProperty = schema.resource.agencyScope;
  if (scopeProperty && scopeProperty !== 'id' && scope.agencyId !== undefined) body[scopeProperty] = scope.agencyId;
  const { value, errors } = validateEntity(schema, body, lang, richTextPreparer(schema));
  if (errors) throw new ValidationError(errors);
  await checkReferences(tx, ctx, value, scope, lang);
  return value;
}

/** Fields of an answered row that are not the row's data (never in the audit trail). */
const NOT_AUDITED = ['id', 'version', 'dateCreated', 'lastModifiedDate', 'deletedDate'];

/**
 * The audit entry of one write, in its transaction (audit/record.ts): the changed fields of the
 * row as answered (reference labels included, so a new category shows its name too), the row's
 * agency when the entity is agency-scoped.
 */
export function auditRow(
  tx: Queryable,
  ctx: ResourceContext,
  w: Writer,
  operation: Operation,
  id: number,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  const scope = ctx.model.schema.resource.agencyScope;
  const row = after ?? before;
  const agencyId = scope && row ? (row[scope] as number | null) : null;
  return recordAudit(tx, {
    user: w.user,
    entity: ctx.model.schema.name,
    entityId: id,
    operation,
    before,
    after,
    ignore: [...NOT_AUDITED, ...ctx.model.copies],
    agencyId,
  });
}

/** One transaction on the entity's table; answers read from it are dropped afterwards. */
export function writeTransaction<T>(ctx: ResourceContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn).finally(() => ctx.cache.invalidate(ctx.model.schema.resource.table, ctx.readers));
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A write whose reference the foreign key refuses (a value the check let through, e.g. a row
 * removed outside the API): the field's reference message, as if the check had seen it.
 * PostgreSQL's detail names the column: `Key (city_id)=(5) is not present`.
 */
export async function referencesStillThere<T>(ctx: ResourceContext, lang: Lang, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code !== FOREIGN_KEY_VIOLATION) throw error;
    const column = /^Key \(([^)]+)\)/.exec(detail ?? '')?.[1];
    const field = ctx.model.writable.find((p) => columnOf(p) === column);
    if (!field) throw error;
    throw new ValidationError({ [field]: [fieldMessage(ctx.model.schema, field, 'reference', lang)] });
  }
}

export function createEntity(ctx: ResourceContext, input: unknown, w: Writer): Promise<Row> {
  if (ctx.model.schema.resource.agencyScope === 'id' && w.scope.agencyId !== undefined) {
    throw forbidden('Agency users cannot create this resource.');
  }
  return writeTransaction(ctx, async (tx) => {
    const values = await prepare(tx, ctx, input, w.scope, w.lang);
    await checkUnique(tx, ctx, values, w.lang);
    const event = { tx, schema: ctx.model.schema, user: w.user, lang: w.lang, values, before: null };
    await ctx.hooks.run('beforeCreate', { ...event, after: null });
    const row = await uniqueStillHolds(ctx, w.lang, () =>
      referencesStillThere(ctx, w.lang, () => insertRow(tx, ctx.model, values)),
    );
    await auditRow(tx, ctx, w, 'create', row.id as number, null, row);
    await ctx.hooks.run('afterCreate', { ...event, id: row.id as number, after: row });
    return row;
  });
}

/**
 * Replaces a live row's writable properties. The row is locked first: 404 when it is not live in
 * scope, 409 `stale-version` when the request was made from another version (row-version.ts).
 */
export function updateEntity(ctx: ResourceContext, input: unknown, expected: ExpectedVersion, w: Writer): Promise<Row> {
  const id = readId(ctx, asBody(input).id, w.lang);
  return writeTransaction(ctx, async (tx) => {
    const before = await getRow(tx, ctx.model, w.scope, id, { lock: true });
    if (!before) throw notFound();
    checkVersion(expected, before.version as number, w.lang);
    const values = await prepare(tx, ctx, input, w.scope, w.lang);
    await checkUnique(tx, ctx, values, w.lang, before);
    const event = { tx, schema: ctx.model.schema, user: w.user, lang: w.lang, id, values, before };
    await ctx.hooks.run('beforeUpdate', { ...event, after: null });
    const after = await uniqueStillHolds(ctx, w.lang, () =>
      referencesStillThere(ctx, w.lang, () => updateRow(tx, ctx.model, w.scope, id, values)),
    );
    if (!after) throw notFound();
    await auditRow(tx, ctx, w, 'update', id, before, after);
    await ctx.hooks.run('afterUpdate', { ...event, after });
    return after;
  });
}

const inUse: Record<Lang, string> = {
  // The SPA puts its own "Failed to delete {one}." before this reason, so it says only why.
  en: 'It is used by {n} {many}.',
  fr: 'Il est utilisé par {n} {many}.',
};
const usersLabel: Record<Lang, string> = { en: 'users', fr: 'utilisateurs' };

/**
 * Moves a live row to the trash. The row is locked first (FOR UPDATE), so a write referring to
 * it either committed before (and is counted: 409 naming the referring entity) or waits and
 * then finds it deleted (its reference 400). Rows in the trash do not count as referrers.
 */
export function deleteEntity(ctx: ResourceContext, rawId: unknown, w: Writer, param = 'id'): Promise<{ id: number }> {
  const id = readId(ctx, rawId, w.lang, param);
  return writeTransaction(ctx, async (tx) => {
    const before = await getRow(tx, ctx.model, w.scope, id, { lock: true });
    if (!before) throw notFound();
    for (const referrer of ctx.referrers) {
      const n = await countReferences(tx, referrer.table, referrer.column, id, referrer.schema !== undefined);
      if (n > 0) {
        const many = referrer.schema ? referrer.schema.resource.text[w.lang].many.toLowerCase() : usersLabel[w.lang];
        throw new HttpError(409, inUse[w.lang].replace('{n}', String(n)).replace('{many}', many));
      }
    }
    const event = { tx, schema: ctx.model.schema, user: w.user, lang: w.lang, id, before };
    await ctx.hooks.run('beforeDelete', { ...event, after: null });
    await setDeleted(tx, ctx.model, w.scope, id, true);
    await auditRow(tx, ctx, w, 'delete', id, { ...before, isDeleted: false }, { ...before, isDeleted: true });
    await ctx.hooks.run('afterDelete', { ...event, after: { ...before, isDeleted: true } });
    return { id };
  });
}
