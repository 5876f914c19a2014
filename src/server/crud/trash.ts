/**
 * The trash of one entity: rows moved there by a delete (writes.ts), newest-deleted first, and
 * their restore. Both need the resource's `delete` permission and hold agency users to their
 * agency (another agency's row answers 404, like one that is not in the trash).
 * A restore brings the row back one version up, unless a row it refers to is itself in the
 * trash (409 naming that field: restore that row first), or a live row already holds one of its
 * `x-unique` values (409: rename or delete that one first; unique.ts).
 */
import { fieldLabel } from '@schema/messages.js';
import type { Lang } from '@schema/types.js';
import type { Row } from '../db/types.js';
import { HttpError, notFound } from '../errors.js';
import type { ResourceContext } from './context.js';
import { getRow, listRows, rowMatches, setDeleted, type ListQuery } from './repository.js';
import { auditRow, readId, writeTransaction, type Writer } from './writes.js';
import type { Scope } from './repository.js';
import { checkRestorable, restoreStillHolds } from './unique.js';

/**
 * The trash's extra fields: when the row was deleted, and who deleted it (the author's name in
 * the audit entry of that delete; null for a row deleted before the trail or by a script).
 */
function deletedFields(entity: string): string {
  const who = `(SELECT a.user_name FROM audit_entries a WHERE a.entity = '${entity.replace(/'/g, "''")}'
    AND a.entity_id = t."id"::text AND a.operation = 'delete' ORDER BY a.id DESC LIMIT 1)`;
  return `t."deleted_at" AS "deletedDate", ${who} AS "deletedBy"`;
}

/** One page of deleted rows (search as the list's), newest-deleted first, each with `deletedDate` and `deletedBy`. */
export async function listTrash(
  ctx: ResourceContext,
  scope: Scope,
  q: Pick<ListQuery, 'search'> & { page: { index: number; size: number } },
): Promise<{ rows: Row[]; total: number }> {
  const model = {
    ...ctx.model,
    select: `${ctx.model.select}, ${deletedFields(ctx.model.schema.name)}`,
    joinedTables: [...ctx.model.joinedTables, 'audit_entries'],
  };
  return listRows(ctx.db, model, scope, {
    search: q.search,
    filters: {},
    rows: 'deleted',
    page: q.page,
    sort: { expr: 't."deleted_at"', order: 'DESC' },
  });
}

const blocked: Record<Lang, string> = {
  en: 'This {one} cannot be restored: its {field} is deleted. Restore that first.',
  fr: "Impossible de restaurer cet élément ({one}) : son champ {field} désigne un élément supprimé. Restaurez-le d'abord.",
};

/** Brings a row back from the trash (404 when it is not there, in scope). */
export function restoreEntity(ctx: ResourceContext, rawId: unknown, w: Writer): Promise<Row> {
  const id = readId(ctx, rawId, w.lang);
  const { schema } = ctx.model;
  return writeTransaction(ctx, async (tx) => {
    const before = await getRow(tx, ctx.model, w.scope, id, { rows: 'deleted', lock: true });
    if (!before) throw notFound();
    // What it points at must be live (and stays so until this commits: FOR SHARE).
    for (const { property, target } of ctx.references) {
      const value = before[property];
      if (value === null || value === undefined) continue;
      if (!(await rowMatches(tx, target, {}, value as number, {}, true))) {
        const text = blocked[w.lang].replace('{one}', schema.resource.text[w.lang].one.toLowerCase());
        throw new HttpError(409, text.replace('{field}', fieldLabel(schema, property, w.lang)));
      }
    }
    await checkRestorable(tx, ctx, before, w.lang);
    const event = { tx, schema, user: w.user, lang: w.lang, id, before };
    await ctx.hooks.run('beforeRestore', { ...event, after: null });
    await restoreStillHolds(ctx, w.lang, () => setDeleted(tx, ctx.model, w.scope, id, false));
    const after = (await getRow(tx, ctx.model, {}, id))!;
    await auditRow(tx, ctx, w, 'restore', id, { ...before, isDeleted: true }, { ...after, isDeleted: false });
    await ctx.hooks.run('afterRestore', { ...event, after });
    return after;
  });
}
