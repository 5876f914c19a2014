/**
 * Sends the product's e-mails through the tenant's SMTP settings (loadMailSettings, read at each
 * send, so a settings save applies at once), from the company's e-mail address under its name.
 *
 * A mail is sent in the background, after the request has answered: the answer never waits for
 * the mail server and never differs by whether a mail went out (forgot-password must not tell
 * whether an address has an account, by its body or by its time). Every outcome is logged in one
 * line: not configured (warn), failed (error, the server's reason but never the password).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { loadMailSettings, type MailSettings } from '../settings/index.js';
import { mailText, renderMail, type MailKind } from './texts.js';
import { createTransport } from './transport.js';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  /** How the mail greets the recipient (first name). */
  name: string;
  lang: Lang;
  /** The link the mail is about (built from PUBLIC_URL). */
  link: string;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The company name when the tenant has none yet. */
const DEFAULT_COMPANY = 'Travel Back Office';

export const NOT_CONFIGURED =
  'Mail is not configured: set the SMTP server in Provider Settings > SAAS Tenancy Settings.';

export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly log: MailLog,
  ) {}

  /** Sends in the background; the caller goes on at once. */
  queue(mail: OutgoingMail): void {
    const sending: Promise<void> = this.send(mail).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves once every queued mail has been sent or has failed (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async send(mail: OutgoingMail): Promise<void> {
    let settings: MailSettings | null = null;
    try {
      settings = await loadMailSettings(this.db);
      if (!settings) {
        this.log.warn(`${NOT_CONFIGURED} A ${mail.kind} e-mail was not sent.`);
        return;
      }
      const company = settings.fromName || DEFAULT_COMPANY;
      const text = mailText(mail.kind, mail.lang, company, mail.name);
      const transport = createTransport(settings);
      try {
        await transport.sendMail({
          from: { name: company, address: settings.fromAddress || settings.username },
          to: mail.to,
          subject: text.subject,
          ...renderMail(text, mail.link),
        });
      } finally {
        transport.close();
      }
      this.log.info(`Sent a ${mail.kind} e-mail through ${settings.host}:${settings.port}.`);
    } catch (error) {
      const where = settings ? ` through ${settings.host}:${settings.port}` : '';
      this.log.error(`Could not send a ${mail.kind} e-mail${where}: ${reasonOf(error, settings?.password)}`);
    }
  }
}

/** The error's message and code, with the SMTP password blanked should a server echo it. */
function reasonOf(error: unknown, password: string | undefined): string {
  const { message, code } =
    error instanceof Error ? (error as Error & { code?: string }) : { message: String(error), code: undefined };
  const text = `${message}${code ? ` (${code})` : ''}`;
  return password ? text.split(password).join('***') : text;
}
