/**
 * Requests and their comments in the audit log: their history follows the request's view
 * permission and its agency (another agency's answers 404). Declared in module.ts (`audits`).
 */
import { isUuid } from '@domain/uuid.js';
import { rowNumber, type AuditedEntity } from '../audit/index.js';
import { COMMENT_ENTITY } from './comments/routes.js';
import { agencyOfComment } from './comments/repository.js';
import { RESERVATION_ENTITY, RESERVATION_PERMISSIONS } from './permissions.js';

export const reservationAudits: AuditedEntity[] = [
  {
    entity: RESERVATION_ENTITY,
    view: RESERVATION_PERMISSIONS.view,
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
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      return n === undefined ? undefined : agencyOfComment(q, n);
    },
  },
];
