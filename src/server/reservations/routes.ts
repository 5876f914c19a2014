/**
 * Reservation requests under /api/reservation/request/ (contract in README.md beside this file):
 * `POST get` (the listing), `POST export` (the listing as CSV, export.ts), `POST add` (the whole request in one transaction, idempotent by `requestGuid`), `POST complete`
 * (step 5), `GET getbyid`, `DELETE delete`. Agency users reach only their agency's requests
 * (another agency's answers 404) and always submit for their own agency. Every write records its
 * audit entry in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requestProblems } from '@domain/reservations/request-rules.js';
import type { AddRequestBody, CompleteBody, ListBody, RequestDetail } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../audit/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { AuthUser } from '../auth/token.js';
import type { Db, Queryable } from '../db/types.js';
import { HttpError, notFound } from '../errors.js';
import { checkVersion, etagOf, expectedVersion } from '../http/row-version.js';
import { agencyScopeOf } from '../http/request-decorators.js';
import { documented } from '../http/schemas.js';
import { paginationModel } from '../http/paging.js';
import { sendWrittenOnce } from '../http/written-once.js';
import { attachPendingDocuments } from '../documents/index.js';
import { sendCsv } from '../csv/index.js';
import { Problems, readAddRequestBody, readCompleteBody, readGuidQuery, readListBody } from './input.js';
import { requestCommentRoutes } from './comments/routes.js';
import { hotelStatusRoutes } from './hotel-statuses.js';
import { REQUEST_CSV_COLUMNS, requestCsvRows } from './export.js';
import { listRequests, requestListRows } from './list.js';
import { message } from './messages.js';
import { agencyExists, checkReferences } from './references.js';
import {
  completeRequest,
  headOf,
  insertChildren,
  insertHead,
  nextReference,
  readDetail,
  softDelete,
} from './repository.js';
import { requestActivityRoutes } from './activity/routes.js';
import { announce } from './events.js';
import { reservationRequestReference } from './document-kind.js';
import { RESERVATION_ENTITY, RESERVATION_PERMISSIONS } from './permissions.js';
import { requestSchemas } from './route-schemas.js';
import { localizedDetail } from './status-labels.js';
import { requestUpdateRoutes } from './updates/routes.js';

const BASE = '/api/reservation/request';
export { RESERVATION_ENTITY, RESERVATION_PERMISSIONS };

/** The audit entry of a write; the request's agency is the entry's, so agency callers of the log see it. */
function audit(
  tx: Queryable,
  user: AuthUser,
  operation: 'create' | 'update' | 'delete',
  guid: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  agencyId: number,
) {
  return recordAudit(tx, {
    user,
    entity: RESERVATION_ENTITY,
    entityId: guid,
    operation,
    before,
    after,
    agencyId,
    ignore: ['version', 'lastModifiedDate'],
  });
}

