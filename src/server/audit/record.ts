/**
 * Writing the audit trail: one entry per write of a row, inserted with the write's own
 * transaction handle, so a write that fails (validation, conflict, a foreign key, a guard's 409)
 * rolls its entry back with it and a committed write always has its entry. Every writer calls
 * this one function: the engine's create/update/delete/restore, users, roles, later modules.
 *
 * @example
 *   await db.transaction(async (tx) => {
 *     const before = await readRow(tx, id);           // locked FOR UPDATE
 *     await writeRow(tx, id, values);
 *     await recordAudit(tx, { user: request.user, entity: 'payment-account', entityId: id,
 *       operation: 'update', before, after: await readRow(tx, id), ignore: ['version'] });
 *   });
 */
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { changesOf, type ChangeOptions } from './changes.js';

export type Operation = 'create' | 'update' | 'delete' | 'restore';

export interface AuditEvent extends ChangeOptions {
  /** Who writes (null: the system, e.g. a start-up job). */
  user: Pick<AuthUser, 'id' | 'fullname'> | null;
  /** A schema's `$id` for engine rows, `user`, `role`, or a later module's name. */
  entity: string;
  entityId: string | number;
  operation: Operation;
  /** The row before and after the write, as the API names its fields (null: it did not exist / is gone). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The agency the row belongs to, when it belongs to one (agency callers of the log see only those). */
  agencyId?: number | null;
}

/**
 * Inserts the entry of one write inside its transaction. An update that changed nothing
 * records nothing. The author's name is read from `users` in the same statement (the name at
 * the time of the write), or taken from the token when there is no such user.
 */
export async function recordAudit(tx: Queryable, event: AuditEvent): Promise<void> {
  const changes = changesOf(event.before, event.after, event);
  if (event.operation === 'update' && changes.length === 0) return;
  await tx.query(
    `INSERT INTO audit_entries (user_id, user_name, entity, entity_id, operation, changes, agency_id)
     VALUES ($1, COALESCE((SELECT full_name FROM users WHERE id = $1), $2), $3, $4, $5, $6::jsonb, $7)`,
    [
      event.user?.id ?? null,
      event.user?.fullname ?? null,
      event.entity,
      String(event.entityId),
      event.operation,
      JSON.stringify(changes),
      event.agencyId ?? null,
    ],
  );
}
