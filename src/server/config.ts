import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * What the request logger never writes (pino redaction), wherever a log line carries a request
 * or a body: tokens, cookies, passwords and the SMTP password of the settings. Fastify's own
 * request lines hold no headers or bodies; this also covers lines a module logs with them.
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    'body.password',
    'body.smtpPassword',
    '*.password',
    '*.smtpPassword',
    '*.*.smtpPassword',
  ],
  censor: '[redacted]',
};

/** Settings read from the environment once, at start-up. */
export interface Config {
  port: number;
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
  /** AES-256-GCM key of the secrets stored in settings (32 bytes). */
  settingsKey: Buffer;
  schemasDir: string;
  spaDir: string;
  /**
   * TRUST_PROXY: unset = the client is the socket's address (X-Forwarded-For ignored);
   * `true` (trust any proxy) or the proxies' addresses/CIDRs, comma-separated (Fastify's
   * trustProxy: the client is then the last address not trusted in X-Forwarded-For).
   */
  trustProxy: boolean | string;
  /**
   * PUBLIC_URL: the address users open the product at (scheme, host, port, optional path), the
   * base of the links in the e-mails it sends; default http://localhost:{PORT}. No trailing slash.
   */
  publicUrl: string;
}

/** PUBLIC_URL as an absolute http(s) address without a trailing slash; a malformed one stops start-up. */
export function publicUrlOf(value: string | undefined, port: number): string {
  const text = (value ?? '').trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address such as https://backoffice.example.com, not "${text}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must start with http:// or https://, not "${text}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function trustProxyOf(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  return text === 'true' || text === '1' ? true : text;
}

/**
 * The JWT secret: JWT_SECRET, else one generated once (48 random bytes) and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive a restart.
 */
export function jwtSecretFor(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The key of the secrets kept in settings (the SMTP password): SETTINGS_KEY, 32 bytes written
 * as 64 hex digits or as base64 (44 characters), else 32 random bytes generated once and kept
 * in DATA_DIR/settings-key (base64, mode 0600). Losing it loses the stored secrets (they are
 * typed again); a malformed SETTINGS_KEY stops start-up.
 */
export function settingsKeyFor(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) {
    const text = fromEnv.trim();
    const key = /^[0-9a-fA-F]{64}$/.test(text)
      ? Buffer.from(text, 'hex')
      : /^[A-Za-z0-9+/]{43}=?$/.test(text)
        ? Buffer.from(text, 'base64')
        : null;
    if (key?.length !== 32) {
      throw new Error(
        'SETTINGS_KEY must be 32 bytes: 64 hex digits or 44 base64 characters (e.g. `openssl rand -base64 32`)',
      );
    }
    return key;
  }
  const file = join(dataDir, 'settings-key');
  if (existsSync(file)) {
    const kept = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (kept.length === 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET || undefined),
    settingsKey: settingsKeyFor(dataDir, env.SETTINGS_KEY || undefined),
    schemasDir: resolve(env.SCHEMAS_DIR || './schemas'),
    spaDir: resolve(env.SPA_DIR || 'dist/spa'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
  };
}
