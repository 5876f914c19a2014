/**
 * The outbox's mails as the API answers them (src/server/mail, GET /api/mail/outbox/...) and the
 * Outbox screen reads them (resources/outbox): shared, so both halves name the statuses alike.
 */
import type { Lang } from '@schema/types.js';

/**
 * queued: recorded, not tried yet; sending: a try under way; sent; not-configured: no SMTP server
 * in the settings when it was tried; failed: the mail server's error is in `lastError`.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'not-configured', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A row of the list. */
export interface OutboxSummary {
  id: number;
  /** What the mail is about: `confirm-email`, `reset-password`, `account-exists`, later `statement`... */
  kind: string;
  recipient: string;
  subject: string;
  lang: Lang;
  status: OutboxStatus;
  attempts: number;
  /** Why the last try did not send it; null once sent. */
  lastError: string | null;
  dateCreated: string;
  lastAttemptDate: string | null;
  sentDate: string | null;
}

/** One mail with its bodies. */
export interface OutboxMail extends OutboxSummary {
  text: string;
  html: string | null;
}
