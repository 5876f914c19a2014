/**
 * Outgoing mail, through the outbox (README.md): record a mail with the transaction of what
 * caused it, then send it once committed.
 * @example
 *   const id = await db.transaction(async (tx) => { ...; return mailer.record(tx, { kind, to, lang, subject, text }) });
 *   mailer.send(id);
 */
export { DELIVERY_WAIT_MS, Mailer, NOT_CONFIGURED, type Delivery, type MailLog } from './mailer.js';
export { accountMail, type MailKind } from './texts.js';
export type { Mail, MailAttachment, OutboxStatus } from './outbox.js';
