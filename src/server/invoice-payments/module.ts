/**
 * Payments against invoices under /api/finance/invoicepayment/ (README.md): a payment issues a
 * draft invoice, and the invoice becomes Paid when its payments reach the grand total. Files attach
 * to a payment through the documents module (kind `invoice-payment`).
 */
import type { ServerModule } from '../module.js';
import { accountRoutes } from './account-routes.js';
import { seedDemoPayments } from './demo-payments.js';
import { paymentAudits } from './audits.js';
import { paymentCards } from './dashboard.js';
import { paymentReference } from './document-kind.js';
import { PAYMENT_PERMISSIONS } from './permissions.js';
import { receiptPdfRoutes } from './pdf/routes.js';
import { paymentRoutes } from './routes.js';

export const invoicePaymentsModule: ServerModule = {
  name: 'invoice-payments',
  after: ['invoices'],
  migrations: new URL('./migrations/', import.meta.url),
  permissions: Object.values(PAYMENT_PERMISSIONS),
  audits: () => paymentAudits,
  documentKinds: [paymentReference],
  dashboard: paymentCards,
  demoData: seedDemoPayments,
  register: (app, { db }) => {
    paymentRoutes(app, db);
    accountRoutes(app, db);
    receiptPdfRoutes(app, db);
  },
};
