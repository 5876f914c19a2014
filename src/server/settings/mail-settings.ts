/**
 * TEMPORARY stand-in, replaced at merge by the settings-server part's file of the same name
 * (issue 9 contract): the tenant's SMTP settings for the mailer (src/server/mail). Until then it
 * reads a `settings` row `mail-settings-temporary` holding a MailSettings as JSON, so the
 * account routes can be built and tested; nothing writes that row but the tests.
 */
import type { Queryable } from '../db/types.js';

export interface MailSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The tenant's company e-mail address (companyEmailAddress). */
  fromAddress: string;
  /** The tenant's company name (companyTitle). */
  fromName: string;
}

/** The SMTP settings, or null when no SMTP server is set. */
export async function loadMailSettings(db: Queryable): Promise<MailSettings | null> {
  const [row] = await db.query<{ value: MailSettings }>("SELECT value FROM settings WHERE key = 'mail-settings-temporary'");
  return row?.value?.host ? row.value : null;
}
