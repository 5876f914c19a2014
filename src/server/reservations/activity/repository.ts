/**
 * SQL of a request's activity (reservation_request_activity, migration 008): the paged log,
 * one entry, a new amendment (the older pending one archived in the same transaction), the
 * decision on an amendment, and the names of the ids an amended request uses (for its diff).
 * Every value is a parameter.
 */
import {
  ACTIVITY_STATUS_NAMES,
  type ActivityDetail,
  type ActivityEntry,
  type AmendmentBody,
} from '@domain/reservations/activity-schema.js';
import type { FieldChange, NameBook, NameKind } from '@domain/reservations/request-diff.js';
import type { RequestBody } from '@domain/reservations/request-schema.js';
import { ACTIVITY_STATUS } from '@domain/reservations/statuses.js';
import type { Queryable } from '../../db/types.js';
import type { RequestScope } from '../repository.js';

type EntryRow = {
  id: number;
  requestGuid: string;
  activityType: ActivityEntry['activityType'];
  statusId: number;
  description: string | null;
  createdAt: unknown;
  createdByName: string | null;
  changes: FieldChange[] | string;
  decidedByName: string | null;
  decidedAt: unknown;
};

const ENTRY_COLUMNS = `a.id, r.request_guid::text AS "requestGuid", a.activity_type AS "activityType", a.status_id::int AS "statusId",
  a.description, a.created_at AS "createdAt", cu.full_name AS "createdByName", a.changes, du.full_name AS "decidedByName",
  a.decided_at AS "decidedAt"`;
const ENTRY_FROM = `reservation_request_activity a JOIN reservation_requests r ON r.id = a.request_id
  LEFT JOIN users cu ON cu.id = a.created_by LEFT JOIN users du ON du.id = a.decided_by`;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
/** jsonb arrives parsed from PostgreSQL; a driver may hand it over as text. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function entryOf(row: EntryRow): ActivityEntry {
  return {
    id: row.id,
    requestGuid: row.requestGuid,
    activityType: row.activityType,
    statusId: row.statusId,
    status: ACTIVITY_STATUS_NAMES[row.statusId] ?? null,
    description: row.description,
    dateCreated: iso(row.createdAt),
    createdByName: row.createdByName,
    changes: json(row.changes),
    decidedByName: row.decidedByName,
    dateDecided: row.decidedAt === null ? null : iso(row.decidedAt),
  };
}

/** One page of a request's activity, newest first, and the number of entries. */
export async function listActivity(
  q: Queryable,
  requestId: number,
  page: { index: number; size: number },
): Promise<{ rows: ActivityEntry[]; total: number }> {
  const rows = await q.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE a.request_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [requestId, page.size, (page.index - 1) * page.size],
  );
  const [{ total }] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM reservation_request_activity WHERE request_id = $1',
    [requestId],
  );
  return { rows: rows.map(entryOf), total };
}

/** `baseVersion`: the request's version the amendment was made from (null for amendments stored before it was kept). */
export type StoredEntry = ActivityDetail & { requestId: number; agencyId: number; baseVersion: number | null };

/**
 * One entry of a live request within the scope (another agency's or a deleted request's: null),
 * with the amended request of an amendment; `lock` locks the entry row.
 */
export async function entryById(
  q: Queryable,
  id: number,
  scope: RequestScope,
  lock = false,
): Promise<StoredEntry | null> {
  const [row] = await q.query<
    EntryRow & {
      requestId: number;
      agencyId: number;
      amendedRequest: AmendmentBody | string | null;
      baseVersion: number | null;
    }
  >(
    `SELECT ${ENTRY_COLUMNS}, a.request_id AS "requestId", r.agency_id AS "agencyId", a.amended_request AS "amendedRequest",
            a.base_version AS "baseVersion"
       FROM ${ENTRY_FROM}
      WHERE a.id = $1 AND NOT r.is_deleted AND ($2::int IS NULL OR r.agency_id = $2) ${lock ? 'FOR UPDATE OF a' : ''}`,
    [id, scope.agencyId ?? null],
  );
  if (!row) return null;
  return {
    ...entryOf(row),
    amendedRequest: row.amendedRequest === null ? null : json(row.amendedRequest),
    requestId: row.requestId,
    agencyId: row.agencyId,
    baseVersion: row.baseVersion,
  };
}

