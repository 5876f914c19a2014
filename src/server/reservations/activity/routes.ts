/**
 * A request's activity and its amendments, under /api/reservation/requestactivity/ (contract in
 * ../README.md): `POST get` (the paged log), `POST add` (submit an amendment), `GET getbyid`,
 * `PUT update` (approve or reject a pending amendment). Agency users reach only their agency's
 * requests (another agency's answers 404), submit amendments and never decide them (403). A
 * cancelled request takes no amendment and no decision (409). Each write: the activity change
 * and one audit entry of the request, in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import type {
  ActivityDecisionBody,
  ActivityEntry,
  ActivityListBody,
  AmendmentBody,
} from '@domain/reservations/activity-schema.js';
import { diffRequests } from '@domain/reservations/request-diff.js';
import { requestProblems } from '@domain/reservations/request-rules.js';
import type { RequestBody } from '@domain/reservations/request-schema.js';
import { ACTIVITY_STATUS, isCancelled } from '@domain/reservations/statuses.js';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../../audit/index.js';
import { currentUser } from '../../auth/route-permissions.js';
import type { AuthUser } from '../../auth/token.js';
import type { Db, Queryable } from '../../db/types.js';
import { HttpError, notFound } from '../../errors.js';
import { checkVersion, expectedVersion } from '../../http/row-version.js';
import { documented } from '../../http/schemas.js';
import { pageOf, paginationModel } from '../../http/paging.js';
import { Problems } from '../input.js';
import { message } from '../messages.js';
import { RESERVATION_ENTITY, RESERVATION_PERMISSIONS } from '../permissions.js';
import { checkReferences } from '../references.js';
import { announce } from '../events.js';
import { headOf, readDetail, replaceRequest, type RequestHead, type RequestScope } from '../repository.js';
import { normaliseAmendment } from './amendment.js';
import { readActivityListBody, readAmendmentBody, readDecisionBody, readIdQuery } from './input.js';
import { decideAmendment, entryById, insertAmendment, latestAmendment, listActivity, namesOf } from './repository.js';
import { activitySchemas } from './route-schemas.js';

const BASE = '/api/reservation/requestactivity';
/** The most entries one page answers. */
const SUBMITTED = 'Amendment submitted';

const today = () => new Date().toISOString().slice(0, 10);

/** The rules and references of `add`, on an amended request; a 400 keyed by field path. */
async function checkAmended(tx: Queryable, body: RequestBody, lang: Lang): Promise<void> {
  const p = new Problems(lang);
  for (const problem of requestProblems(body, today())) p.add(problem.path, problem.key, problem.values);
  await checkReferences(tx, body, p);
  p.throwIfAny();
}

/** The live request of a guid within the caller's scope, locked; 404 otherwise, 409 when cancelled. */
async function writableHead(
  tx: Queryable,
  guid: string,
  scope: RequestScope,
  lang: Lang,
): Promise<RequestHead & { statusId: number }> {
  const head = await headOf(tx, guid, scope, true);
  if (!head || head.isDeleted) throw notFound();
  const [{ statusId }] = await tx.query<{ statusId: number }>(
    'SELECT status_id::int AS "statusId" FROM reservation_requests WHERE id = $1',
    [head.id],
  );
  if (isCancelled(statusId)) throw new HttpError(409, message(lang, 'cancelled'));
  return { ...head, statusId };
}

/** The audit entry of the request for a write of its amendments: what the detail's latest-amendment fields and content became. */
function audit(
  tx: Queryable,
  user: AuthUser,
  guid: string,
  agencyId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordAudit(tx, {
    user,
    entity: RESERVATION_ENTITY,
    entityId: guid,
    operation: 'update',
    before,
    after,
    agencyId,
    ignore: ['version', 'lastModifiedDate'],
  });
}

