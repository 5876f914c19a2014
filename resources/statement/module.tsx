/**
 * The statement module: the Reservation Request Statement of an agency (`/finance/reservation-statement`):
 * its invoices with payments and balances, the summary with opening and closing balances and aging,
 * and the statement as PDF, CSV and e-mail (the server's contract: src/server/statement/README.md).
 */
import type { AdminModule } from '@admin/module';
import { statementMailSubject } from './audit-subject';
import { statementResource } from './index';

export const statementModule: AdminModule = {
  name: 'statement',
  resources: [statementResource],
  auditSubjects: [statementMailSubject],
};
