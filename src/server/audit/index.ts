/**
 * The audit trail: who changed which row, when, and each changed field before and after.
 * @example
 *   // a module records each write in its transaction and declares the entity in module.ts:
 *   await recordAudit(tx, { user, entity: 'invoice', entityId: id, operation: 'create', before: null, after: row });
 *   audits: () => [{ entity: 'invoice', view: PERMISSIONS.Finance.Invoices.ViewList, agencyOf }],
 */
import type { EntitySchema } from '@schema/types.js';
import { buildModel } from '../crud/model.js';
import { columnOf } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import { referencesBy, rowNumber, type AuditedEntity } from './registry.js';

export { auditRoutes, AUDIT_PERMISSION } from './routes.js';
export { recordAudit, type Operation } from './record.js';
export type { Change } from './changes.js';
export { AuditedEntities, referencesBy, rowNumber, rowNumbers, type AuditedEntity } from './registry.js';

/**
 * How a schema's row is called: its list's first text column (a title, a name, a reference
 * number; a reference's label such as a hotel's name), else nothing (the id).
 */
function referenceColumn(schema: EntitySchema): string | undefined {
  const labels = new Set(Object.values(schema.properties).flatMap((p) => (p['x-ref']?.as ? [p['x-ref'].as] : [])));
  return schema.resource.list.columns.find((c) => {
    const prop = schema.properties[c.field];
    return !c.format && (labels.has(c.field) || (prop?.type === 'string' && !prop.format && !prop.enum));
  })?.field;
}

/** Every schema as an audited entity: its view permission, its agency scope, its rows' names. */
export function schemaAudits(schemas: EntitySchema[]): AuditedEntity[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  return schemas.map((schema) => {
    const scope = schema.resource.agencyScope;
    const model = buildModel(schema, byName);
    const column = referenceColumn(schema);
    return {
      entity: schema.name,
      view: schema.resource.permissions.view,
      // Deleted rows included: their history stays readable.
      referencesOf: column
        ? referencesBy(
            `SELECT t."id" AS id, ${model.expr(column)} AS reference FROM ${model.table} t ${model.joins} WHERE t."id" = ANY($1::int[])`,
          )
        : undefined,
      // Deleted rows included: their history stays readable.
      agencyOf: scope
        ? async (db, id) => {
            const n = rowNumber(id);
            if (n === undefined) return undefined;
            const [row] = await db.query<{ agency: number | null }>(
              `SELECT ${ident(columnOf(scope))} AS agency FROM ${ident(schema.resource.table)} WHERE "id" = $1`,
              [n],
            );
            return row ? row.agency : undefined;
          }
        : undefined,
    };
  });
}
