/**
 * Invoices in the audit log: their history follows the invoice's view permission and its agency
 * (another agency's answers 404); an invoice is called by its number, a draft by its request's
 * reference as the screens show it (`ORS-FIT-000012`). Declared in module.ts (`audits`).
 */
import { referencesBy, rowNumber, type AuditedEntity } from '../audit/index.js';
import { INVOICE_AUDIT_ENTITY, INVOICE_PERMISSIONS } from './permissions.js';

export const invoiceAudits: AuditedEntity[] = [
  {
    entity: INVOICE_AUDIT_ENTITY,
    view: INVOICE_PERMISSIONS.view,
    // Deleted invoices included: their history stays readable.
    referencesOf: referencesBy(
      `SELECT i.id, COALESCE(i.number, r.supplier_initial || '-' || r.request_reference) AS reference
         FROM invoices i JOIN reservation_requests r ON r.id = i.request_id WHERE i.id = ANY($1::int[])`,
    ),
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      if (n === undefined) return undefined;
      const [row] = await q.query<{ agency_id: number }>('SELECT agency_id FROM invoices WHERE id = $1', [n]);
      return row?.agency_id;
    },
  },
];
