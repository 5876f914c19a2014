/**
 * The audit log's entity names of finance rows. The invoices module writes a payment's entry
 * too (a replaced invoice's payments move to its successor), so the name is shared here rather
 * than known to one module only.
 */
export const INVOICE_PAYMENT_AUDIT_ENTITY = 'invoice-payment';
