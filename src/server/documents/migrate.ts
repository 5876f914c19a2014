/**
 * The documents' migrations (`migrations/NNN_*.sql`, numbered after the reservation ones and
 * recorded in the same `migrations` table). They run after the reservation area's (setup.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate.js';
import type { Db } from '../db/types.js';

/** Beside this module in the sources; build.mjs copies them to `documents-migrations/` in `dist/server/`. */
function migrationsDir(): string {
  const built = fileURLToPath(new URL('./documents-migrations/', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./migrations/', import.meta.url));
}

export function migrateDocuments(db: Db): Promise<string[]> {
  return migrate(db, migrationsDir());
}
