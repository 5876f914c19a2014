/**
 * The reservations' dashboard cards (dashboard/README.md): requests waiting to be processed
 * (Pending) with the arrivals of the coming week, and the amendments waiting for a decision.
 * Both read indexes of migrations 007/008 (status, first check-in, the one-pending-amendment index).
 */
import {
  DASHBOARD_CARD_KEYS,
  pendingAmendmentsSchema,
  requestsToProcessSchema,
  type PendingAmendmentsCard,
  type RequestsToProcessCard,
} from '@domain/dashboard/index.js';
import { ACTIVITY_STATUS, REQUEST_STATUS } from '@domain/reservations/statuses.js';
import type { DashboardCard } from '../dashboard/index.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { RESERVATION_PERMISSIONS } from './permissions.js';

/** Arrivals: today and the 6 days after (7 days in all), as the listing's check-in filter reads them (inclusive). */
const ARRIVAL_DAYS = 7;

async function readRequestsToProcess(q: Queryable, scope: AgencyScope): Promise<RequestsToProcessCard> {
  const [row] = await q.query<RequestsToProcessCard>(
    `SELECT (SELECT count(*)::int FROM reservation_requests r
              WHERE NOT r.is_deleted AND r.status_id = $2 AND ($1::int IS NULL OR r.agency_id = $1::int)) AS pending,
            (SELECT count(*)::int FROM reservation_requests r
              WHERE NOT r.is_deleted AND r.first_check_in BETWEEN current_date AND current_date + $3::int
                AND ($1::int IS NULL OR r.agency_id = $1::int)) AS arrivals,
            current_date::text AS "arrivalsFrom", (current_date + $3::int)::text AS "arrivalsTo"`,
    [scope.agencyId ?? null, REQUEST_STATUS.Pending, ARRIVAL_DAYS - 1],
  );
  return row!;
}

/** Amendments waiting for the provider (activity status 3, at most one per request) with their live request `r`. */
const PENDING_AMENDMENTS = `reservation_request_activity x JOIN reservation_requests r ON r.id = x.request_id
  AND x.activity_type = 'amendment' AND x.status_id = ${ACTIVITY_STATUS.Pending} AND NOT r.is_deleted`;
/** `$1`: an agency id, or null for every agency. */
const IN_SCOPE = '($1::int IS NULL OR r.agency_id = $1::int)';

async function readPendingAmendments(q: Queryable, scope: AgencyScope): Promise<PendingAmendmentsCard> {
  const params = [scope.agencyId ?? null];
  const [{ count }] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${PENDING_AMENDMENTS} WHERE ${IN_SCOPE}`,
    params,
  );
  const oldest = await q.query<PendingAmendmentsCard['oldest'][number] & { created_at: unknown }>(
    `SELECT r.request_guid::text AS "requestGuid", r.supplier_initial || '-' || r.request_reference AS "requestRef",
            a.title AS "agencyName", x.created_at
       FROM ${PENDING_AMENDMENTS} JOIN agency a ON a.id = r.agency_id
      WHERE ${IN_SCOPE}
      ORDER BY x.created_at, x.id LIMIT 5`,
    params,
  );
  return {
    count,
    oldest: oldest.map(({ created_at: at, ...row }) => ({
      ...row,
      submittedAt: (at instanceof Date ? at : new Date(String(at))).toISOString(),
    })),
  };
}

export const reservationCards = (): DashboardCard[] => [
  {
    key: DASHBOARD_CARD_KEYS.requestsToProcess,
    permission: RESERVATION_PERMISSIONS.view,
    schema: requestsToProcessSchema,
    load: readRequestsToProcess,
  },
  {
    key: DASHBOARD_CARD_KEYS.pendingAmendments,
    permission: RESERVATION_PERMISSIONS.view,
    schema: pendingAmendmentsSchema,
    load: readPendingAmendments,
  },
];
