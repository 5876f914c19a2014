/**
 * The audit trail: who changed which row, when, and each changed field before and after.
 * @example
 *   // a module records each write in its transaction and declares the entity in module.ts:
 *   await recordAudit(tx, { user, entity: 'invoice', entityId: id, operation: 'create', before: null, after: row });
 *   audits: () => [{ entity: 'invoice', view: PERMISSIONS.Finance.Invoices.ViewList, agencyOf }],
 */
import type { EntitySchema } from '@schema/types.js';
import { columnOf } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import { rowNumber, type AuditedEntity } from './registry.js';

export { auditRoutes, AUDIT_PERMISSION } from './routes.js';
export { recordAudit, type Operation } from './record.js';
export type { Change } from './changes.js';
export { AuditedEntities, rowNumber, type AuditedEntity } from './registry.js';

/** Every schema as an audited entity: its view permission, its agency scope. */
export function schemaAudits(schemas: EntitySchema[]): AuditedEntity[] {
  return schemas.map((schema) => {
    const scope = schema.resource.agencyScope;
    return {
      entity: schema.name,
      view: schema.resource.permissions.view,
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
