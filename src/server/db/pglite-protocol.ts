/** Messages between the main thread (pglite-client.ts) and the PGlite worker. */

export interface WorkerOptions {
  /** Directory persisted on disk; absent for an in-memory database. */
  dataDir?: string;
  /** A tarball from dumpDataDir to start from (test template). */
  loadFrom?: string;
  /** PostgreSQL's `shared_buffers` (e.g. `32MB`); default DEFAULT_SHARED_BUFFERS. */
  sharedBuffers?: string;
}

/**
 * PGlite's shared buffers unless PGLITE_SHARED_BUFFERS says otherwise. PGlite zeroes its whole
 * shared memory in WebAssembly at every open (~3 ms per MB on a 2-core machine), so PostgreSQL's
 * 128MB default cost ~0.3 s of each start and of each test database; its data files are read
 * through the operating system's cache, so a smaller pool costs little: at 32MB a scan of a
 * 79 MB table and repeated index reads measured the same as at 128MB (tests/bench/README.md).
 */
export const DEFAULT_SHARED_BUFFERS = '32MB';

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'dump'; path: string }
  | { id: number; op: 'close' };

export type Response =
  | { id: number; ok: true; rows?: Record<string, unknown>[]; tx?: number }
  | { id: number; ok: false; message: string; code?: string; detail?: string; constraint?: string };

/** Sent once, when the database is open (or failed to open). */
export type Ready = { ready: true } | { ready: false; message: string };
