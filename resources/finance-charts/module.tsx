/**
 * The finance-charts module: Agency Invoice vs Payment (`/finance/agency-invoice-vs-payment`, §2.8):
 * invoices against payments per agency, payments per account, invoices per month, drawn with nivo
 * from the server's figures, and their PDF (the server's contract: src/server/finance-charts/README.md).
 */
import type { AdminModule } from '@admin/module';
import { financeChartsResource } from './index';

export const financeChartsModule: AdminModule = {
  name: 'finance-charts',
  resources: [financeChartsResource],
};
