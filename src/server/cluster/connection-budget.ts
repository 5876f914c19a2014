/**
 * Whether the connections every API process may open fit the PostgreSQL server: processes ×
 * (API pool + exports pool, config.ts) against max_connections less the slots kept for
 * superusers (and PostgreSQL 16's reserved_connections). Past it, the busiest moment would
 * fail with "too many clients" instead of waiting in a pool, so start-up says so at once.
 */
import type { PoolSizes } from '../db/pg.js';
import type { Queryable } from '../db/types.js';

/** A warning line when the pools may ask more connections than the server allows; else undefined. */
export async function connectionBudgetWarning(
  db: Queryable,
  processes: number,
  pool: PoolSizes,
): Promise<string | undefined> {
  const [server] = await db.query<{ max: number; reserved: number }>(
    `SELECT current_setting('max_connections')::int AS max,
            current_setting('superuser_reserved_connections')::int
              + coalesce(current_setting('reserved_connections', true)::int, 0) AS reserved`,
  );
  const needed = processes * (pool.api + pool.exports);
  const allowed = server.max - server.reserved;
  if (needed <= allowed) return undefined;
  return (
    `${processes} API process${processes === 1 ? '' : 'es'} × (${pool.api} + ${pool.exports} for exports) = ` +
    `${needed} connections may be opened, more than the ${allowed} the PostgreSQL server allows ` +
    `(max_connections ${server.max} less ${server.reserved} reserved): lower WEB_CONCURRENCY or ` +
    'DATABASE_POOL_SIZE, or raise max_connections.'
  );
}
