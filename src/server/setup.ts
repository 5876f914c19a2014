import type { EntitySchema } from '@schema/types.js';
import { syncEntityTables } from './db/entity-tables.js';
import { migrate } from './db/migrate.js';
import { migrateDocuments } from './documents/migrate.js';
import type { Db } from './db/types.js';
import { migrateReservations } from './reservations/migrate.js';
import { seedIfEmpty } from './seed/seed.js';

/** Brings a database up to date: migrations, entity tables, the domain areas' migrations, demo data when empty. */
export async function prepareDatabase(
  db: Db,
  schemas: EntitySchema[],
): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrate(db);
  await db.transaction((tx) => syncEntityTables(tx, schemas));
  // Domain areas whose tables reference the entity tables come after them.
  migrated.push(...(await migrateReservations(db)));
  migrated.push(...(await migrateDocuments(db)));
  const seeded = await seedIfEmpty(db, schemas);
  return { migrated, seeded };
}
