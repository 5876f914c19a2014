/**
 * The PGlite worker: owns the embedded database so a long query never blocks the HTTP
 * thread. Requests are serialised by a mutex; `begin` holds it until `commit`/`rollback`,
 * so while a transaction is open every other request waits.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import type { Ready, Request, Response, WorkerOptions } from './pglite-protocol.js';

const port = parentPort!;
const options = workerData as WorkerOptions;

/** numeric and bigint as JS numbers, date as 'YYYY-MM-DD' text: the same as db/pg.ts. */
const parsers = {
  [types.NUMERIC]: (v: string) => Number(v),
  [types.INT8]: (v: string) => Number(v),
  [types.DATE]: (v: string) => v,
};

let release: (() => void) | null = null;
let tail: Promise<void> = Promise.resolve();
let txCounter = 0;
let openTx = 0;

/** Waits for every earlier holder, then returns the function that lets the next one in. */
function acquire(): Promise<() => void> {
  let unlock!: () => void;
  const previous = tail;
  tail = new Promise<void>((resolve) => { unlock = resolve; });
  return previous.then(() => unlock);
}

async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const unlock = await acquire();
  try {
    return await fn();
  } finally {
    unlock();
  }
}

async function open(): Promise<PGlite> {
  const loadDataDir = options.loadFrom ? new Blob([await readFile(options.loadFrom)]) : undefined;
  return PGlite.create({ dataDir: options.dataDir, loadDataDir, parsers });
}

async function handle(db: PGlite, msg: Request): Promise<Omit<Extract<Response, { ok: true }>, 'id'>> {
  switch (msg.op) {
    case 'query': {
      const run = async () => (await db.query<Record<string, unknown>>(msg.sql, msg.params)).rows;
      if (msg.tx) return { ok: true, rows: await inTx(msg.tx, run) };
      return { ok: true, rows: await exclusive(run) };
    }
    case 'exec': {
      const run = async () => { await db.exec(msg.sql); return []; };
      if (msg.tx) await inTx(msg.tx, run); else await exclusive(run);
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

function inTx<T>(tx: number, fn: () => Promise<T>): Promise<T> {
  if (tx !== openTx) return Promise.reject(new Error(`transaction ${tx} is not open`));
  return fn();
}

try {
  const db = await open();
  port.on('message', (msg: Request) => {
    handle(db, msg).then(
      (answer) => port.postMessage({ id: msg.id, ...answer } satisfies Response),
      (error: unknown) => {
        const e = error as { message?: string; code?: string; detail?: string };
        port.postMessage({ id: msg.id, ok: false, message: e.message ?? String(error), code: e.code, detail: e.detail } satisfies Response);
      },
    );
  });
  port.postMessage({ ready: true } satisfies Ready);
} catch (error) {
  port.postMessage({ ready: false, message: (error as Error).message } satisfies Ready);
}
