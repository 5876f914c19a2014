import { mkdirSync } from 'node:fs';
import type { PoolSizes } from './pg.js';
import { PgliteDb } from './pglite.js';
import type { Db } from './types.js';

/**
 * The configured database: a PostgreSQL server when a URL is given (with `pool`, this process's
 * share of its connections), else PGlite in dataDir.
 */
export async function openDb(options: {
  databaseUrl?: string;
  dataDir: string;
  pool?: PoolSizes;
  pgliteSharedBuffers?: string;
}): Promise<Db> {
  if (options.databaseUrl) {
    const { PgDb } = await import('./pg.js'); // `pg` is loaded only when it is used
    return PgDb.open(options.databaseUrl, options.pool);
  }
  const dir = `${options.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  return PgliteDb.open({ dataDir: dir, sharedBuffers: options.pgliteSharedBuffers });
}

/**
 * A Db usable at once while the real one opens (PGlite takes most of the start-up): calls
 * wait for it. Start-up builds the app meanwhile instead of after.
 */
export function whenOpen(opening: Promise<Db>, kind: Db['kind']): Db {
  return {
    kind,
    query: async (sql, params, options) => (await opening).query(sql, params, options),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async (fn) => (await opening).transaction(fn),
    stream: async function* (sql, params, batchSize) {
      yield* (await opening).stream(sql, params, batchSize);
    },
    close: async () => (await opening).close(),
  };
}
