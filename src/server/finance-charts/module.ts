/**
 * Agency Invoice vs Payment under /api/finance/report/ (README.md): invoices and payments per
 * agency, payments per account and invoices per month, as JSON for the charts screen and as a PDF.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { chartsRoutes } from './routes.js';

export const financeChartsModule: ServerModule = {
  name: 'finance-charts',
  after: ['invoices', 'invoice-payments'],
  permissions: Object.values(PERMISSIONS.Reports.AgencyInvoiceVsPayment),
  register: (app, { db }) => chartsRoutes(app, db),
};
