/**
 * Invoices under /api/finance/invoice/: drafts made from submitted requests, issued with a gapless
 * number, corrected by credit notes (README.md). It keeps each request's invoice in step with the
 * reservations module's events.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { seedDemoInvoices } from './demo-invoices.js';
import { invoiceAudits } from './audits.js';
import { invoiceCards } from './dashboard.js';
import { invoiceReference } from './document-kind.js';
import { invoiceListeners } from './events.js';
import { seedDemoInvoiceAccount } from './pdf/demo-account.js';
import { eInvoiceRoutes } from './e-invoice/routes.js';
import { invoicePdfRoutes } from './pdf/routes.js';
import { invoiceLifecycleRoutes } from './lifecycle-routes.js';
import { invoiceRoutes } from './routes.js';

export const invoicesModule: ServerModule = {
  name: 'invoices',
  after: ['reservations', 'documents'],
  migrations: new URL('./migrations/', import.meta.url),
  permissions: Object.values(PERMISSIONS.Finance.Invoices),
  audits: () => invoiceAudits,
  documentKinds: [invoiceReference],
  listens: invoiceListeners,
  dashboard: invoiceCards,
  demoData: async (tx) => {
    // The account first: with e-invoicing on, issuing needs the IBAN invoices print.
    await seedDemoInvoiceAccount(tx);
    await seedDemoInvoices(tx);
  },
  register: (app, { db }) => {
    invoiceRoutes(app, db);
    invoiceLifecycleRoutes(app, db);
    invoicePdfRoutes(app, db);
    eInvoiceRoutes(app, db);
  },
};
