/**
 * A request's comments: `GET getcomments?requestGuid=` (newest first) and `POST addcomments
 * {requestGuid, message}` (`commentText` accepted for `message`). Plain text: trimmed, 1..2000
 * characters, stored and answered as sent (markup is text; clients never render it as HTML).
 * Agency users reach only their agency's requests (404). A cancelled request still takes
 * comments (people explain a cancellation); a deleted one answers 404. A posted comment has its
 * audit entry (`reservation-request-comment`) in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { commentBodySchema, commentSchema, type CommentBody } from '@domain/reservations/update-schema.js';
import { recordAudit } from '../../audit/index.js';
import { currentUser } from '../../auth/route-permissions.js';
import type { AuthUser } from '../../auth/token.js';
import type { Db, Queryable } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { agencyScopeOf } from '../../http/request-decorators.js';
import { documented, fieldErrorsSchema, problem, type JsonSchema } from '../../http/schemas.js';
import { bodyReader, Problems, readGuidQuery } from '../input.js';
import { headOf } from '../repository.js';
import { RESERVATION_PERMISSIONS } from '../permissions.js';
import { insertComment, listComments } from './repository.js';

const BASE = '/api/reservation/request';
export const COMMENT_ENTITY = 'reservation-request-comment';
const readComment = bodyReader<CommentBody>(commentBodySchema);

const errors: Record<number, JsonSchema> = {
  400: fieldErrorsSchema,
  401: problem('no valid access token'),
  403: problem('the permission is missing'),
  404: problem("no such request in the caller's scope (another agency's answers 404)"),
  500: problem('unexpected failure'),
};

/** The live request of a guid the caller may reach, else 404. */
async function requestOf(db: Queryable, guid: string, caller: AuthUser, lock = false) {
  const head = await headOf(db, guid, agencyScopeOf(caller), lock);
  if (!head || head.isDeleted) throw notFound();
  return head;
}

export function requestCommentRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    `${BASE}/getcomments`,
    {
      config: { permission: RESERVATION_PERMISSIONS.view },
      ...documented({
        tags: ['Reservation requests'],
        summary: 'The comments of a request, newest first',
        querystring: {
          type: 'object',
          properties: { requestGuid: { type: 'string', format: 'uuid' } },
          required: ['requestGuid'],
        },
        response: { 200: { type: 'array', items: commentSchema }, ...errors },
      }),
    },
    async (request) => {
      const guid = readGuidQuery(request.query, request.lang);
      const head = await requestOf(db, guid, currentUser(request));
      return listComments(db, head.id);
    },
  );

  app.post<{ Body: CommentBody }>(
    `${BASE}/addcomments`,
    {
      config: { permission: RESERVATION_PERMISSIONS.add },
      ...documented(
        {
          tags: ['Reservation requests'],
          summary: 'Adds a comment to a request (plain text, 1..2000 characters)',
          description: '`commentText` is accepted as another name of `message` (used when `message` is absent).',
          body: commentBodySchema as JsonSchema,
          response: { 200: { ...commentSchema, description: 'the stored comment' }, ...errors },
        },
        readComment,
      ),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      const message = body.message ?? body.commentText;
      if (!message) {
        const p = new Problems(lang);
        p.add('message', 'required');
        p.throwIfAny();
      }
      return db.transaction(async (tx) => {
        // The request row is locked: a delete of the request waits for the comment, never the other way round.
        const head = await requestOf(tx, body.requestGuid.toLowerCase(), caller, true);
        const comment = await insertComment(tx, head.id, message!, caller.id ?? null);
        await recordAudit(tx, {
          user: caller,
          entity: COMMENT_ENTITY,
          entityId: comment.id,
          operation: 'create',
          before: null,
          after: { requestGuid: comment.requestGuid, message: comment.message },
          agencyId: head.agencyId,
        });
        return comment;
      });
    },
  );
}
