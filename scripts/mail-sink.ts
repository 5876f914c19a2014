/**
 * A mail server for trying the product's e-mails locally: `npx tsx scripts/mail-sink.ts [port]`
 * (default 2525) listens on 127.0.0.1 without TLS, accepts any login, keeps nothing, and prints
 * each mail it receives (from, to, subject, text with its links). Point the SMTP settings at it:
 * Provider Settings > SAAS Tenancy Settings > Technical Settings, server 127.0.0.1, port 2525.
 */
import { startSmtpSink } from '../tests/support/smtp-sink.js';

const port = Number(process.argv[2] ?? 2525);
const sink = await startSmtpSink(port);
console.log(
  `Mail sink on 127.0.0.1:${sink.port}: set SMTP server 127.0.0.1, port ${sink.port} in the tenancy settings. Ctrl+C stops it.`,
);
sink.onMail((mail) => {
  console.log(
    `\n--- ${new Date().toISOString()}\nFrom: ${mail.from}\nTo: ${mail.to.join(', ')}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
  );
});
