/**
 * The listing of reservation requests (`POST /api/reservation/request/get`): one page of ids
 * read from the indexes of migration 007 (newest first, or by first check-in; agency, status,
 * type and date filters; the trigram index for the search), then the columns of those rows
 * only (agency, destinations, first passenger, pax), so a page costs the same on page 1 and
 * page 1000 apart from the offset walk.
 *
 * The search finds every text the rows show, case- and accent-insensitive (`search_fold`,
 * engine migration 013): the reference, the agency's reference number and the passengers' names
 * (the stored `search_text`, trigram index), the agency's name and the destinations' cities (by
 * the ids of the agencies and cities whose name matches, read first, so a renamed city is found
 * by its new name). Status and type have their filters. docs/reservations.md says so to users.
 */
import {
  REQUEST_STATUSES,
  REQUEST_TYPE_NAMES,
  type ListBody,
  type ListRow,
} from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import { pageAndTotal, rememberedRead } from '../db/page-and-total.js';
import { likeContains } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import { pageOf } from '../http/paging.js';
import { statusLabel } from './messages.js';
import type { RequestScope } from './repository.js';

/**
 * The agencies and cities whose name contains the search (two small tables), read before the
 * listing: bound as arrays, and left out when empty, they let the planner keep the trigram index
 * of `search_text` (a subquery in the condition made it walk the whole sort index). Remembered
 * until an agency or a city is written.
 */
async function matchingNames(db: Queryable, pattern: string): Promise<{ agencies: number[]; cities: number[] }> {
  return rememberedRead(db, `requests:names\u0000${pattern}`, ['agency', 'city'], async () => {
    const [row] = await db.query<{ agencies: number[]; cities: number[] }>(
      `SELECT ARRAY(SELECT id FROM agency WHERE search_fold(title) LIKE search_fold($1) ORDER BY id) AS agencies,
              ARRAY(SELECT id FROM city WHERE search_fold(title) LIKE search_fold($1) ORDER BY id) AS cities`,
      [pattern],
    );
    return row!;
  });
}

