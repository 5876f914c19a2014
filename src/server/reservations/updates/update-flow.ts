/**
 * The one way every update of a submitted request runs: body read against its
 * schema (400), then in one transaction: the request locked within the caller's agency scope
 * (404), company-only updates refused to agency users (403), a cancelled request refused (409),
 * the version checked (409 stale-version), the change applied (its own checks: 400), the request's
 * version and search text moved on, and one activity entry and one audit entry with the field
 * diffs. An update that changes nothing writes nothing and answers the request as it is.
 * The answer is the request's detail, statuses in the caller's language, with its ETag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestDetail } from '@domain/reservations/request-schema.js';
import { ACTIVITY_STATUS, isCancelled } from '@domain/reservations/statuses.js';
import type { Lang } from '@schema/types.js';
import { recordAudit, type Change } from '../../audit/index.js';
import { currentUser } from '../../auth/route-permissions.js';
import type { AuthUser } from '../../auth/token.js';
import type { Db, Queryable } from '../../db/types.js';
import { HttpError, notFound } from '../../errors.js';
import { checkVersion, etagOf, expectedVersion } from '../../http/row-version.js';
import { recordActivity, type ActivityType } from '../activity/record-activity.js';
import { announce } from '../events.js';
import { message } from '../messages.js';
import { readDetail } from '../repository.js';
import { RESERVATION_ENTITY } from '../permissions.js';
import { localizedDetail } from '../status-labels.js';
import { detailChanges } from './detail-changes.js';
import { lockRequest, touchRequest, type LockedRequest } from './repository.js';

/** What an update's own step works with, inside the transaction. */
export interface UpdateStep {
  tx: Queryable;
  request: LockedRequest;
  caller: AuthUser;
  lang: Lang;
  /** The request before the change, as getbyid answers it (English labels). */
  before: RequestDetail;
}

export interface UpdateKind<B extends { requestGuid: string }> {
  /** The body, valid against the update's schema (else a 400). */
  read: (body: unknown, lang: Lang) => B;
  /** Agency users are refused (403) once the request is found in their scope. */
  companyOnly?: boolean;
  /** 'edit' (default) or 'status'. */
  activityType?: Exclude<ActivityType, 'amendment'>;
  /** The activity entry's sentence (stored as written: English). */
  description: (body: B) => string;
  /** Checks (throwing a 400, 403 or 404) and writes the change. */
  apply: (step: UpdateStep, body: B) => Promise<void>;
}

/** Thrown to roll back an update that changed nothing. */
class NothingChanged extends Error {
  constructor(readonly detail: RequestDetail) {
    super('nothing changed');
  }
}

const asFields = (changes: Change[], side: 'before' | 'after') =>
  Object.fromEntries(changes.map((c) => [c.field, c[side]]));

/** The route handler of an update kind. */
export function updateHandler<B extends { requestGuid: string }>(db: Db, kind: UpdateKind<B>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    const caller = currentUser(request);
    const body = request.body as B; // read by the route: documented(schema, kind.read)
    const expected = expectedVersion(request.body, request.headers, lang);
    const guid = body.requestGuid.toLowerCase();
    const stored = await db
      .transaction(async (tx) => {
        const locked = await lockRequest(tx, guid, request.agencyScope);
        if (!locked) throw notFound();
        if (kind.companyOnly && caller.agencyId !== undefined) throw new HttpError(403, message(lang, 'companyOnly'));
        if (isCancelled(locked.statusId)) throw new HttpError(409, message(lang, 'cancelled'));
        checkVersion(expected, locked.version, lang);
        const before = (await readDetail(tx, guid, {}))!;
        await kind.apply({ tx, request: locked, caller, lang, before }, body);
        await touchRequest(tx, locked.id);
        const after = (await readDetail(tx, guid, {}))!;
        const changes = detailChanges(before, after);
        if (!changes.length) throw new NothingChanged(before);
        const event = { requestId: locked.id, requestGuid: guid, agencyId: after.agencyId };
        if (kind.activityType === 'status') {
          if (isCancelled(after.statusId)) await announce(request, tx, 'reservation.cancelled', event);
        } else await announce(request, tx, 'reservation.changed', { ...event, how: 'edit' });
        await recordActivity(tx, {
          requestId: locked.id,
          activityType: kind.activityType ?? 'edit',
          statusId: ACTIVITY_STATUS.Approved,
          description: kind.description(body),
          changes,
          createdBy: caller.id ?? null,
        });
        await recordAudit(tx, {
          user: caller,
          entity: RESERVATION_ENTITY,
          entityId: guid,
          operation: 'update',
          before: asFields(changes, 'before'),
          after: asFields(changes, 'after'),
          agencyId: after.agencyId,
        });
        return after;
      })
      .catch((error: unknown) => {
        if (error instanceof NothingChanged) return error.detail;
        throw error;
      });
    reply.header('ETag', etagOf(stored.version));
    return localizedDetail(stored, lang);
  };
}
