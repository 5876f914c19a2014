/**
 * Nothing acknowledged is ever lost: rows the API answered 200 for are still there after the
 * server process is killed with SIGKILL (no shutdown, no flush) and started again on the same
 * data. PGlite (its data directory) when the suite runs on PGlite; the PostgreSQL server when it
 * runs with TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PgDb } from '@server/db/pg.js';
import { killHard, send, signIn, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { ADMIN, JWT_SECRET } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const kind = serverUrl ? 'the PostgreSQL server' : 'PGlite';
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
const dbName = `t_kill_${randomBytes(5).toString('hex')}`;
let admin: PgDb | undefined;
let server: ServerProcess | undefined;

async function databaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  admin = await PgDb.open(serverUrl);
  await admin.exec(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

afterAll(async () => {
  await killHard(server);
  if (admin) {
    await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`acknowledged writes on ${kind}`, () => {
  it('survive kill -9 of the server right after the last acknowledgement', async () => {
    const url = await databaseUrl();
    server = await startServerProcess({ databaseUrl: url, dataDir, jwtSecret: JWT_SECRET });
    let token = await signIn(server.base, ADMIN);
    const acknowledged: number[] = [];
    const sends = Array.from({ length: 20 }, (_, i) =>
      send(
        server!.base,
        '/api/infrastructure/currency/add',
        { title: `Durable ${i}`, initial: `Q${String.fromCharCode(65 + i)}Z`, isActive: true },
        token,
      ),
    );
    for (const res of await Promise.all(sends)) {
      expect(res.status).toBe(200);
      acknowledged.push(((await res.json()) as { id: number }).id);
    }
    await killHard(server); // no graceful shutdown: whatever was only in memory is gone

    server = await startServerProcess({ databaseUrl: url, dataDir, jwtSecret: JWT_SECRET });
    token = await signIn(server.base, ADMIN);
    for (const id of acknowledged) {
      const res = await fetch(`${server.base}/api/infrastructure/currency/getbyid?id=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, `currency ${id}`).toBe(200);
      expect(((await res.json()) as { title: string }).title).toMatch(/^Durable \d+$/);
    }
  }, 180_000);
});
