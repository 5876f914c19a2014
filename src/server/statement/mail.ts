/**
 * E-mails a statement (`POST statement/mail`): its PDF, drawn as `statement/pdf` draws it, is
 * recorded in the outbox with the mail to the agency's e-mail address, and the audit entry
 * (entity `statement-mail`, the outbox mail's id, the agency's) is written in the same
 * transaction; the mail is tried once committed and the answer waits for that try (at most
 * DELIVERY_WAIT_MS, 10 s), so it says the truth: `sent` only when the SMTP server accepted it,
 * else `reason` why it waits in the Outbox (`not-configured`, `failed`: refused or unreachable)
 * or that it is still being sent (`sending`, its outcome then in the Outbox).
 */
import type { StatementFilter } from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../audit/index.js';
import type { AuthUser } from '../auth/token.js';
import type { Db } from '../db/types.js';
import { HttpError } from '../errors.js';
import type { Delivery, Mailer } from '../mail/index.js';
import { statementMailText } from './mail-texts.js';
import { statementMessage } from './messages.js';
import { statementPdf } from './pdf.js';
import type { StatementAgency } from './statement.js';

export const STATEMENT_MAIL_AUDIT = 'statement-mail';

/** The answer of `statement/mail`: the mail, its recipient, and whether the SMTP server took it. */
export interface StatementMailAnswer {
  mailId: number;
  recipient: string;
  sent: boolean;
  /** Why it is not sent (yet): it waits in the Outbox, or its first try is still running. */
  reason?: Exclude<Delivery, 'sent'>;
}

export async function mailStatement(
  db: Db,
  mailer: Mailer,
  sent: { agency: StatementAgency; filter: StatementFilter; lang: Lang; user: AuthUser },
): Promise<StatementMailAnswer> {
  const { agency, filter, lang, user } = sent;
  const recipient = agency.email?.trim();
  if (!recipient) throw new HttpError(409, statementMessage(lang, 'noEmail'));
  const pdf = await statementPdf(db, agency, filter, lang);
  const { subject, text } = statementMailText(lang, agency.title, filter, pdf);
  const mailId = await db.transaction(async (tx) => {
    const id = await mailer.record(tx, {
      kind: 'statement',
      to: recipient,
      lang,
      subject,
      text,
      attachments: [{ fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
    });
    await recordAudit(tx, {
      user,
      entity: STATEMENT_MAIL_AUDIT,
      entityId: id,
      operation: 'create',
      before: null,
      after: {
        agencyId: agency.id,
        agency: agency.title,
        recipient,
        fromDate: filter.fromDate ?? null,
        toDate: filter.toDate ?? null,
        search: filter.search ?? null,
        file: pdf.fileName,
        closingBalance: pdf.summary.closingBalance,
      },
      agencyId: agency.id,
    });
    return id;
  });
  const delivery = await mailer.deliver(mailId);
  return delivery === 'sent' ? { mailId, recipient, sent: true } : { mailId, recipient, sent: false, reason: delivery };
}
