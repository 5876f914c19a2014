/**
 * What other modules use of the invoice payments module: the payments dialog of an invoice
 * (§2.6), opened from an invoice row of the invoices list.
 * @example {paying && <InvoicePaymentsDialog invoiceId={paying.id} onClose={() => setPaying(undefined)} onChanged={list.refetch} />}
 */
export { InvoicePaymentsDialog, type InvoicePaymentsDialogProps } from './dialog/InvoicePaymentsDialog';
export { InvoiceStatusBadge } from './shared/InvoiceStatusBadge';
/** The agency's credit on account beside an invoice: Use credit, Refund credit (the invoice details show it too). */
export { AgencyCredit } from './dialog/AgencyCredit';
/** The receipt preview of a payment (§2.5), loaded when first opened. */
export { PaymentPrintPreview } from './print';
