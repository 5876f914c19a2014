/**
 * Finance under /api/finance/: invoices (drafts made from submitted requests, issued with a
 * gapless number, corrected by credit notes) and the payments against them (README.md). It keeps
 * each request's invoice in step with the reservations module's events.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';

export const financeModule: ServerModule = {
  name: 'finance',
  after: ['reservations', 'documents'],
  migrations: new URL('./migrations/', import.meta.url),
  permissions: [...Object.values(PERMISSIONS.Finance.Invoices), ...Object.values(PERMISSIONS.Finance.InvoicePayments)],
  register: () => {},
};