export function requestActivityRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: ActivityListBody }>(
    `${BASE}/get`,
    {
      config: { permission: RESERVATION_PERMISSIONS.view },
      ...documented(activitySchemas.list, readActivityListBody),
    },
    async (request) => {
      const body = request.body;
      const head = await headOf(db, body.requestGuid.toLowerCase(), request.agencyScope);
      if (!head || head.isDeleted) throw notFound();
      const page = pageOf(body);
      const { rows, total } = await listActivity(db, head.id, page);
      return { activity: rows, paginationModel: paginationModel(page, rows.length, total) };
    },
  );

  app.post<{ Body: AmendmentBody }>(
    `${BASE}/add`,
    {
      config: { permission: RESERVATION_PERMISSIONS.amend },
      ...documented(activitySchemas.add, readAmendmentBody),
    },
    async (request): Promise<ActivityEntry> => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      const expected = expectedVersion(request.body, request.headers, lang);
      const guid = body.requestGuid.toLowerCase();
      return db.transaction(async (tx) => {
        const head = await writableHead(tx, guid, request.agencyScope, lang);
        checkVersion(expected, head.version, lang);
        const current = (await readDetail(tx, guid, {}))!;
        const amended = normaliseAmendment(body, current);
        await checkAmended(tx, amended, lang);
        const changes = diffRequests(current, amended, await namesOf(tx, amended));
        if (!changes.length) {
          const p = new Problems(lang);
          p.add('body', 'amendmentUnchanged');
          p.throwIfAny();
        }
        const before = await latestAmendment(tx, head.id);
        const id = await insertAmendment(tx, head.id, head.version, caller.id ?? null, SUBMITTED, changes, amended);
        await audit(tx, caller, guid, head.agencyId, { ...before }, { ...(await latestAmendment(tx, head.id)) });
        const { amendedRequest: _a, requestId: _r, agencyId: _g, ...entry } = (await entryById(tx, id, {}))!;
        return entry;
      });
    },
  );

  app.get(
    `${BASE}/getbyid`,
    {
      config: { permission: RESERVATION_PERMISSIONS.view },
      ...documented(activitySchemas.getById),
    },
    async (request) => {
      const id = readIdQuery(request.query, request.lang);
      const stored = await entryById(db, id, request.agencyScope);
      if (!stored) throw notFound();
      const { requestId: _r, agencyId: _g, ...entry } = stored;
      return entry;
    },
  );

  app.put<{ Body: ActivityDecisionBody }>(
    `${BASE}/update`,
    {
      config: { permission: RESERVATION_PERMISSIONS.amend },
      ...documented(activitySchemas.update, readDecisionBody),
    },
    async (request): Promise<ActivityEntry> => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      const expected = expectedVersion(request.body, request.headers, lang);
      const scope = request.agencyScope;
      return db.transaction(async (tx) => {
        // Scope first (another agency's entry is a 404 like a missing one), then who may decide.
        const found = await entryById(tx, body.id, scope);
        if (!found) throw notFound();
        if (caller.agencyId !== undefined) throw new HttpError(403, message(lang, 'amendmentCompanyOnly'));
        // The request is locked before the entry, in the order `add` takes them.
        const head = await writableHead(tx, found.requestGuid, {}, lang);
        const entry = (await entryById(tx, body.id, {}, true))!;
        if (entry.activityType !== 'amendment' || entry.statusId !== ACTIVITY_STATUS.Pending || !entry.amendedRequest) {
          throw new HttpError(409, message(lang, 'amendmentNotPending'));
        }
        checkVersion(expected, head.version, lang);
        const approving = body.statusId === ACTIVITY_STATUS.Approved;
        // The amendment replaces the whole request: approving it after the request changed would undo that change.
        if (approving && entry.baseVersion !== null && entry.baseVersion !== head.version) {
          throw new HttpError(409, message(lang, 'amendmentOutdated'));
        }
        const before = (await readDetail(tx, entry.requestGuid, {}))!;
        if (approving) {
          // Reference data may have changed since the submission: the amended request must still pass `add`'s checks.
          await checkAmended(tx, entry.amendedRequest, lang);
          await replaceRequest(tx, head.id, entry.amendedRequest);
          await announce(request, tx, 'reservation.changed', {
            requestId: head.id,
            requestGuid: entry.requestGuid,
            agencyId: head.agencyId,
            how: 'amendment',
          });
        }
        await decideAmendment(tx, entry.id, body.statusId, caller.id ?? null, body.description ?? null);
        await audit(
          tx,
          caller,
          entry.requestGuid,
          head.agencyId,
          before,
          (await readDetail(tx, entry.requestGuid, {}))!,
        );
        const { amendedRequest: _a, requestId: _r, agencyId: _g, ...decided } = (await entryById(tx, entry.id, {}))!;
        return decided;
      });
    },
  );
}
