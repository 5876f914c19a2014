/**
 * A fresh app on a fresh database for one test file: PGlite loaded from the template that
 * global-setup.ts built, or (TEST_DATABASE_URL) a new database on that PostgreSQL server,
 * migrated and seeded, dropped again by close().
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import type { EntitySchema } from '@schema/types.js';
import { buildApp } from '@server/app.js';
import { PgDb } from '@server/db/pg.js';
import { PgliteDb } from '@server/db/pglite.js';
import type { Db } from '@server/db/types.js';
import type { ServerModule } from '@server/module.js';
import { prepareDatabase } from '@server/setup.js';

export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const AGENT = { email: 'agent@example.com', password: 'Agent#2026' };
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2026' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  schemas: EntitySchema[];
  /** The stand-in SPA folder when started with `spaIndexHtml` (removed by close()). */
  spaDir?: string;
  /** Logs in and returns the access token. */
  login(user: { email: string; password: string }): Promise<string>;
  /** inject with a bearer token and JSON. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function freshDatabase(
  schemas: EntitySchema[],
  ownSchemas: boolean,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await PgliteDb.open({ loadFrom: inject('templatePath') });
    return { db, drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await PgDb.open(serverUrl);
  await createFromTemplate(admin, name, inject('templateDatabase'));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await PgDb.open(url.toString());
  // A schemas folder other than the template's: its tables are made here, as before the template.
  if (ownSchemas) await prepareDatabase(db, schemas);
  return {
    db,
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

export async function startTestApp(
  options: {
    spaIndexHtml?: string;
    /** More files of the stand-in SPA (path under its folder → content), written before the app starts. */
    spaFiles?: Record<string, string>;
    schemasDir?: string;
    /** Fastify's logger (e.g. `{ level: 'info', stream }` to read what the server logs). */
    logger?: Parameters<typeof buildApp>[0]['logger'];
    publicUrl?: string;
    /** The server modules (default src/server/modules.ts); their migrations missing from the template run first. */
    modules?: readonly ServerModule[];
  } = {},
): Promise<TestApp> {
  const schemas = loadSchemas(options.schemasDir ?? 'schemas');
  const { db, drop } = await freshDatabase(schemas, options.schemasDir !== undefined);
  if (options.modules) await prepareDatabase(db, schemas, options.modules);
  const spaDir = options.spaIndexHtml === undefined ? undefined : fakeSpaDir(options.spaIndexHtml);
  for (const [path, content] of Object.entries(options.spaFiles ?? {})) writeFileSync(join(spaDir!, path), content);
  const app = await buildApp({
    db,
    schemas,
    jwtSecret: JWT_SECRET,
    spaDir,
    logger: options.logger,
    publicUrl: options.publicUrl,
    modules: options.modules,
  });
  const call: TestApp['call'] = (token, opts) =>
    app.inject({
      ...opts,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
    });
  return {
    app,
    db,
    schemas,
    spaDir,
    call,
    async login(user) {
      const res = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: user });
      if (res.statusCode !== 200) throw new Error(`login ${user.email}: ${res.statusCode} ${res.body}`);
      return res.json<{ accessToken: string }>().accessToken;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      if (spaDir) rmSync(spaDir, { recursive: true, force: true });
    },
  };
}

/** The claims of a token (not verified: for assertions only). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * `CREATE DATABASE name TEMPLATE template`. PostgreSQL refuses the copy while another session is
 * connected to the template; none should be, but a copy that collides with one is retried.
 */
async function createFromTemplate(admin: PgDb, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A stand-in for the built SPA: the given index.html and one hashed asset, in a temporary folder. */
function fakeSpaDir(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}
