/**
 * The invoices module: the invoice list (`/finance/invoice`) with its details modal, the editor
 * of a draft's manual rows, and the credit notes that correct an issued invoice; the trash of deleted
 * drafts (`/finance/invoice/trash`, with the delete permission).
 */
import type { AdminModule } from '@admin/module';
import { invoiceDashboardCards } from './dashboard';
import { invoiceList } from './list';
import { INVOICE_TRASH_PATH } from './list/paths';
import { INVOICES_DELETE } from './shared/useInvoiceRights';
import { InvoiceTrash } from './trash/InvoiceTrash';

export const invoicesModule: AdminModule = {
  name: 'invoices',
  resources: [invoiceList],
  routes: [
    { path: INVOICE_TRASH_PATH, element: <InvoiceTrash />, permission: INVOICES_DELETE, menu: invoiceList.name },
  ],
  dashboardCards: invoiceDashboardCards,
};
