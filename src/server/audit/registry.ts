/**
 * The audited entities: which permission lets a user read the history of one of their rows,
 * and for agency-owned rows, which agency a row belongs to (an agency user reads only its own
 * agency's rows; another agency's row answers 404 like a missing one). Each module declares its
 * entities (`audits` in its module.ts: every schema in audit/module.ts, users and roles in
 * users/module.ts); install-modules.ts registers them all before any route:
 *
 *   audits: () => [{ entity: 'invoice', view: PERMISSIONS.Finance.Invoices.ViewList,
 *     agencyOf: async (db, id) => (await db.query('SELECT agency_id AS a FROM invoice WHERE id = $1', [rowNumber(id)]))[0]?.a }],
 */
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Queryable } from '../db/types.js';

export interface AuditedEntity {
  /** The `entity` of its entries: a schema's `$id`, `user`, `role`, ... */
  entity: string;
  /** The permission to read one row's history (the whole log needs Audit.AuditLog.ViewList). */
  view: string;
  /**
   * For rows owned by agencies: the agency of row `id` (null: none), undefined when there is no
   * such row. Absent: rows belong to no agency, any holder of `view` reads their history.
   */
  agencyOf?: (db: Queryable, id: string) => Promise<number | null | undefined>;
}

/** An entity id that is a row number of an integer key, else undefined. */
export function rowNumber(id: string): number | undefined {
  return positiveIntOf(id);
}

export class AuditedEntities {
  private readonly kinds = new Map<string, AuditedEntity>();

  register(kind: AuditedEntity): void {
    if (this.kinds.has(kind.entity)) throw new Error(`Audited entity "${kind.entity}" is registered twice`);
    this.kinds.set(kind.entity, kind);
  }

  get(entity: string): AuditedEntity | undefined {
    return this.kinds.get(entity);
  }

  /** Every permission that opens some history: the route's "any of". */
  viewPermissions(): string[] {
    return [...new Set([...this.kinds.values()].map((k) => k.view))].sort();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Entities whose history the audit log serves (audit/registry.ts). */
    auditedEntities: AuditedEntities;
  }
}
