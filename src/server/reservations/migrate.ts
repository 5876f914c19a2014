/**
 * The reservation area's migrations (`migrations/NNN_*.sql`, numbered after db/migrations and
 * recorded in the same `migrations` table). They run after the entity tables are synced
 * (setup.ts), because their foreign keys point at reference tables made from the schemas.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate.js';
import type { Db } from '../db/types.js';

/**
 * Beside this module in the sources; in `dist/server/` (where `./migrations/` holds the core
 * ones) build.mjs copies them to `reservations-migrations/`, so that name is looked up first.
 */
function migrationsDir(): string {
  const built = fileURLToPath(new URL('./reservations-migrations/', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./migrations/', import.meta.url));
}

export function migrateReservations(db: Db): Promise<string[]> {
  return migrate(db, migrationsDir());
}
