/**
 * Builds ONE migrated and seeded PGlite database and saves it (dumpDataDir) under .tmp/, so
 * each test file loads it in a fraction of a second instead of running initdb. The file name
 * carries a hash of what shapes the database (migrations, seed, schemas), so an unchanged
 * template is reused between runs. With TEST_DATABASE_URL, files use that server instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadSchemas } from '@schema/load-dir.js';
import { PgliteDb } from '@server/db/pglite.js';
import { prepareDatabase } from '@server/setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
  }
}

/** Every module folder's migrations (src/server/<module>/migrations), so a new module's count too. */
const moduleMigrations = readdirSync('src/server', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join('src/server', d.name, 'migrations')))
  .map((d) => join('src/server', d.name, 'migrations'));

const SOURCES = [
  'schemas',
  'src/server/db',
  ...moduleMigrations,
  'src/server/modules.ts',
  'src/server/reservations/repository.ts',
  'src/server/seed',
  'src/server/setup.ts',
  'src/server/auth/password.ts',
  'src/domain/permissions.ts',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('templatePath', '');
    return;
  }
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `api-template-${sourceHash()}.tar`);
  if (!existsSync(path)) {
    const db = await PgliteDb.open();
    try {
      await prepareDatabase(db, loadSchemas('schemas'));
      await db.dump(`${path}.partial`);
      renameSync(`${path}.partial`, path);
    } finally {
      await db.close();
    }
  }
  project.provide('templatePath', path);
}