/** The listing's conditions, their parameters and its order (the listing and its CSV export, export.ts). */
export async function requestFilter(
  db: Queryable,
  body: ListBody,
  scope: RequestScope,
): Promise<{ filter: string; params: unknown[]; order: string; tables: string[] }> {
  const params: unknown[] = [];
  const where = ['NOT r.is_deleted'];
  // The tables the conditions read (the list's total is counted again after a write to one).
  const tables = ['reservation_requests'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const agencyId = scope.agencyId ?? body.agencyId;
  if (agencyId !== undefined) add('r.agency_id = ?', agencyId);
  if (body.statusId !== undefined) add('r.status_id = ?', body.statusId);
  if (body.requestType !== undefined) add('r.request_type = ?', body.requestType);
  if (body.checkInFrom) add('r.first_check_in >= ?::date', body.checkInFrom);
  if (body.checkInTo) add('r.first_check_in <= ?::date', body.checkInTo);
  // Created dates are whole UTC days.
  if (body.createdFrom) add("r.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'", body.createdFrom);
  if (body.createdTo) add("r.created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'", body.createdTo);
  if (body.search) {
    const pattern = likeContains(body.search);
    const { agencies, cities } = await matchingNames(db, pattern);
    const arms = ['r.search_text LIKE search_fold(?)'];
    params.push(pattern);
    const n = `$${params.length}`;
    if (agencies.length) {
      params.push(agencies);
      arms.push(`r.agency_id = ANY($${params.length}::int[])`);
    }
    if (cities.length) {
      tables.push('reservation_destinations');
      params.push(cities);
      arms.push(
        `r.id = ANY(ARRAY(SELECT d.request_id FROM reservation_destinations d WHERE d.city_id = ANY($${params.length}::int[])))`,
      );
    }
    where.push(`(${arms.join(' OR ').replace('?', n)})`);
  }

  const byCheckIn = body.sort === 'firstCheckIn';
  const descending = body.order ? body.order.toUpperCase() === 'DESC' : !byCheckIn;
  const direction = descending ? 'DESC' : 'ASC';
  // Fixed texts chosen from the body's enums, never the body's text itself.
  const order = byCheckIn
    ? `r.first_check_in ${direction}, r.id ${direction}`
    : `r.created_at ${direction}, r.id ${direction}`;
  return { filter: where.join(' AND '), params, order, tables };
}

/** Every table REQUEST_ROW_COLUMNS reads besides the request (a list page is read again after a write to one). */
export const REQUEST_ROW_TABLES = [
  'agency',
  'reservation_destinations',
  'city',
  'reservation_passengers',
  'reservation_destination_hotels',
  'reservation_room_pax',
];

/** The columns of a listed request (`r` the request, `a` its agency). */
export const REQUEST_ROW_COLUMNS = `r.request_guid::text AS "requestGuid", r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
            r.reference_number AS "referenceNumber", r.agency_id AS "agencyId", a.title AS "agencyName",
            r.request_type::int AS "requestType", r.status_id::int AS "statusId", r.first_check_in::text AS "firstCheckIn",
            r.created_at,
            COALESCE((SELECT string_agg(c.title, ', ' ORDER BY d.position) FROM reservation_destinations d
                        JOIN city c ON c.id = d.city_id WHERE d.request_id = r.id), '') AS destinations,
            (SELECT NULLIF(trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')), '') FROM reservation_passengers p
              WHERE p.request_id = r.id ORDER BY p.room_no, p.position LIMIT 1) AS "passengerName",
            COALESCE((SELECT max(g.pax) FROM (
                SELECT sum(x.adult_count + x.child_with_bed_count + x.child_with_no_bed_count)::int AS pax
                  FROM reservation_destinations d JOIN reservation_destination_hotels h ON h.destination_id = d.id
                  JOIN reservation_room_pax x ON x.destination_hotel_id = h.id
                 WHERE d.request_id = r.id GROUP BY d.id) g), 0) AS pax,
            COALESCE((SELECT max(g.infants) FROM (
                SELECT sum(x.infant_count)::int AS infants
                  FROM reservation_destinations d JOIN reservation_destination_hotels h ON h.destination_id = d.id
                  JOIN reservation_room_pax x ON x.destination_hotel_id = h.id
                 WHERE d.request_id = r.id GROUP BY d.id) g), 0) AS infants`;

type ReadRow = Omit<ListRow, 'requestTypeName' | 'status' | 'dateCreated'> & { created_at: unknown };

export interface RequestPage {
  /** The rows as read: the same array while the page is answered from memory (db/page-and-total.ts). */
  read: readonly ReadRow[];
  total: number;
  index: number;
  size: number;
}

export async function listRequests(db: Queryable, body: ListBody, scope: RequestScope): Promise<RequestPage> {
  const { index, size } = pageOf(body);
  const { filter, params, order, tables } = await requestFilter(db, body, scope);
  // The page and its total in one statement; the total is counted again only after a write to
  // the tables the count reads (db/page-and-total.ts).
  const { rows, total } = await pageAndTotal<ReadRow>(db, {
    page: `WITH page AS (
       SELECT r.id FROM reservation_requests r WHERE ${filter} ORDER BY ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT ${REQUEST_ROW_COLUMNS}
       FROM page JOIN reservation_requests r ON r.id = page.id JOIN agency a ON a.id = r.agency_id
      ORDER BY ${order}`,
    count: `SELECT count(*)::int FROM reservation_requests r WHERE ${filter}`,
    params: [...params, size, (index - 1) * size],
    countParams: params.length,
    countTables: tables,
    labelTables: REQUEST_ROW_TABLES,
  });
  return { index, size, total, read: rows };
}

/** The page's rows as the list answers them (the status in the caller's language). */
export function requestListRows(page: RequestPage, lang: Lang): ListRow[] {
  return page.read.map(({ created_at: createdAt, ...row }) => ({
    ...(Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as typeof row),
    requestTypeName: REQUEST_TYPE_NAMES[row.requestType] ?? String(row.requestType),
    status: lang === 'en' ? (REQUEST_STATUSES[row.statusId] ?? null) : statusLabel(lang, row.statusId),
    dateCreated: (createdAt instanceof Date ? createdAt : new Date(String(createdAt))).toISOString(),
  }));
}
