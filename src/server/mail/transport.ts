/**
 * The nodemailer transport of the tenant's SMTP settings: port 465 is implicit TLS; any other
 * port starts in clear and upgrades with STARTTLS when the server offers it (nodemailer's
 * opportunistic default), so a local relay on 127.0.0.1 without TLS works too. Timeouts are
 * short: a dead mail server must not keep sockets open for minutes. nodemailer (~650 KB of
 * source) is imported with the first mail, not at every start of the server.
 */
import type { Transporter } from 'nodemailer';
import type { MailSettings } from '../settings/index.js';

const TIMEOUT_MS = 15_000;

export function transportOptions(settings: MailSettings) {
  return {
    host: settings.host,
    port: settings.port || 25,
    secure: settings.port === 465,
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

export async function createTransport(settings: MailSettings): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(transportOptions(settings));
}
