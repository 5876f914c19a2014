/** SQL of a request's comments: newest first, with the author's name. */
import type { Comment } from '@domain/reservations/update-schema.js';
import type { Queryable } from '../../db/types.js';

const COLUMNS = `c.id, r.request_guid::text AS "requestGuid", c.message, c.created_at AS "dateCreated", u.full_name AS "createdByName"`;
const FROM =
  'reservation_request_comments c JOIN reservation_requests r ON r.id = c.request_id LEFT JOIN users u ON u.id = c.created_by';

type CommentRow = Omit<Comment, 'dateCreated'> & { dateCreated: unknown };

const answer = (row: CommentRow): Comment => ({
  ...row,
  dateCreated: (row.dateCreated instanceof Date ? row.dateCreated : new Date(String(row.dateCreated))).toISOString(),
});

export async function listComments(db: Queryable, requestId: number): Promise<Comment[]> {
  const rows = await db.query<CommentRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.request_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
    [requestId],
  );
  return rows.map(answer);
}

export async function insertComment(
  tx: Queryable,
  requestId: number,
  message: string,
  userId: number | null,
): Promise<Comment> {
  const [{ id }] = await tx.query<{ id: number }>(
    'INSERT INTO reservation_request_comments (request_id, message, created_by) VALUES ($1, $2, $3) RETURNING id',
    [requestId, message, userId],
  );
  const [row] = await tx.query<CommentRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
  return answer(row);
}

/** The agency of a comment's request (the audit trail's scope); undefined when there is no such comment. */
export async function agencyOfComment(db: Queryable, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ agency_id: number }>(
    'SELECT r.agency_id FROM reservation_request_comments c JOIN reservation_requests r ON r.id = c.request_id WHERE c.id = $1',
    [id],
  );
  return row?.agency_id;
}
