/**
 * The tenant's outgoing mail server, read from the SAAS tenancy settings for the mail sender
 * (src/server/mail: the sign-up, confirmation and password-reset mails of src/server/account). Null when no SMTP server is
 * set (or the settings were never saved): the caller then logs once that mail is not configured.
 * The password comes back decrypted; nothing here logs it.
 *
 * @example
 *   const mail = await loadMailSettings(db);
 *   if (mail) await nodemailer.createTransport({ host: mail.host, port: mail.port, ... }).sendMail(...)
 */
import { columnOf } from '../db/entity-tables.js';
import type { Queryable } from '../db/types.js';
import { decryptSecret, secretPlace, secretsKeyOf } from '../singleton/secrets.js';

export interface MailSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The company e-mail address (companyEmailAddress). */
  fromAddress: string;
  /** The company name (companyTitle). */
  fromName: string;
}

/** The settings' table (schemas/provider-settings/saas-tenancy-settings.json `x-resource.table`). */
export const TENANCY_TABLE = 'saas_tenancy_settings';

type MailRow = {
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  from_address: string | null;
  from_name: string | null;
};

export async function loadMailSettings(db: Queryable): Promise<MailSettings | null> {
  const [row] = await db.query<MailRow>(
    `SELECT smtp_mail_server AS host, smtp_port AS port, smtp_username AS username, smtp_password AS password,
            company_email_address AS from_address, company_title AS from_name
       FROM ${TENANCY_TABLE} WHERE "id" = 1 AND NOT "is_deleted"`,
  );
  const host = row?.host?.trim();
  if (!row || !host) return null;
  let password = '';
  try {
    if (row.password)
      password = decryptSecret(secretsKeyOf(db), row.password, secretPlace(TENANCY_TABLE, columnOf('smtpPassword')));
  } catch {
    // Stored under another key (SETTINGS_KEY or DATA_DIR/settings-key changed): say what to do, never the value.
    throw new Error(
      'The SMTP password cannot be decrypted with this settings key: type it again in the SAAS Tenancy Settings.',
    );
  }
  return {
    host,
    port: row.port ?? 0,
    username: row.username ?? '',
    password,
    fromAddress: row.from_address ?? '',
    fromName: row.from_name ?? '',
  };
}

/** The company name (companyTitle), null when none is saved: the name mails are signed with, SMTP or not. */
export async function loadCompanyName(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ name: string | null }>(
    `SELECT company_title AS name FROM ${TENANCY_TABLE} WHERE "id" = 1 AND NOT "is_deleted"`,
  );
  return row?.name?.trim() || null;
}