export function reservationRequestRoutes(app: FastifyInstance, db: Db): void {
  requestActivityRoutes(app, db); // the activity log and the amendments, under /api/reservation/requestactivity/

  /**
   * The stored request of a guid, when one exists: answered again (idempotent retry) if the
   * caller may see it; a deleted one is a 409, another agency's guid a 400 on `requestGuid`.
   */
  async function storedTwin(tx: Queryable, guid: string, caller: AuthUser, lang: Lang): Promise<RequestDetail | null> {
    const head = await headOf(tx, guid, {});
    if (!head) return null;
    if (head.isDeleted) throw new HttpError(409, message(lang, 'deleted'));
    const scope = agencyScopeOf(caller);
    const detail =
      scope.agencyId === undefined || scope.agencyId === head.agencyId ? await readDetail(tx, guid, scope) : null;
    if (!detail) {
      const p = new Problems(lang);
      p.add('requestGuid', 'guidOfOther');
      p.throwIfAny();
    }
    return detail;
  }

  app.post<{ Body: ListBody }>(
    `${BASE}/export`,
    { config: { permission: RESERVATION_PERMISSIONS.view }, ...documented(requestSchemas.export, readListBody) },
    async ({ body, agencyScope, lang }, reply) => {
      const batches = await requestCsvRows(db, body, agencyScope, lang);
      return sendCsv(reply, {
        name: { en: 'reservation-requests', fr: 'demandes-de-reservation' },
        lang,
        columns: REQUEST_CSV_COLUMNS,
        batches,
      });
    },
  );

  app.post<{ Body: ListBody }>(
    `${BASE}/get`,
    {
      config: { permission: RESERVATION_PERMISSIONS.view },
      ...documented(requestSchemas.list, readListBody),
    },
    async (request, reply) => {
      const page = await listRequests(db, request.body, request.agencyScope);
      return sendWrittenOnce(reply, page.read, `${request.lang}\u0000${page.total}`, () => ({
        requests: requestListRows(page, request.lang),
        paginationModel: paginationModel(page, page.read.length, page.total),
      }));
    },
  );

  app.post<{ Body: AddRequestBody }>(
    `${BASE}/add`,
    {
      config: { permission: RESERVATION_PERMISSIONS.add },
      ...documented(requestSchemas.add, readAddRequestBody),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      const guid = (body.requestGuid ?? randomUUID()).toLowerCase();
      const stored = await db.transaction(async (tx) => {
        const twin = await storedTwin(tx, guid, caller, lang);
        if (twin) return twin;

        const p = new Problems(lang);
        for (const problem of requestProblems(body, new Date().toISOString().slice(0, 10)))
          p.add(problem.path, problem.key, problem.values);
        // Agency users write for their own agency, whatever the body says.
        const agencyId = caller.agencyId ?? body.agencyId;
        if (agencyId === undefined || agencyId === null) p.add('agencyId', 'required');
        else if (!(await agencyExists(tx, agencyId))) p.add('agencyId', 'invalid');
        await checkReferences(tx, body, p);
        p.throwIfAny();

        const { reference, sequence } = await nextReference(tx, body.requestType);
        const id = await insertHead(tx, body, {
          guid,
          agencyId: agencyId!,
          userId: caller.id ?? null,
          reference,
          sequence,
        });
        if (id === null) return (await storedTwin(tx, guid, caller, lang))!; // a concurrent twin committed first
        await insertChildren(tx, id, body);
        await announce(request, tx, 'reservation.submitted', { requestId: id, requestGuid: guid, agencyId: agencyId! });
        const stored = (await readDetail(tx, guid, {}))!;
        await audit(tx, caller, 'create', guid, null, stored, agencyId!);
        // The files sent before the request (its tickets) join it here or, failing, take it down with them.
        await attachPendingDocuments(tx, {
          kind: reservationRequestReference.kind,
          referenceId: guid,
          ids: body.documentIds ?? [],
          field: 'documentIds',
          user: caller,
          agencyId: agencyId!,
          lang,
        });
        return stored;
      });
      return localizedDetail(stored, lang);
    },
  );

  app.post<{ Body: CompleteBody }>(
    `${BASE}/complete`,
    {
      config: { permission: RESERVATION_PERMISSIONS.add },
      ...documented(requestSchemas.complete, readCompleteBody),
    },
    async (request, reply) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      const expected = expectedVersion(request.body, request.headers, lang);
      const guid = body.requestGuid.toLowerCase();
      const stored = await db.transaction(async (tx) => {
        const head = await headOf(tx, guid, request.agencyScope, true);
        if (!head || head.isDeleted) throw notFound();
        checkVersion(expected, head.version, lang);
        const before = (await readDetail(tx, guid, {}))!;
        await completeRequest(tx, head.id, body.notes ?? null, body.reference ?? null);
        const after = (await readDetail(tx, guid, {}))!;
        await audit(tx, caller, 'update', guid, before, after, head.agencyId);
        return after;
      });
      reply.header('ETag', etagOf(stored.version));
      return localizedDetail(stored, lang);
    },
  );

  app.get(
    `${BASE}/getbyid`,
    {
      config: { permission: RESERVATION_PERMISSIONS.view },
      ...documented(requestSchemas.getById),
    },
    async (request, reply) => {
      const lang = request.lang;
      const guid = readGuidQuery(request.query, lang);
      const stored = await readDetail(db, guid, request.agencyScope);
      if (!stored) throw notFound();
      reply.header('ETag', etagOf(stored.version));
      return localizedDetail(stored, lang);
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { permission: RESERVATION_PERMISSIONS.delete },
      ...documented(requestSchemas.delete),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const guid = readGuidQuery(request.query, lang);
      const expected = expectedVersion(request.body, request.headers, lang);
      await db.transaction(async (tx) => {
        const head = await headOf(tx, guid, request.agencyScope, true);
        if (!head || head.isDeleted) throw notFound();
        checkVersion(expected, head.version, lang);
        // Its draft invoice goes to the trash with it; an issued one refuses the delete (409).
        await announce(request, tx, 'reservation.deleted', {
          requestId: head.id,
          requestGuid: guid,
          agencyId: head.agencyId,
        });
        await softDelete(tx, head.id);
        await audit(tx, caller, 'delete', guid, { isDeleted: false }, { isDeleted: true }, head.agencyId);
      });
      return { requestGuid: guid };
    },
  );

  // The life of a submitted request: the PATCH updates and the comments.
  requestUpdateRoutes(app, db);
  requestCommentRoutes(app, db);
  hotelStatusRoutes(app);
}
