/**
 * TEMPORARY: sets the tenant's SMTP settings for the account tests through the stand-in
 * settings row of src/server/settings/mail-settings.ts. Replaced by the settings save API once
 * the settings-server part is merged.
 */
import type { TestApp } from './helpers.js';

export interface Smtp {
  host: string;
  port: number;
  username: string;
  password: string;
}

export async function configureMail(t: TestApp, smtp: Smtp): Promise<void> {
  const value = { ...smtp, fromAddress: 'contact@azur-voyages.example', fromName: 'Azur Voyages' };
  await t.db.query(
    `INSERT INTO settings (key, value) VALUES ('mail-settings-temporary', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [JSON.stringify(value)]);
}

export async function removeMailSettings(t: TestApp): Promise<void> {
  await t.db.query("DELETE FROM settings WHERE key = 'mail-settings-temporary'");
}
