/**
 * A database made by an earlier release, for the upgrade tests: an empty database (PGlite, or a
 * new one on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards) loaded with a
 * `pg_dump --inserts` fixture of tests/fixtures/.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PgDb } from '@server/db/pg.js';
import { PgliteDb } from '@server/db/pglite.js';
import type { Db } from '@server/db/types.js';

/** The dump as one script: psql's `\restrict` lines dropped, the search path (emptied by the dump) reset at its end. */
function dumpScript(path: string): string {
  const sql = gunzipSync(readFileSync(path)).toString('utf8');
  return `${sql
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n')}\nRESET search_path;\n`;
}

async function emptyDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db: await PgliteDb.open(), drop: async () => undefined };
  const name = `u_${randomBytes(6).toString('hex')}`;
  const admin = await PgDb.open(serverUrl);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: await PgDb.open(url.toString()),
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A new database holding the dump at `path`; `drop` removes it (a server database) after the test. */
export async function releasedDatabase(path: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const made = await emptyDatabase();
  await made.db.exec(dumpScript(path));
  return made;
}
