/**
 * Invoices as a document reference (`invoice`): the id is the invoice's id; documents follow the
 * invoice's permissions (ViewList to read, Add to add and delete) and its agency, so an agency
 * user attaches files to its agency's invoices; a deleted invoice has none to show (404).
 * Declared in module.ts (`documentKinds`).
 */
import type { ReferenceKind } from '../documents/index.js';
import { INVOICE_PERMISSIONS } from './permissions.js';

export const INVOICE_DOCUMENT_KIND = 'invoice';

export const invoiceReference: ReferenceKind = {
  kind: INVOICE_DOCUMENT_KIND,
  read: INVOICE_PERMISSIONS.view,
  write: INVOICE_PERMISSIONS.add,
  normalise: (id) => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? id : null),
  async agencyOf(q, id, lock) {
    const [row] = await q.query<{ agency_id: number }>(
      `SELECT agency_id FROM invoices WHERE id = $1 AND NOT is_deleted ${lock ? 'FOR SHARE' : ''}`,
      [Number(id)],
    );
    return row ? row.agency_id : undefined;
  },
};
