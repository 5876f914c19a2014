import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { PoolSizes } from './db/pg.js';

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
  /**
   * WEB_CONCURRENCY: how many API processes serve (node:cluster, cluster/supervise.ts). Default:
   * one per core with a PostgreSQL server, 1 on PGlite (see webConcurrencyOf).
   */
  processes: number;
  /** WEB_CONCURRENCY as set when PGlite made it 1 (main.ts says so at start-up). */
  processesSetAside?: number;
  /** Connections of each process's pools on a PostgreSQL server (DATABASE_POOL_SIZE, poolSizesOf). */
  pool: PoolSizes;
  /** PGLITE_SHARED_BUFFERS: PGlite's `shared_buffers` (default in db/pglite-protocol.ts). */
  pgliteSharedBuffers?: string;
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

/** A positive integer from the environment; undefined when unset or empty; a clear error otherwise. */
export function positiveIntegerOf(name: string, value: string | undefined): number | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

/**
 * The number of API processes. With a PostgreSQL server: WEB_CONCURRENCY, else one per core
 * (`os.availableParallelism()`). On PGlite always 1, since one process opens its data directory;
 * a larger WEB_CONCURRENCY is set aside rather than refused (`setAside`, logged by main.ts):
 * hosting platforms set WEB_CONCURRENCY by machine size for every app, and refusing it would stop
 * a start that serves fine with one process.
 */
export function webConcurrencyOf(
  value: string | undefined,
  databaseUrl: string | undefined,
  cores = availableParallelism(),
): { processes: number; setAside?: number } {
  const asked = positiveIntegerOf('WEB_CONCURRENCY', value);
  if (!databaseUrl) return asked !== undefined && asked > 1 ? { processes: 1, setAside: asked } : { processes: 1 };
  return { processes: asked ?? cores };
}

/**
 * By default all processes together hold at most 20 API connections (PostgreSQL allows 100 by
 * default; the rest is left to other replicas, psql, backups and the exports' pools): 20 split
 * across the processes, at least 4 and at most 10 each (one process keeps the 10 it always had).
 */
const DEFAULT_API_CONNECTIONS = { total: 20, least: 4, most: 10 };
/** The exports' pools (long cursors, db/pg.ts): 8 over all processes, 1 to 4 each. */
const EXPORT_CONNECTIONS = { total: 8, least: 1, most: 4 };

const share = (budget: { total: number; least: number; most: number }, processes: number) =>
  Math.min(budget.most, Math.max(budget.least, Math.floor(budget.total / processes)));

/** Each process's pool sizes: DATABASE_POOL_SIZE (API queries) or the default share. */
export function poolSizesOf(value: string | undefined, processes: number): PoolSizes {
  return {
    api: positiveIntegerOf('DATABASE_POOL_SIZE', value) ?? share(DEFAULT_API_CONNECTIONS, processes),
    exports: share(EXPORT_CONNECTIONS, processes),
  };
}

/** A PostgreSQL memory size as `shared_buffers` takes it (`32MB`, `512kB`, `1GB`); undefined when unset. */
export function memorySizeOf(name: string, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  if (!/^[1-9]\d{0,6}(kB|MB|GB)$/.test(text))
    throw new Error(`${name} must be a size such as 32MB, 512kB or 1GB, not "${value}"`);
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const { processes, setAside } = webConcurrencyOf(env.WEB_CONCURRENCY, databaseUrl);
  return {
    port,
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET || undefined),
    settingsKey: settingsKeyFor(dataDir, env.SETTINGS_KEY || undefined),
    schemasDir: resolve(env.SCHEMAS_DIR || './schemas'),
    spaDir: resolve(env.SPA_DIR || 'dist/spa'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    processes,
    ...(setAside ? { processesSetAside: setAside } : {}),
    pool: poolSizesOf(env.DATABASE_POOL_SIZE, processes),
    pgliteSharedBuffers: memorySizeOf('PGLITE_SHARED_BUFFERS', env.PGLITE_SHARED_BUFFERS),
  };
}
