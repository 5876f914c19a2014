/**
 * Payments against invoices under /api/finance/invoicepayment/ (README.md): a payment issues a
 * draft invoice, and the invoice becomes Paid when its payments reach the grand total.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';

export const invoicePaymentsModule: ServerModule = {
  name: 'invoice-payments',
  after: ['invoices'],
  migrations: new URL('./migrations/', import.meta.url),
  permissions: Object.values(PERMISSIONS.Finance.InvoicePayments),
  register: () => {},
};
