/**
 * The invoices module: the invoice list (`/finance/invoice`) with its details modal, the editor
 * of a draft's manual rows, and the credit notes that correct an issued invoice.
 */
import type { AdminModule } from '@admin/module';
import { invoiceDashboardCards } from './dashboard';
import { invoiceList } from './list';

export const invoicesModule: AdminModule = {
  name: 'invoices',
  resources: [invoiceList],
  dashboardCards: invoiceDashboardCards,
};
