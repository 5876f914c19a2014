import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Settings read from the environment once, at start-up. */
export interface Config {
  port: number;
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
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
    throw new Error(`PUBLIC_URL must be an absolute http(s) address such as https://backoffice.example.com, not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, not "${text}"`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET || undefined),
    schemasDir: resolve(env.SCHEMAS_DIR || './schemas'),
    spaDir: resolve(env.SPA_DIR || 'dist/spa'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
  };
}
