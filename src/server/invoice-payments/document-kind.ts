/**
 * Payments as a document reference (`invoice-payment`): the id is the payment's guid, so the files
 * of a payment still to be recorded can wait under it (pending uploads) and join it in its
 * transaction. Documents follow the payment's permissions (ViewList to read, Add to add and delete)
 * and its invoice's agency; like the payments, they are written by company users only (agency users
 * read them); a deleted payment has none to show (404). Declared in module.ts.
 */
import { isUuid } from '@domain/uuid.js';
import type { ReferenceKind } from '../documents/index.js';
import { PAYMENT_DOCUMENT_KIND, PAYMENT_PERMISSIONS } from './permissions.js';

export const paymentReference: ReferenceKind = {
  kind: PAYMENT_DOCUMENT_KIND,
  read: PAYMENT_PERMISSIONS.view,
  write: PAYMENT_PERMISSIONS.add,
  companyWrites: true,
  normalise: (id) => (isUuid(id) ? id.toLowerCase() : null),
  async agencyOf(q, guid, lock) {
    const [row] = await q.query<{ agency_id: number }>(
      `SELECT i.agency_id FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
        WHERE p.payment_guid = $1::uuid AND NOT p.is_deleted ${lock ? 'FOR SHARE OF p' : ''}`,
      [guid],
    );
    return row ? row.agency_id : undefined;
  },
};
