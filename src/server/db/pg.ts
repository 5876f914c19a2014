/** The PostgreSQL-server side of Db, through a `pg` Pool (DATABASE_URL). */
import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  DbError,
  nextCursorName,
  STREAM_BATCH,
  type Db,
  type Queryable,
  type QueryOptions,
  type Row,
} from './types.js';

const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
/** A kept plan whose result changed shape (SQLSTATE 0A000 covers other refusals too). */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/**
 * The connections one process may hold: `api` for queries and transactions, `exports` for the
 * exports' own pool (`stream`). config.ts sizes them for the number of processes.
 */
export interface PoolSizes {
  api: number;
  exports: number;
}

/** One process alone, as tests and benches open it. */
const ONE_PROCESS: PoolSizes = { api: 10, exports: 4 };

/** numeric and bigint as JS numbers, date as 'YYYY-MM-DD' text: the same as the PGlite worker. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC || oid === INT8) return (v: string) => Number(v);
    if (oid === DATE) return (v: string) => v;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

function wrap(error: unknown): DbError {
  const e = error as { message?: string; code?: string; detail?: string; constraint?: string };
  return new DbError(e.message ?? String(error), e.code, e.detail, e.constraint);
}

/** Names of prepared statements by text (the set is bounded: QueryOptions.prepared). */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 5_000;
/** Part of every name: moved on when kept plans went stale, so each connection prepares anew. */
let epoch = 0;

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    name = `s${epoch}_${createHash('sha1').update(sql).digest('hex')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** After a table changed shape: new names, so no connection runs a plan of the old shape. */
function forgetStatements(): void {
  epoch += 1;
  statementNames.clear();
}

function runner(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ): Promise<T[]> {
      try {
        // pg prepares a named statement once per connection and then only binds and executes it.
        const name = options?.prepared ? statementName(sql) : undefined;
        return (await client.query<T>({ name, text: sql, values: [...params], types: typeParsers })).rows;
      } catch (error) {
        // A table it reads gained a column since it was prepared (schemas synced at start-up or
        // by a test): PostgreSQL refuses a kept plan whose result changed shape; prepare anew.
        if (options?.prepared && isStalePlan(error)) {
          forgetStatements();
          return this.query<T>(sql, params); // once, unprepared; the next call prepares the new name
        }
        throw wrap(error);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.query(sql);
      } catch (error) {
        throw wrap(error);
      }
    },
  };
}

export class PgDb implements Db {
  readonly kind = 'pg' as const;
  private readonly base: Queryable;

  /**
   * @param streams the pool of `stream` (exports): its own, so downloads held open by slow
   * clients (each holds its connection until its last batch is taken) never take the API's.
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly streams: pg.Pool = pool,
  ) {
    this.base = runner(pool);
  }

  static async open(connectionString: string, sizes: PoolSizes = ONE_PROCESS): Promise<PgDb> {
    const pool = new pg.Pool({ connectionString, max: sizes.api });
    pool.on('error', () => undefined); // an idle client lost: the next query reconnects
    // At most `sizes.exports` exports at once in this process; the next one waits for a connection.
    const streams = new pg.Pool({ connectionString, max: sizes.exports });
    streams.on('error', () => undefined);
    const db = new PgDb(pool, streams);
    await db.query('SELECT 1');
    return db;
  }

  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]> {
    return this.base.query<T>(sql, params, options);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(runner(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A cursor in a READ ONLY transaction, on one client of the exports' pool held until the last batch (types.ts). */
  async *stream(sql: string, params: readonly unknown[] = [], batchSize = STREAM_BATCH): AsyncIterable<Row[]> {
    const client = await this.streams.connect();
    const q = runner(client);
    const cursor = nextCursorName();
    let done = false;
    try {
      await q.exec('BEGIN READ ONLY');
      await q.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const rows = await q.query(`FETCH ${Number(batchSize)} FROM ${cursor}`);
        if (rows.length) yield rows;
        if (rows.length < batchSize) break;
      }
      await q.exec('COMMIT');
      done = true;
    } finally {
      if (!done) await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  async close(): Promise<void> {
    if (this.streams !== this.pool) await this.streams.end();
    await this.pool.end();
  }
}
