/**
 * The processes of `npm start` (main.ts). One process (PGlite, or WEB_CONCURRENCY=1) is `only`:
 * no cluster, no fork. With several, the first is the `primary` (supervise.ts), which serves
 * nothing: it forks one `prepare` process, which prepares the database (setup.ts: migrations,
 * entity tables, seed) and then serves, and the `serve` processes, which load and build their app
 * meanwhile but listen only once the database is prepared (they ask, the primary answers then).
 * So migrations never run twice at once, a restarted process never runs them, and several
 * processes start in about the time of one where there are cores for them.
 *
 * The role travels in API_PROCESS_ROLE, read only in a process forked with an IPC channel (a
 * cluster worker), so the variable set by hand does nothing. Kept apart from supervise.ts: the
 * one-process start-up never loads node:cluster.
 */
export type ProcessRole = 'only' | 'primary' | 'prepare' | 'serve';

export const ROLE_VARIABLE = 'API_PROCESS_ROLE';

export function processRole(processes: number, env: NodeJS.ProcessEnv = process.env): ProcessRole {
  const given = env[ROLE_VARIABLE];
  if (process.send && (given === 'prepare' || given === 'serve')) return given;
  return processes > 1 ? 'primary' : 'only';
}

/**
 * The messages between the processes: `prepared` (prepare → primary, with what to print after
 * the ready line), `waiting` (serve → primary: may it listen?) and `listen` (primary → serve).
 */
export type ClusterMessage =
  | {
      kind: 'prepared';
      /** Lines for stdout (migrations applied, demo data, demo accounts). */
      log: string[];
      /** Lines for stderr (unique indexes left out, pools larger than the server allows). */
      warn: string[];
    }
  | { kind: 'waiting' }
  | { kind: 'listen' };

export function isClusterMessage(message: unknown): message is ClusterMessage {
  const kind = (message as { kind?: unknown } | null)?.kind;
  return kind === 'prepared' || kind === 'waiting' || kind === 'listen';
}

/** Tells the primary the database is prepared (a no-op outside a cluster). */
export function tellPrepared(report: { log: string[]; warn: string[] }): void {
  process.send?.({ kind: 'prepared', ...report } satisfies ClusterMessage);
}

/** Resolves once the primary says the database is prepared (at once outside a cluster). */
export function whenDatabasePrepared(): Promise<void> {
  if (!process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (!isClusterMessage(message) || message.kind !== 'listen') return;
      process.off('message', answer);
      resolve();
    };
    process.on('message', answer); // before asking: the answer cannot come first
    process.send!({ kind: 'waiting' } satisfies ClusterMessage);
  });
}
