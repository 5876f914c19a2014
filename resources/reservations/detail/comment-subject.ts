/**
 * A request's comments in the Audit Log (entity `reservation-request-comment`, server
 * reservations/comments): named 'Request comments', the row by its request's reference (the
 * server's `referencesOf`), the comment's text by its label.
 */
import { bespokeSubject, type AuditSubject, type Translate } from '@admin/audit/audit-subjects';

export function requestCommentSubject(translate: Translate): AuditSubject {
  const a = (key: string) => `reservationDetail.commentAudit.${key}`;
  return bespokeSubject(
    'reservation-request-comment',
    a('title'),
    {
      message: { key: a('message') },
      // The request's guid: the Row column already names the request by its reference.
      requestGuid: { key: a('request'), shownBy: 'message' },
    },
    translate,
  );
}
