/**
 * The documents in the audit trail (`entity` `reservation-request-document`, src/server/documents):
 * their field labels from the `documents.audit` texts, the reference kind by name.
 */
import { bespokeSubject, type AuditSubject, type Translate } from '@admin/audit/audit-subjects';

export function requestDocumentSubject(translate: Translate): AuditSubject {
  const a = (key: string) => `documents.audit.${key}`;
  return bespokeSubject(
    'reservation-request-document',
    a('title'),
    {
      fileName: { key: a('fileName') },
      size: { key: a('size') },
      contentType: { key: a('contentType') },
      referenceKind: {
        key: a('referenceKind'),
        format: { labels: { 'reservation-request': translate(a('reservationRequest')) } },
      },
      referenceId: { key: a('referenceId') },
    },
    translate,
  );
}
