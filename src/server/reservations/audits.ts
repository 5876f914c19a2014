/**
 * Requests and their comments in the audit log: their history follows the request's view
 * permission and its agency (another agency's answers 404); both are called by the request's
 * reference as the screens show it (`ORS-AZV-FIT-000012`), not its guid. Declared in module.ts (`audits`).
 */

const SHOWN_REFERENCE = `r.supplier_initial || '-' || r.request_reference`;
import { isUuid } from '@domain/uuid.js';
import { referencesBy, rowNumber, type AuditedEntity } from '../audit/index.js';
import { COMMENT_ENTITY } from './comments/routes.js';
import { agencyOfComment } from './comments/repository.js';
import { RESERVATION_ENTITY, RESERVATION_PERMISSIONS } from './permissions.js';

export const reservationAudits: AuditedEntity[] = [
  {
    entity: RESERVATION_ENTITY,
    view: RESERVATION_PERMISSIONS.view,
    referencesOf: referencesBy(
      `SELECT r.request_guid::text AS id, ${SHOWN_REFERENCE} AS reference FROM reservation_requests r
        WHERE r.request_guid = ANY($1::uuid[])`,
      (ids) => ids.filter(isUuid),
    ),
    agencyOf: async (q, id) => {
      if (!isUuid(id)) return undefined;
      const [row] = await q.query<{ agency_id: number }>(
        'SELECT agency_id FROM reservation_requests WHERE request_guid = $1::uuid',
        [id],
      );
      return row?.agency_id;
    },
  },
  {
    entity: COMMENT_ENTITY,
    view: RESERVATION_PERMISSIONS.view,
    referencesOf: referencesBy(
      `SELECT c.id, ${SHOWN_REFERENCE} AS reference FROM reservation_request_comments c
         JOIN reservation_requests r ON r.id = c.request_id WHERE c.id = ANY($1::int[])`,
    ),
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      return n === undefined ? undefined : agencyOfComment(q, n);
    },
  },
];
