/** The invoice's permissions and audit entity name, shared by the routes, the audit trail and the exports. */
import { PERMISSIONS } from '@domain/permissions.js';

export const INVOICE_AUDIT_ENTITY = 'invoice';
export const INVOICE_PERMISSIONS = {
  view: PERMISSIONS.Finance.Invoices.ViewList,
  add: PERMISSIONS.Finance.Invoices.Add,
  delete: PERMISSIONS.Finance.Invoices.Delete,
} as const;
