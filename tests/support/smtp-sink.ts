/**
 * A real SMTP server for tests and for trying mail locally (scripts/mail-sink.ts): smtp-server
 * on 127.0.0.1, a free port by default, no TLS, any login accepted: it keeps every message it receives, decoded enough to assert on (From, To,
 * Subject, the plain-text body) and to follow the link a mail carries.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The raw message as received. */
  raw: string;
  /** The user name given with AUTH, when the client logged in. */
  username?: string;
}

export interface SmtpSink {
  port: number;
  /** How long the server takes to accept each message (a slow mail server; 0 by default). */
  delayMs: number;
  received: ReceivedMail[];
  /** Resolves with the next mail to `to` (the first already received and not yet taken, else the next to arrive). */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Calls back with every mail as it arrives (scripts/mail-sink.ts prints them). */
  onMail(listener: (mail: ReceivedMail) => void): void;
  /** Marks every mail received so far as taken: nextMailTo waits for newer ones. */
  forget(): void;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
      ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** The text/plain part of a message (single part or multipart, one level deep, as nodemailer writes). */
function plainText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
  for (const part of body.split(`--${boundary}`)) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = headersOf(partHead);
    if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) {
      return decodeBody(partBody.join('\r\n\r\n'), partHeaders['content-transfer-encoding'] ?? '7bit').trim();
    }
  }
  return '';
}

/** Starts the server on `port` (default: a free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const listeners: ((mail: ReceivedMail) => void)[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = chunks.join('');
        const headers = headersOf(raw.split(/\r?\n\r?\n/)[0]);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: decodeWords(headers.from ?? ''),
          subject: decodeWords(headers.subject ?? ''),
          text: plainText(raw),
          raw,
          username: typeof session.user === 'string' ? session.user : undefined,
        };
        received.push(mail);
        for (const listener of listeners) listener(mail);
        if (sink.delayMs > 0) {
          setTimeout(() => callback(), sink.delayMs);
          return;
        }
        const waiter = waiting.findIndex((w) => mail.to.includes(w.to));
        if (waiter >= 0) {
          taken.add(mail);
          waiting.splice(waiter, 1)[0].resolve(mail);
        }
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const sink: SmtpSink = {
    port: (server.server.address() as AddressInfo).port,
    delayMs: 0,
    received,
    onMail(listener) {
      listeners.push(listener);
    },
    nextMailTo(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const ready = received.find((m) => !taken.has(m) && m.to.includes(address));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const entry = {
          to: address,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${received.length})`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    forget() {
      for (const mail of received) taken.add(mail);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return sink;
}

/** The first link in a mail's text that starts with `base` (e.g. `http://localhost:3000/authentication/reset-password`). */
export function linkIn(mail: ReceivedMail, base: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(base));
  if (!found) throw new Error(`no link ${base} in the mail:\n${mail.text}`);
  return new URL(found);
}
