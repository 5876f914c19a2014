/**
 * The orphan clean-up: a single image nobody refers to (no owner row, and no `x-widget: "image"`
 * property holds its path) is only readable by its uploader, and is deleted once it is older than
 * ORPHAN_MAX_AGE_HOURS. That leaves a form a day to be saved after its image was uploaded.
 * The job runs a minute after start-up and then hourly, on unref'd timers (they never keep the
 * process alive) that app.close() stops, waiting for a sweep under way. Not at ready: on a fresh
 * data directory the app is ready before the migrations have made the `files` table, and
 * start-up should not wait for a DELETE.
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { imageColumns } from './owners.js';

export const ORPHAN_MAX_AGE_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;

/** `DELETE` of the orphans older than the limit, built once from the schemas. */
export function orphanSweepSql(schemas: EntitySchema[]): string {
  const referenced = imageColumns(schemas).map(
    (c) => `AND NOT EXISTS (SELECT 1 FROM ${c.table} WHERE btrim(${c.column}) = '/api/files/' || f.id)`,
  );
  return `DELETE FROM files f
           WHERE f.owner IS NULL AND f.created_at < now() - make_interval(hours => ${ORPHAN_MAX_AGE_HOURS})
           ${referenced.join('\n           ')}
       RETURNING f.id`;
}

/** Deletes the orphans older than the limit; answers how many went. */
export async function removeOrphanFiles(db: Queryable, schemas: EntitySchema[]): Promise<number> {
  return (await db.query(orphanSweepSql(schemas))).length;
}

export function installOrphanCleanup(app: FastifyInstance, db: Queryable, schemas: EntitySchema[]): void {
  const sql = orphanSweepSql(schemas);
  let running: Promise<unknown> = Promise.resolve();
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    running = running
      .then(() => db.query(sql))
      .then((rows) => {
        if (rows.length) app.log.info({ files: rows.length }, 'orphan images removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'orphan image clean-up failed'));
  };
  app.addHook('onReady', async () => {
    first = setTimeout(sweep, FIRST_SWEEP_MS);
    first.unref();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    if (timer) clearInterval(timer);
    await running;
  });
}
