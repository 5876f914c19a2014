/**
 * The audit trail: who changed which row, when, and each changed field before and after.
 * @example
 *   installAuditTrail(app, schemas);   // in buildApp, before the modules that write
 *   ...                                // modules record with recordAudit(tx, ...) and register their entities
 *   auditRoutes(app, db);              // last: POST /api/audit/get
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { columnOf } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import { AuditedEntities, rowNumber } from './registry.js';

export { auditRoutes, AUDIT_PERMISSION } from './routes.js';
export { recordAudit } from './record.js';

/** Decorates `app.auditedEntities` and registers every schema (its view permission, its agency scope). */
export function installAuditTrail(app: FastifyInstance, schemas: EntitySchema[]): void {
  const audited = new AuditedEntities();
  app.decorate('auditedEntities', audited);
  for (const schema of schemas) {
    const scope = schema.resource.agencyScope;
    audited.register({
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
    });
  }
}
