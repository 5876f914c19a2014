/**
 * The invoice payments module: the Invoice Payments screen (`/finance/invoice-payment`) in the
 * Finance menu with `Finance.InvoicePayments.ViewList`; the payments dialog of an invoice row is
 * exported from index.ts for the invoices module.
 */
import PaymentsIcon from '@mui/icons-material/Payments';
import type { AdminModule } from '@admin/module';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { paymentDashboardCards } from './dashboard';
import { PaymentList } from './list/PaymentList';
import { PAYMENTS_VIEW } from './shared/reference';

const menu: BespokeMenu = {
  group: 'finance',
  order: 30,
  labelKey: 'invoicePayments.title',
  permission: PAYMENTS_VIEW,
};

export const invoicePaymentsModule: AdminModule = {
  name: 'invoice-payments',
  resources: [{ name: 'finance/invoice-payment', list: PaymentList, icon: PaymentsIcon, options: { menu } }],
  dashboardCards: paymentDashboardCards,
};
