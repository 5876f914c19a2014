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
  /**
   * How its rows are called where people read them (a request's `ORS-AZV-FIT-000012`, a
   * currency's title), by entity id, deleted rows included; ids it does not know are left out.
   * The Audit Log shows it instead of the entity id. Absent: the id is all there is.
   */
  referencesOf?: (db: Queryable, ids: string[]) => Promise<Record<string, string>>;
}

/** An entity id that is a row number of an integer key, else undefined. */
export function rowNumber(id: string): number | undefined {
  return positiveIntOf(id);
}

/** The row numbers among entity ids (the others name no row of an integer key). */
export function rowNumbers(ids: string[]): number[] {
  return ids.map(rowNumber).filter((n): n is number => n !== undefined);
}

/**
 * `referencesOf` from one query answering `{id, reference}` rows for `$1`, the ids (integers
 * from `rowNumbers`, or the texts themselves for other keys).
 */
export function referencesBy(
  sql: string,
  ids: (ids: string[]) => unknown[] = rowNumbers,
): (db: Queryable, ids: string[]) => Promise<Record<string, string>> {
  return async (db, wanted) => {
    const keys = ids(wanted);
    if (!keys.length) return {};
    const rows = await db.query<{ id: unknown; reference: string | null }>(sql, [keys]);
    return Object.fromEntries(rows.filter((r) => r.reference).map((r) => [String(r.id), r.reference!]));
  };
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

  /**
   * The business reference of each entry's row (`referencesOf` of its entity, one query per
   * entity of the page), null when the entity declares none or does not know the row.
   */
  async references(db: Queryable, entries: { entity: string; entityId: string }[]): Promise<(string | null)[]> {
    const byEntity = new Map<string, Set<string>>();
    for (const e of entries) byEntity.set(e.entity, (byEntity.get(e.entity) ?? new Set()).add(e.entityId));
    const found = new Map<string, Record<string, string>>();
    for (const [entity, ids] of byEntity) {
      const read = this.kinds.get(entity)?.referencesOf;
      if (read) found.set(entity, await read(db, [...ids]));
    }
    return entries.map((e) => found.get(e.entity)?.[e.entityId] ?? null);
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
