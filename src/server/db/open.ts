import { mkdirSync } from 'node:fs';
import { PgliteDb } from './pglite.js';
import type { Db } from './types.js';

/** The configured database: a PostgreSQL server when a URL is given, else PGlite in dataDir. */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    const { PgDb } = await import('./pg.js'); // `pg` is loaded only when it is used
    return PgDb.open(options.databaseUrl);
  }
  const dir = `${options.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  return PgliteDb.open({ dataDir: dir });
}
