/** How an invoice's references read. Pure, no React. */
import type { InvoiceListRow } from '@domain/finance/invoice-schema';

/** The request reference as agents say it: the supplier initial, a dash, the reference (`ORS-AZV-FIT-000012`). */
export const shownRequestReference = (row: Pick<InvoiceListRow, 'supplierInitial' | 'requestReference'>): string =>
  row.supplierInitial ? `${row.supplierInitial}-${row.requestReference}` : row.requestReference;

/** Agency users read invoices; changing them is for company users (the server answers 403 otherwise). */
export interface InvoiceRights {
  /** Edit rows, status, currency, note; record payments (Finance.Invoices.Add, company user). */
  canEdit: boolean;
  /** Delete a draft or a manual row (Finance.Invoices.Delete, company user). */
  canDelete: boolean;
  /** Attach files (Finance.Invoices.Add; agency users too, on their agency's invoices). */
  canAttach: boolean;
  /** Open an invoice's payments (Finance.Invoices.Add; an agency user reads them there). */
  canSeePayments: boolean;
}
