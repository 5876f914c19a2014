/**
 * The server modules (module.ts): one line each. Start-up, the build, the migration runner, the
 * OpenAPI document, the audit log and the authorization matrix read this list. The order here
 * is the registration order, except that a module's `after` comes first (module-order.ts).
 */
import { accountModule } from './account/module.js';
import { auditModule } from './audit/module.js';
import { dashboardModule } from './dashboard/module.js';
import { documentsModule } from './documents/module.js';
import { filesModule } from './files/module.js';
import { financeChartsModule } from './finance-charts/module.js';
import { invoicePaymentsModule } from './invoice-payments/module.js';
import { invoicesModule } from './invoices/module.js';
import { ledgerModule } from './ledger/module.js';
import { mailModule } from './mail/module.js';
import type { ServerModule } from './module.js';
import { reservationsModule } from './reservations/module.js';
import { settingsModule } from './settings/module.js';
import { statementModule } from './statement/module.js';
import { usersModule } from './users/module.js';

export const serverModules: readonly ServerModule[] = [
  filesModule,
  settingsModule,
  usersModule,
  reservationsModule,
  documentsModule,
  invoicesModule,
  ledgerModule,
  invoicePaymentsModule,
  mailModule,
  statementModule,
  financeChartsModule,
  accountModule,
  auditModule,
  dashboardModule,
];
