/**
 * How the Audit Log names a statement e-mail (entity `statement-mail`, written by
 * src/server/statement/mail.ts): its label and its fields in the UI language.
 */
import { bespokeSubject, type AuditSubject, type Translate } from '@admin/audit/audit-subjects';

const FIELDS = {
  agencyId: { key: 'statement.agency', shownBy: 'agency' },
  agency: { key: 'statement.agency' },
  recipient: { key: 'statement.audit.recipient' },
  fromDate: { key: 'statement.fromDate', format: { kind: 'date' as const } },
  toDate: { key: 'statement.toDate', format: { kind: 'date' as const } },
  search: { key: 'statement.search' },
  file: { key: 'statement.audit.file' },
  closingBalance: { key: 'statement.audit.closingBalance' },
};

export const statementMailSubject = (translate: Translate): AuditSubject =>
  bespokeSubject('statement-mail', 'statement.audit.entity', FIELDS, translate);
