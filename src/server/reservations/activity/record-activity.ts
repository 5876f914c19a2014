/**
 * Writing one entry of a request's activity (reservation_request_activity, migration 008): an
 * edit or a status change applied at once, or an amendment waiting for the provider. Called
 * with the write's own transaction handle, so the entry commits or rolls back with the change.
 *
 * @example
 *   await recordActivity(tx, { requestId, activityType: 'edit', statusId: ACTIVITY_STATUS.Approved,
 *     description: 'Reference number updated', changes: [{ field: 'referenceNumber', before: 'A-1', after: 'A-2' }],
 *     createdBy: caller.id });
 */
import type { ActivityStatusId } from '@domain/reservations/statuses.js';
import type { Change } from '../../audit/index.js';
import type { Queryable } from '../../db/types.js';

export type ActivityType = 'edit' | 'amendment' | 'status';

export interface ActivityEntry {
  requestId: number;
  activityType: ActivityType;
  /** 1 Approved, 2 Rejected, 3 Pending, 4 Archive. */
  statusId: ActivityStatusId;
  description: string | null;
  /** Field diffs with readable paths (`requestPassengers[2].firstName`). */
  changes: readonly Change[];
  /** The whole amended body (amendments only). */
  amendedRequest?: unknown;
  createdBy: number | null;
}

/** Inserts the entry; answers its id. */
export async function recordActivity(tx: Queryable, entry: ActivityEntry): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    // clock_timestamp(): the caller holds the request's row lock, so entries sort in the order they were written.
    `INSERT INTO reservation_request_activity (request_id, activity_type, status_id, description, changes, amended_request, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, clock_timestamp()) RETURNING id`,
    [
      entry.requestId,
      entry.activityType,
      entry.statusId,
      entry.description,
      JSON.stringify(entry.changes),
      entry.amendedRequest === undefined ? null : JSON.stringify(entry.amendedRequest),
      entry.createdBy,
    ],
  );
  return row.id;
}
