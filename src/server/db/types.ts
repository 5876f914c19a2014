/** One row as the driver returns it: column name → value (numeric and bigint as numbers). */
export type Row = Record<string, unknown>;

/** How a statement is run. */
export interface QueryOptions {
  /**
   * The statement's text is one of a bounded set (every value is a parameter, never in the text)
   * and runs often: the PostgreSQL server keeps it parsed and planned on each connection (a named
   * prepared statement) instead of parsing and planning it at every call. PGlite ignores it.
   */
  prepared?: boolean;
}

/** What a query runs on: the database, or an open transaction. */
export interface Queryable {
  /** Runs one statement; every value is a bound parameter ($1, $2, ...). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

/** The database: PGlite in a worker thread, or a PostgreSQL server through `pg`. Same SQL. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * The rows of one read-only query in batches of at most `batchSize`, read through a cursor so
   * memory stays flat however many rows match (exports). Leaving the loop early (break, an error,
   * a closed download) closes the cursor. PostgreSQL: a cursor in a READ ONLY transaction on one
   * pool client. PGlite: a WITH HOLD cursor, so other queries run between two FETCHes (its
   * DECLARE materialises the result once, into PostgreSQL's own temporary files past work_mem).
   */
  stream(sql: string, params?: readonly unknown[], batchSize?: number): AsyncIterable<Row[]>;
  close(): Promise<void>;
}

/** A database error carrying PostgreSQL's SQLSTATE (e.g. 23503 foreign key violation). */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
    /** The constraint or index a violation names (23505 unique, 23503 foreign key). */
    readonly constraint?: string,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

/** The batch size of `Db.stream` when none is given: a few hundred KB of rows at a time. */
export const STREAM_BATCH = 1000;

/** Names of cursors: one per stream, unique within the process (PGlite has one session). */
let cursorCount = 0;
export function nextCursorName(): string {
  cursorCount += 1;
  return `stream_cursor_${cursorCount}`;
}
