/**
 * The admin modules, one line each (`resources/<name>/module.ts(x)`, see module.ts): the shell
 * registers their resources, routes and audit subjects from this list; their texts are merged
 * at build time from their folders.
 */
import { auditModule } from '@resources/audit/module';
import { documentsModule } from '@resources/documents/module';
import { financeChartsModule } from '@resources/finance-charts/module';
import { invoicePaymentsModule } from '@resources/invoice-payments/module';
import { invoicesModule } from '@resources/invoices/module';
import { legalIdentityModule } from '@resources/legal-identity/module';
import { outboxModule } from '@resources/outbox/module';
import { reservationsModule } from '@resources/reservations/module';
import { statementModule } from '@resources/statement/module';
import { userManagementModule } from '@resources/user-management/module';
import type { AdminModule } from './module';

export const adminModules: readonly AdminModule[] = [
  reservationsModule,
  userManagementModule,
  auditModule,
  documentsModule,
  outboxModule,
  invoicesModule,
  invoicePaymentsModule,
  statementModule,
  financeChartsModule,
  legalIdentityModule,
];
