import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the numbered SQL files of db/migrations (001_*.sql, 002_*.sql, ...) not yet
 * recorded in the `migrations` table, each in its own transaction, in order.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
