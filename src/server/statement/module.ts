/**
 * The Reservation Request Statement under /api/finance/report/ (README.md): an agency's issued
 * invoices with their payments, balances and aging, as JSON, PDF and CSV, and mailed to the agency.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { statementAudits } from './audits.js';
import { statementRoutes } from './routes.js';

export const statementModule: ServerModule = {
  name: 'statement',
  after: ['invoices', 'invoice-payments', 'mail'],
  permissions: Object.values(PERMISSIONS.Reports.ReservationRequestStatement),
  audits: () => statementAudits,
  register: (app, { db, mailer }) => statementRoutes(app, db, mailer),
};
