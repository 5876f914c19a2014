// @ts-check
/**
 * The PGlite worker: owns the embedded database so a long query never blocks the HTTP
 * thread. Requests are serialised by a mutex; `begin` holds it until `commit`/`rollback`,
 * so while a transaction is open every other request waits.
 *
 * Plain JavaScript on purpose: the same file runs from sources (tsx, vitest) and after a
 * build, without a TypeScript loader in the worker (which would double its start-up time).
 * The message types are in pglite-protocol.ts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-protocol.js').Request} Request */
/** @typedef {import('./pglite-protocol.js').WorkerOptions} WorkerOptions */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const options = /** @type {WorkerOptions} */ (workerData);

/** numeric and bigint as JS numbers, date as 'YYYY-MM-DD' text: the same as db/pg.ts. */
const parsers = {
  [types.NUMERIC]: (/** @type {string} */ v) => Number(v),
  [types.INT8]: (/** @type {string} */ v) => Number(v),
  [types.DATE]: (/** @type {string} */ v) => v,
};

/** @type {(() => void) | null} */
let release = null;
/** @type {Promise<void>} */
let tail = Promise.resolve();
let txCounter = 0;
let openTx = 0;

/**
 * Waits for every earlier holder, then returns the function that lets the next one in.
 * @returns {Promise<() => void>}
 */
function acquire() {
  /** @type {() => void} */
  let unlock = () => undefined;
  const previous = tail;
  tail = new Promise((resolve) => {
    unlock = () => resolve(undefined);
  });
  return previous.then(() => unlock);
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function exclusive(fn) {
  const unlock = await acquire();
  try {
    return await fn();
  } finally {
    unlock();
  }
}

/** @returns {Promise<PGlite>} */
async function open() {
  const loadDataDir = options.loadFrom ? new Blob([await readFile(options.loadFrom)]) : undefined;
  // pg_trgm: trigram indexes keep the list search (ILIKE '%text%') index-backed.
  // The pool's size is an argument of PostgreSQL's start (see DEFAULT_SHARED_BUFFERS in pglite-protocol.ts).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`];
  return PGlite.create({ dataDir: options.dataDir, loadDataDir, parsers, extensions: { pg_trgm }, startParams });
}

/**
 * @param {PGlite} db
 * @param {Request} msg
 * @returns {Promise<{ ok: true, rows?: Record<string, unknown>[], tx?: number }>}
 */
async function handle(db, msg) {
  switch (msg.op) {
    case 'query': {
      const run = async () => (await db.query(msg.sql, msg.params)).rows;
      if (msg.tx) return { ok: true, rows: await inTx(msg.tx, run) };
      return { ok: true, rows: await exclusive(run) };
    }
    case 'exec': {
      const run = async () => {
        await db.exec(msg.sql);
        return [];
      };
      if (msg.tx) await inTx(msg.tx, run);
      else await exclusive(run);
      return { ok: true };
    }
    case 'begin': {
      const unlock = await acquire();
      try {
        await db.exec('BEGIN');
      } catch (error) {
        unlock();
        throw error;
      }
      release = unlock;
      openTx = ++txCounter;
      return { ok: true, tx: openTx };
    }
    case 'commit':
    case 'rollback': {
      if (msg.tx !== openTx) throw new Error(`transaction ${msg.tx} is not open`);
      try {
        await db.exec(msg.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        openTx = 0;
        const unlock = release;
        release = null;
        unlock?.();
      }
      return { ok: true };
    }
    case 'dump': {
      const file = await exclusive(() => db.dumpDataDir('none'));
      await writeFile(msg.path, Buffer.from(await file.arrayBuffer()));
      return { ok: true };
    }
    case 'close':
      await exclusive(() => db.close());
      return { ok: true };
  }
}

/**
 * @template T
 * @param {number} tx
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
function inTx(tx, fn) {
  if (tx !== openTx) return Promise.reject(new Error(`transaction ${tx} is not open`));
  return fn();
}

try {
  const db = await open();
  port.on('message', (/** @type {Request} */ msg) => {
    handle(db, msg).then(
      (answer) => port.postMessage({ id: msg.id, ...answer }),
      (error) => {
        port.postMessage({
          id: msg.id,
          ok: false,
          message: error?.message ?? String(error),
          code: error?.code,
          detail: error?.detail,
          constraint: error?.constraint,
        });
      },
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, message: error instanceof Error ? error.message : String(error) });
}
