/**
 * The main-thread side of the PGlite database: every call is a message to the worker
 * (pglite-worker.mjs, plain JavaScript, so it needs no loader from sources or a build),
 * which owns PGlite.
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_SHARED_BUFFERS,
  type Ready,
  type Request,
  type Response,
  type WorkerOptions,
} from './pglite-protocol.js';
import { DbError, nextCursorName, STREAM_BATCH, type Db, type Queryable, type Row } from './types.js';

type Pending = { resolve: (r: Extract<Response, { ok: true }>) => void; reject: (e: Error) => void };
type Body = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * How much of a WebAssembly function runs (V8's rough count of bytes executed) before V8 compiles
 * it again with its optimising compiler, in the background. At V8's default (1,800,000) opening
 * PGlite optimised hundreds of PostgreSQL's functions that run only while it starts, ~0.4 s of CPU
 * on a 2-core machine shared with the server's own start. At this budget the functions a workload
 * keeps running are still optimised, a little later: the same three list statements repeated ran
 * their first 300 in 1.0–1.1 s instead of 1.6–1.7 s, the next 900 ~10 % slower, then as fast
 * (tests/bench/README.md). The setting is process-wide and read when a module is instantiated,
 * so it is set before each worker opens its database.
 */
const WASM_TIERING_BUDGET = 50_000_000;

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Response) => {
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (msg.ok) waiting.resolve(msg);
      else waiting.reject(new DbError(msg.message, msg.code, msg.detail, msg.constraint));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited (${code})`)));
  }

  /** Opens (or creates) the database; in memory when no dataDir is given. */
  static async open(options: WorkerOptions = {}): Promise<PgliteDb> {
    // execArgv []: the worker needs no TypeScript loader (tsx) that the parent may carry.
    const workerData: WorkerOptions = { ...options, sharedBuffers: options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS };
    setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
    const worker = new Worker(WORKER, { workerData, execArgv: [] });
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      worker.once('error', fail);
      worker.once('message', (msg: Ready) => {
        worker.off('error', fail);
        if (msg.ready) resolve();
        else reject(new DbError(`PGlite could not open ${options.dataDir ?? 'memory'}: ${msg.message}`));
      });
    });
    return new PgliteDb(worker);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send(body: Body): Promise<Extract<Response, { ok: true }>> {
    if (this.closed) return Promise.reject(new DbError('database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  private runner(tx?: number): Queryable {
    return {
      query: async <T extends Row = Row>(sql: string, params: readonly unknown[] = []) =>
        ((await this.send({ op: 'query', sql, params: [...params], tx })).rows ?? []) as T[],
      exec: async (sql: string) => {
        await this.send({ op: 'exec', sql, tx });
      },
    };
  }

  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.runner().query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.runner().exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const { tx } = await this.send({ op: 'begin' });
    let result: T;
    try {
      result = await fn(this.runner(tx));
    } catch (error) {
      await this.send({ op: 'rollback', tx: tx! });
      throw error;
    }
    await this.send({ op: 'commit', tx: tx! });
    return result;
  }

  /**
   * A WITH HOLD cursor (types.ts): each FETCH is one request to the worker, so the other
   * requests run in between, and no transaction stays open across the batches.
   */
  async *stream(sql: string, params: readonly unknown[] = [], batchSize = STREAM_BATCH): AsyncIterable<Row[]> {
    const cursor = nextCursorName();
    await this.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params);
    try {
      for (;;) {
        const rows = await this.query(`FETCH ${Number(batchSize)} FROM ${cursor}`);
        if (rows.length) yield rows;
        if (rows.length < batchSize) break;
      }
    } finally {
      await this.query(`CLOSE ${cursor}`).catch(() => undefined);
    }
  }

  /** Writes the whole database as a tarball (loaded again with `loadFrom`). */
  async dump(path: string): Promise<void> {
    await this.send({ op: 'dump', path });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
