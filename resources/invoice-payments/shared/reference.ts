/** How a payment's request reads and who may do what: pure, no React. */
import { PERMISSIONS } from '@domain/permissions';

export const PAYMENTS_VIEW = PERMISSIONS.Finance.InvoicePayments.ViewList;
/** Records and changes payments (the form, the edit action). */
export const PAYMENTS_ADD = PERMISSIONS.Finance.InvoicePayments.Add;
export const PAYMENTS_DELETE = PERMISSIONS.Finance.InvoicePayments.Delete;

/** The request reference as clerks say it: the supplier initial and a dash when there is one (`ORS-AZV-FIT-000012`). */
export const shownReference = (row: { supplierInitial?: string | null; requestReference?: string | null }): string =>
  row.supplierInitial && row.requestReference
    ? `${row.supplierInitial}-${row.requestReference}`
    : (row.requestReference ?? '');

/** Payment types: the infra types of type group 12 (§7, §9). */
export const PAYMENT_TYPE_GROUP = 12;

/** The react-query key prefix of the agency's account (balance, open invoices): a payment's change invalidates it. */
export const ACCOUNT_QUERY = ['invoice-payments', 'account'] as const;
