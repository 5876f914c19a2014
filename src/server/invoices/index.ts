/**
 * What other modules use of invoices (the payments module records payments against them): lock an
 * invoice in a transaction, issue a draft, read its detail, record its audit entries, and change its
 * status as the system does (Paid and back).
 */
export { INVOICE_AUDIT_ENTITY } from './permissions.js';
export { lockInvoice, readInvoiceAuditState } from './lock.js';
export { issueInvoice } from './issue.js';
export { readInvoiceDetail } from './detail.js';
export { recordInvoiceAudit, setStatusAutomatically } from './audit-trail.js';
export { followLedger } from './settled-status.js';
export type { InvoiceAuditState, InvoiceScope, InvoiceWriteContext, LockedInvoice } from './types.js';
