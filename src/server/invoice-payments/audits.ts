/**
 * Payments in the audit log (module.ts `audits`): their history follows the payments' view
 * permission and the invoice's agency (another agency's answers 404); a payment is called by its
 * request's reference as the screens show it and its date (`ORS-FIT-000012, 2026-11-27`). Refunds of
 * credit on account likewise, called by their agency and date.
 */
import { referencesBy, rowNumber, type AuditedEntity } from '../audit/index.js';
import { PAYMENT_AUDIT_ENTITY, PAYMENT_PERMISSIONS, REFUND_AUDIT_ENTITY } from './permissions.js';

export const paymentAudits: AuditedEntity[] = [
  {
    entity: PAYMENT_AUDIT_ENTITY,
    view: PAYMENT_PERMISSIONS.view,
    // Deleted payments included: their history stays readable.
    referencesOf: referencesBy(
      `SELECT p.id, r.supplier_initial || '-' || r.request_reference || ', ' || to_char(p.payment_date, 'YYYY-MM-DD')
              AS reference
         FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id JOIN reservation_requests r ON r.id = i.request_id
        WHERE p.id = ANY($1::int[])`,
    ),
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      if (n === undefined) return undefined;
      const [row] = await q.query<{ agency_id: number }>(
        'SELECT i.agency_id FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id WHERE p.id = $1',
        [n],
      );
      return row?.agency_id;
    },
  },
  {
    entity: REFUND_AUDIT_ENTITY,
    view: PAYMENT_PERMISSIONS.view,
    referencesOf: referencesBy(
      `SELECT f.id, a.title || ', ' || to_char(f.refund_date, 'YYYY-MM-DD') AS reference
         FROM ledger_refunds f JOIN agency a ON a.id = f.agency_id WHERE f.id = ANY($1::int[])`,
    ),
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      if (n === undefined) return undefined;
      const [row] = await q.query<{ agency_id: number }>('SELECT agency_id FROM ledger_refunds WHERE id = $1', [n]);
      return row?.agency_id;
    },
  },
];