/** The request's latest amendment and its status (what the detail answers), null when none. */
export async function latestAmendment(
  q: Queryable,
  requestId: number,
): Promise<{ requestActivityId: number; requestActivityStatusId: number } | null> {
  const [row] = await q.query<{ requestActivityId: number; requestActivityStatusId: number }>(
    `SELECT id AS "requestActivityId", status_id::int AS "requestActivityStatusId" FROM reservation_request_activity
      WHERE request_id = $1 AND activity_type = 'amendment' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [requestId],
  );
  return row ?? null;
}

/** A new pending amendment; an older pending one of the same request becomes Archive first (one pending per request). */
export async function insertAmendment(
  tx: Queryable,
  requestId: number,
  baseVersion: number,
  userId: number | null,
  description: string,
  changes: FieldChange[],
  amended: RequestBody,
): Promise<number> {
  await tx.query(
    `UPDATE reservation_request_activity SET status_id = $2 WHERE request_id = $1 AND activity_type = 'amendment' AND status_id = $3`,
    [requestId, ACTIVITY_STATUS.Archive, ACTIVITY_STATUS.Pending],
  );
  const [{ id }] = await tx.query<{ id: number }>(
    // clock_timestamp(), not now(): the request row is locked, so this is the order writes really happened in
    // (now() is each transaction's start: a submission that waited for the lock would sort before the one it follows).
    `INSERT INTO reservation_request_activity (request_id, activity_type, status_id, description, changes, amended_request, created_by, created_at, base_version)
     VALUES ($1, 'amendment', $2, $3, $4::jsonb, $5::jsonb, $6, clock_timestamp(), $7) RETURNING id`,
    [
      requestId,
      ACTIVITY_STATUS.Pending,
      description,
      JSON.stringify(changes),
      JSON.stringify(amended),
      userId,
      baseVersion,
    ],
  );
  return id;
}

/** Approves or rejects an amendment: who and when; the decider's reason replaces the description when given. */
export async function decideAmendment(
  tx: Queryable,
  id: number,
  statusId: number,
  userId: number | null,
  description: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE reservation_request_activity SET status_id = $2, decided_by = $3, decided_at = now(), description = COALESCE($4::text, description)
      WHERE id = $1`,
    [id, statusId, userId, description],
  );
}

/** The names of the reference rows an amended request uses (deleted ones too), in one query. */
export async function namesOf(q: Queryable, body: RequestBody): Promise<NameBook> {
  const destinations = body.requestDestinations;
  const hotels = destinations.flatMap((d) => d.destinationHotels ?? []);
  const rooms = hotels.flatMap((h) => h.destinationHotelRoomPax);
  const transports = body.requestTransportations ?? [];
  const ids = (list: (number | null | undefined)[]) => [
    ...new Set(list.filter((x): x is number => typeof x === 'number')),
  ];
  const rows = await q.query<{ kind: NameKind; id: number; title: string | null }>(
    `SELECT 'city' AS kind, id, title FROM city WHERE id = ANY($1::int[])
     UNION ALL SELECT 'hotel', id, title FROM hotel WHERE id = ANY($2::int[])
     UNION ALL SELECT 'roomType', id, title FROM room_type WHERE id = ANY($3::int[])
     UNION ALL SELECT 'providingPolicy', id, title FROM infra_type WHERE id = ANY($4::int[])
     UNION ALL SELECT 'excursion', id, title FROM excursion WHERE id = ANY($5::int[])
     UNION ALL SELECT 'tourService', id, title FROM tour_service WHERE id = ANY($6::int[])
     UNION ALL SELECT 'transportationType', id, title FROM infra_type WHERE id = ANY($7::int[])
     UNION ALL SELECT 'transportationProvider', id, title FROM transportation_provider WHERE id = ANY($8::int[])
     UNION ALL SELECT 'station', id, title FROM station WHERE id = ANY($9::int[])`,
    [
      ids([...destinations.map((d) => d.cityId), ...transports.flatMap((t) => [t.originCityId, t.destinationCityId])]),
      ids(hotels.map((h) => h.hotelId)),
      ids(rooms.map((r) => r.roomTypeId)),
      ids(rooms.map((r) => r.providingPolicyId)),
      ids(destinations.flatMap((d) => (d.destinationExcursions ?? []).map((e) => e.excursionId))),
      ids(destinations.flatMap((d) => (d.destinationTourServices ?? []).map((t) => t.tourServiceId))),
      ids(transports.map((t) => t.transportationTypeId)),
      ids(transports.map((t) => t.transportationProviderId)),
      ids(transports.flatMap((t) => [t.originStationId, t.destinationStationId])),
    ],
  );
  const book: NameBook = {};
  for (const row of rows) if (row.title) (book[row.kind] ??= {})[row.id] = row.title;
  return book;
}
