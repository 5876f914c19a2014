/**
 * The invoice list as a resource, the shape of a schema one (style example 1), in the Finance
 * group before the payment accounts, shown with `Finance.Invoices.ViewList`.
 * @example <Resource {...invoiceList} /> // list at /finance/invoice
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { INVOICES_VIEW } from '../shared/useInvoiceRights';
import { InvoiceList } from './InvoiceList';

const menu: BespokeMenu = { group: 'finance', order: 10, labelKey: 'invoices.title', permission: INVOICES_VIEW };

export const invoiceList = {
  name: 'finance/invoice',
  list: InvoiceList,
  icon: ReceiptLongIcon,
  options: { menu },
};
