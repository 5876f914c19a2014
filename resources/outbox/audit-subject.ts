/**
 * The outbox in the audit trail (`entity` `outbox-mail`, src/server/mail: a Resend records how
 * the mail's delivery changed): field labels from the `outbox.audit` texts, statuses by name.
 */
import { OUTBOX_STATUSES } from '@domain/outbox';
import { bespokeSubject, type AuditSubject, type Translate } from '@admin/audit/audit-subjects';

export function outboxSubject(translate: Translate): AuditSubject {
  const a = (key: string) => `outbox.audit.${key}`;
  const statuses = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, translate(`outbox.statuses.${s}`)]));
  return bespokeSubject(
    'outbox-mail',
    a('title'),
    {
      status: { key: a('status'), format: { labels: statuses } },
      attempts: { key: a('attempts') },
      lastError: { key: a('lastError') },
      sentDate: { key: a('sentDate'), format: { kind: 'date-time' } },
    },
    translate,
  );
}
