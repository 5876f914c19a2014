import type { EntitySchema } from '@schema/types.js';
import { syncEntityTables } from './db/entity-tables.js';
import { applyMigrations, collectMigrations, ENGINE, engineMigrationsDir, moduleMigrationsDir } from './db/migrate.js';
import { trackTableChanges } from './db/table-changes.js';
import type { Db } from './db/types.js';
import { syncUniqueIndexes, type DuplicateReport } from './db/unique-indexes.js';
import type { ServerModule } from './module.js';
import { orderModules } from './module-order.js';
import { serverModules } from './modules.js';
import { fullCatalogue } from './routes/meta.js';
import { seedIfEmpty } from './seed/seed.js';
import { keepFullRolesFull } from './users/index.js';

/**
 * Brings a database up to date: the engine's migrations, the entity tables and their unique
 * indexes, every module's migrations (their tables point at the entity tables), demo data when
 * empty. Migrations run in one order by number (db/migrate.ts); on a database that has some, only
 * the missing ones run. `duplicates` (only when there are some): unique indexes left out because
 * stored rows already repeat a value (db/unique-indexes.ts); main.ts logs them.
 */
export async function prepareDatabase(
  db: Db,
  schemas: EntitySchema[],
  modules: readonly ServerModule[] = serverModules,
): Promise<PreparedDatabase> {
  // Replicas started together on one PostgreSQL server take turns: the first migrates and
  // seeds, the others then find nothing left to do. The lock is a transaction's, held by one
  // connection while the work runs on the others (PGlite has one connection and one process).
  if (db.kind === 'pg')
    return db.transaction(async (lock) => {
      await lock.query('SELECT pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
      return prepareUnlocked(db, schemas, modules);
    });
  return prepareUnlocked(db, schemas, modules);
}

/** Any fixed number: the key of the advisory lock that serialises start-up preparation. */
const PREPARE_LOCK = 7_315_402;

export interface PreparedDatabase {
  migrated: string[];
  seeded: boolean;
  duplicates?: DuplicateReport[];
}

async function prepareUnlocked(
  db: Db,
  schemas: EntitySchema[],
  modules: readonly ServerModule[],
): Promise<PreparedDatabase> {
  const all = collectMigrations([
    { owner: ENGINE, dir: engineMigrationsDir },
    ...modules.flatMap((m) =>
      m.migrations ? [{ owner: m.name, dir: moduleMigrationsDir(m.name, m.migrations) }] : [],
    ),
  ]);
  const migrated = await applyMigrations(
    db,
    all.filter((m) => m.owner === ENGINE),
  );
  await db.transaction((tx) => syncEntityTables(tx, schemas));
  const duplicates = await syncUniqueIndexes(db, schemas);
  migrated.push(
    ...(await applyMigrations(
      db,
      all.filter((m) => m.owner !== ENGINE),
    )),
  );
  await trackTableChanges(db); // the modules' tables too: every list's total is kept exact by them
  const catalogue = fullCatalogue(schemas, modules);
  const seeded = await seedIfEmpty(db, schemas, catalogue, orderModules(modules));
  await keepFullRolesFull(db, catalogue); // a new schema's or module's permissions reach the full roles
  return { migrated, seeded, ...(duplicates.length ? { duplicates } : {}) };
}
