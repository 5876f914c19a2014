/**
 * The one way the product sends mail: through the outbox (outbox.ts). A caller records the mail
 * with the transaction of what caused it (`record(tx, mail)`: a sign-up and its confirmation
 * mail commit together or not at all), then, once committed, hands its id to `send(id)`, which
 * tries it in the background through the tenant's SMTP settings (loadMailSettings, read at each
 * try, so a settings save applies at once), from the company's address under its name.
 *
 * The account mails' requests never wait for the mail server and their answers never depend on
 * the mail (forgot-password must not tell whether an address has an account, by its body or by
 * its time). A request that tells its user the mail went (a statement e-mailed) waits for the
 * first try instead (`deliver(id)`, at most `DELIVERY_WAIT_MS`), so it says "sent" only once the
 * SMTP server accepted it, else that it waits in the Outbox and why.
 * Every try ends in the outbox: sent, or not-configured / failed with the reason, for an
 * administrator to read and resend (routes.ts); and in one log line: not configured (warn),
 * failed (error, the server's reason but never the password), sent (info).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types.js';
import { loadMailSettings, type MailSettings } from '../settings/index.js';
import { mailMessage } from './messages.js';
import {
  claimMail,
  finishTry,
  insertMail,
  mailAttachments,
  waitingMails,
  type Mail,
  type OutboxMail,
  type TryResult,
} from './outbox.js';
import { DEFAULT_COMPANY } from './texts.js';
import { createTransport } from './transport.js';

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const NOT_CONFIGURED =
  'Mail is not configured: set the SMTP server in Provider Settings > SAAS Tenancy Settings.';

/** The longest reason kept in the outbox (a server may answer a whole transcript). */
const REASON_MAX = 2000;

/** How long `deliver` waits for the first try before answering that the mail is still being sent. */
export const DELIVERY_WAIT_MS = 10_000;

/**
 * What became of a mail's first try, as a request can tell its user: accepted by the SMTP server
 * (`sent`), waiting in the Outbox because no SMTP server is set (`not-configured`) or the server
 * refused it or could not be reached (`failed`), or still being tried when the wait ended
 * (`sending`: its outcome will be in the Outbox).
 */
export type Delivery = 'sent' | 'not-configured' | 'failed' | 'sending';

export class Mailer {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Queryable,
    private readonly log: MailLog,
  ) {}

  /** Records a mail in the outbox with the caller's transaction; answers its id for `send`. */
  record(tx: Queryable, mail: Mail): Promise<number> {
    return insertMail(tx, mail);
  }

  /** Tries recorded mails in the background (call it once their transaction has committed). */
  send(...ids: number[]): void {
    for (const id of ids) this.track(this.tryQueued(id));
  }

  /**
   * Tries a recorded mail now (call it once its transaction has committed) and waits for that try,
   * at most `waitMs`: what became of it. The try goes on after the wait (tracked like `send`'s).
   */
  async deliver(id: number, waitMs = DELIVERY_WAIT_MS): Promise<Delivery> {
    const attempt = this.tryQueued(id);
    this.track(attempt);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'sending'>((resolve) => {
      timer = setTimeout(() => resolve('sending'), waitMs);
      timer.unref();
    });
    try {
      // A mail another process claimed first (null) is being tried there.
      return await Promise.race([
        attempt.then((result) => result?.status ?? 'sending').catch(() => 'failed' as const),
        waited,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A mail with no transaction of its own to join: recorded, then sent in the background. */
  async queue(mail: Mail): Promise<number> {
    const id = await this.record(this.db, mail);
    this.send(id);
    return id;
  }

  /** Sends the mails recorded but never tried (the process that recorded them stopped first). */
  resumeWaiting(): void {
    this.track(waitingMails(this.db).then((ids) => this.send(...ids)));
  }

  /**
   * Tries a mail again now, whatever its status (not while another try holds it: null), and
   * answers the mail claimed and the result; the caller writes the result (with its audit entry).
   */
  async retry(id: number): Promise<{ claimed: OutboxMail; result: TryResult } | null> {
    const claimed = await claimMail(this.db, id, true);
    if (!claimed) return null;
    const attempt = this.attempt(claimed);
    this.track(attempt);
    return { claimed, result: await attempt };
  }

  /** Resolves once every try under way has ended (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    const tracked: Promise<unknown> = work
      .catch((error: unknown) => this.log.error(`The outbox could not be read or written: ${String(error)}`))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** The first try of a queued mail: its result, null when another try holds it or it was tried. */
  private async tryQueued(id: number): Promise<TryResult | null> {
    const mail = await claimMail(this.db, id, false);
    if (!mail) return null;
    const result = await this.attempt(mail);
    await finishTry(this.db, id, result);
    return result;
  }

  /** One try through the current settings; never throws, the reason is in the result. */
  private async attempt(mail: OutboxMail): Promise<TryResult> {
    let settings: MailSettings | null = null;
    try {
      settings = await loadMailSettings(this.db);
      if (!settings) {
        this.log.warn(`${NOT_CONFIGURED} A ${mail.kind} e-mail was not sent: it waits in the Outbox.`);
        return { status: 'not-configured', reason: mailMessage('en', 'notConfigured') };
      }
      const attachments = await mailAttachments(this.db, mail.id);
      const transport = await createTransport(settings);
      try {
        await transport.sendMail({
          from: { name: settings.fromName || DEFAULT_COMPANY, address: settings.fromAddress || settings.username },
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(attachments.length
            ? {
                attachments: attachments.map((a) => ({
                  filename: a.fileName,
                  contentType: a.contentType,
                  content: Buffer.from(a.content),
                })),
              }
            : {}),
        });
      } finally {
        transport.close();
      }
      this.log.info(`Sent a ${mail.kind} e-mail through ${settings.host}:${settings.port}.`);
      return { status: 'sent' };
    } catch (error) {
      const where = settings ? ` through ${settings.host}:${settings.port}` : '';
      const reason = reasonOf(error, settings?.password);
      this.log.error(`Could not send a ${mail.kind} e-mail${where}: ${reason}`);
      return { status: 'failed', reason: `${reason}${where ? ` (${where.trim()})` : ''}`.slice(0, REASON_MAX) };
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
