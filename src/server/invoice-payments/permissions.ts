/** The payment's permissions, audit entity and document kind, shared by the routes, the audit log and the documents. */
import { INVOICE_PAYMENT_AUDIT_ENTITY } from '@domain/finance/index.js';
import { PERMISSIONS } from '@domain/permissions.js';

export const PAYMENT_AUDIT_ENTITY = INVOICE_PAYMENT_AUDIT_ENTITY;
/** A refund of credit on account to an agency. */
export const REFUND_AUDIT_ENTITY = 'refund';
/** `referenceKind` of a payment's documents; their reference id is the payment's guid. */
export const PAYMENT_DOCUMENT_KIND = 'invoice-payment';
export const PAYMENT_PERMISSIONS = {
  view: PERMISSIONS.Finance.InvoicePayments.ViewList,
  add: PERMISSIONS.Finance.InvoicePayments.Add,
  delete: PERMISSIONS.Finance.InvoicePayments.Delete,
} as const;
