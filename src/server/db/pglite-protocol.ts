/** Messages between the main thread (pglite-client.ts) and the PGlite worker. */

export interface WorkerOptions {
  /** Directory persisted on disk; absent for an in-memory database. */
  dataDir?: string;
  /** A tarball from dumpDataDir to start from (test template). */
  loadFrom?: string;
}

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
