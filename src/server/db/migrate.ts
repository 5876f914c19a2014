/**
 * The migration runner: numbered SQL files (`NNN_name.sql`) of the engine (db/migrations, run
 * before the entity tables exist) and of every module (each names its folder, module.ts; run
 * after the entity tables, since their keys point at them). All share one number space and the
 * `migrations` table, which records each file's name: a name never changes once released.
 * Within each phase files run by number, so a fresh database and an upgraded one end the same;
 * an upgrade applies only the files not yet recorded. Two files with one number stop start-up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

/** Who a migration belongs to: `engine` (db/migrations) or a module's name. */
export const ENGINE = 'engine';

export interface Migration {
  /** The recorded name: `009_documents.sql`. */
  file: string;
  owner: string;
  path: string;
}

const FILE = /^(\d{3})_[\w-]+\.sql$/;

/** The engine's folder. */
export const engineMigrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * A module's folder: in `dist/server/` build.mjs copies it to `module-migrations/<name>/` (the
 * bundle's import.meta.url no longer points into the module's folder); from the sources, the folder it names.
 */
export function moduleMigrationsDir(name: string, folder: URL): string {
  const built = fileURLToPath(new URL(`./module-migrations/${name}/`, import.meta.url));
  return existsSync(built) ? built : fileURLToPath(folder);
}

/** Every migration of the folders, sorted by number; throws naming both files when two share a number. */
export function collectMigrations(sources: { owner: string; dir: string }[]): Migration[] {
  const byNumber = new Map<string, Migration>();
  for (const { owner, dir } of sources) {
    for (const file of readdirSync(dir)) {
      const number = FILE.exec(file)?.[1];
      if (!number) continue;
      const migration = { file, owner, path: `${dir}/${file}` };
      const twin = byNumber.get(number);
      if (twin)
        throw new Error(
          `Two migrations have the number ${number}: ${twin.owner}/${twin.file} and ${owner}/${file}. ` +
            'Give the newer one the next free number (a released file keeps its name).',
        );
      byNumber.set(number, migration);
    }
  }
  return [...byNumber.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** Applies the migrations not yet recorded in the `migrations` table, each in its own transaction, in order. */
export async function applyMigrations(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const { file, path } of migrations) {
    if (done.has(file)) continue;
    const sql = readFileSync(path, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
