/**
 * Reservation requests as a document reference (`reservation-request`): the id is the request's
 * guid; documents follow the request's permissions (ViewList to read, Add to add and delete) and
 * its agency; a deleted request has none to show (404). Declared in module.ts (`documentKinds`).
 */
import { DEFAULT_REFERENCE_KIND } from '@domain/documents/document-schema.js';
import { isUuid } from '@domain/uuid.js';
import type { ReferenceKind } from '../documents/index.js';
import { RESERVATION_PERMISSIONS } from './permissions.js';

export const reservationRequestReference: ReferenceKind = {
  kind: DEFAULT_REFERENCE_KIND,
  read: RESERVATION_PERMISSIONS.view,
  write: RESERVATION_PERMISSIONS.add,
  normalise: (id) => (isUuid(id) ? id.toLowerCase() : null),
  async agencyOf(q, guid, lock) {
    const [row] = await q.query<{ agency_id: number }>(
      `SELECT agency_id FROM reservation_requests WHERE request_guid = $1::uuid AND NOT is_deleted ${lock ? 'FOR SHARE' : ''}`,
      [guid],
    );
    return row ? row.agency_id : undefined;
  },
};
