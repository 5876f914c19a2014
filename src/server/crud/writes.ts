/**
 * Create, update and delete of one entity: validation from the schema (rich text sanitised
 * first), references checked against their tables (the ref's `query` and `dependsOn`), agency scope
 * forced, and every write in one transaction so a rejected request changes nothing.
 */
import { fieldMessage } from '../../schema/messages.js';
import type { Lang } from '../../schema/types.js';
import { validateEntity, type FieldErrors } from '../../schema/validate.js';
import { columnOf } from '../db/entity-tables.js';
import type { Queryable, Row } from '../db/types.js';
import { forbidden, HttpError, notFound, ValidationError } from '../errors.js';
import type { ResourceContext } from './context.js';
import { coerce } from './list-query.js';
import { countReferences, deleteRow, getRow, insertRow, rowMatches, updateRow, type Scope } from './repository.js';
import { richTextPreparer } from './rich-text.js';

type Body = Record<string, unknown>;

function asBody(body: unknown): Body {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Body) } : {};
}

/** A positive integer id from a query string or body, else a 400 naming `id`. */
export function readId(ctx: ResourceContext, raw: unknown, lang: Lang): number {
  const schema = ctx.model.schema;
  if (raw === undefined || raw === null || raw === '') {
    throw new ValidationError({ id: [fieldMessage(schema, 'id', 'required', lang)] });
  }
  const id = coerce(schema.properties.id, raw);
  if (typeof id !== 'number' || id < 1) throw new ValidationError({ id: [fieldMessage(schema, 'id', 'type', lang)] });
  return id;
}

async function checkReferences(tx: Queryable, ctx: ResourceContext, values: Body, scope: Scope, lang: Lang): Promise<void> {
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
    if (!(await rowMatches(tx, target, scope, value as number, query))) {
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

/** One transaction on the entity's table; answers read from it are dropped afterwards. */
function writeTransaction<T>(ctx: ResourceContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn).finally(() => ctx.cache.invalidate(ctx.model.schema.resource.table, ctx.readers));
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A write that lost a race with the delete of a referenced row (checked, then gone before the
 * insert): the foreign key refuses it, and the answer is the field's reference message, as
 * if the check had seen it. PostgreSQL's detail names the column: `Key (city_id)=(5) is not present`.
 */
async function referencesStillThere<T>(ctx: ResourceContext, lang: Lang, write: () => Promise<T>): Promise<T> {
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

export function createEntity(ctx: ResourceContext, input: unknown, scope: Scope, lang: Lang): Promise<Row> {
  if (ctx.model.schema.resource.agencyScope === 'id' && scope.agencyId !== undefined) {
    throw forbidden('Agency users cannot create this resource.');
  }
  return writeTransaction(ctx, async (tx) => {
    const values = await prepare(tx, ctx, input, scope, lang);
    const id = await referencesStillThere(ctx, lang, () => insertRow(tx, ctx.model, values));
    return (await getRow(tx, ctx.model, {}, id))!;
  });
}

export function updateEntity(ctx: ResourceContext, input: unknown, scope: Scope, lang: Lang): Promise<Row> {
  const id = readId(ctx, asBody(input).id, lang);
  return writeTransaction(ctx, async (tx) => {
    if (!(await rowMatches(tx, ctx.model, scope, id))) throw notFound();
    const values = await prepare(tx, ctx, input, scope, lang);
    if (!(await referencesStillThere(ctx, lang, () => updateRow(tx, ctx.model, scope, id, values)))) throw notFound();
    return (await getRow(tx, ctx.model, {}, id))!;
  });
}

const inUse: Record<Lang, string> = {
  en: 'This {one} cannot be deleted: it is still used by {n} {many}.',
  fr: 'Impossible de supprimer cet élément ({one}) : {n} {many} l\'utilisent encore.',
};
const inUseBy: Record<Lang, string> = {
  en: 'This {one} cannot be deleted: it is still used by {many}.',
  fr: 'Impossible de supprimer cet élément ({one}) : des {many} l\'utilisent encore.',
};
const usersLabel: Record<Lang, string> = { en: 'users', fr: 'utilisateurs' };
const otherRecords: Record<Lang, string> = { en: 'other records', fr: 'autres enregistrements' };

export function deleteEntity(ctx: ResourceContext, rawId: unknown, scope: Scope, lang: Lang): Promise<{ id: number }> {
  const id = readId(ctx, rawId, lang);
  const text = ctx.model.schema.resource.text[lang];
  return writeTransaction(ctx, async (tx) => {
    if (!(await rowMatches(tx, ctx.model, scope, id))) throw notFound();
    for (const referrer of ctx.referrers) {
      const n = await countReferences(tx, referrer.table, referrer.column, id);
      if (n > 0) {
        const many = referrer.schema ? referrer.schema.resource.text[lang].many.toLowerCase() : usersLabel[lang];
        throw new HttpError(409, inUse[lang].replace('{one}', text.one.toLowerCase()).replace('{n}', String(n)).replace('{many}', many));
      }
    }
    try {
      await deleteRow(tx, ctx.model, scope, id);
    } catch (error) {
      // A referring row created after the count (a race the foreign key settles): same 409,
      // naming the referring entity from PostgreSQL's detail (`... referenced from table "hotel"`).
      const { code, detail } = error as { code?: string; detail?: string };
      if (code !== FOREIGN_KEY_VIOLATION) throw error;
      const table = /from table "([^"]+)"/.exec(detail ?? '')?.[1];
      const referrer = ctx.referrers.find((r) => r.table === table);
      const many = referrer?.schema ? referrer.schema.resource.text[lang].many.toLowerCase() : referrer ? usersLabel[lang] : otherRecords[lang];
      throw new HttpError(409, inUseBy[lang].replace('{one}', text.one.toLowerCase()).replace('{many}', many));
    }
    return { id };
  });
}
