/**
 * The primary of a start with several API processes (role.ts), on one port through node:cluster
 * (the primary accepts the connections and hands them to the processes in turn). It serves
 * nothing itself:
 * - forks the `prepare` process and the `serve` ones together, and lets the `serve` ones listen
 *   once the database is prepared;
 * - prints the ready line (with the number of processes) once all of them listen, then what the
 *   prepare process reported (migrations, demo data, demo accounts);
 * - a process that stops during start-up stops the start (the same code would fail in every
 *   process: a port in use, a database out of reach), exit code 1;
 * - once serving, a process that stops is replaced after RESTART_FIRST_MS, doubling with each
 *   further stop up to RESTART_MAX_MS (a process that crashes at once is never restarted in a
 *   tight loop); one that had served STABLE_MS starts the count again;
 * - SIGINT / SIGTERM: each process gets SIGTERM and closes gracefully (main.ts: in-flight
 *   requests finish, pools close), SIGKILL after STOP_GRACE_MS; then the primary exits.
 * If the primary itself is killed, node:cluster ends each process when its IPC channel closes.
 * Connections are dealt round robin (node:cluster's default on Linux; the kernel's own choice
 * leaves most of them to one or two processes). Its one cost: a connection handed to a process
 * in the instant it crashes is never handed back, and waits for the client's (or the proxy's)
 * timeout; requests already in that process are lost with it anyway.
 */
import cluster, { type Worker } from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { isClusterMessage, ROLE_VARIABLE, type ClusterMessage } from './role.js';

export const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
const STABLE_MS = 60_000;
const STOP_GRACE_MS = 10_000;

export interface SuperviseOptions {
  processes: number;
  /** The module each process runs: main.ts (through the same loader as this one) or the built main.mjs. */
  exec: string;
  /** Where the data is, for the ready line: `PostgreSQL (DATABASE_URL)`. */
  where: string;
}

export function superviseApiProcesses({ processes, exec, where }: SuperviseOptions): void {
  cluster.setupPrimary({
    exec,
    // The loader flags of this process (tsx), and source maps when `npm start` turned them on.
    execArgv: [...process.execArgv, ...(process.sourceMapsEnabled ? ['--enable-source-maps'] : [])],
  });
  let phase: 'starting' | 'serving' | 'stopping' = 'starting';
  let exitCode = 0;
  let failures = 0;
  const live = new Map<Worker, number>(); // → when it was forked
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new Set<Worker>();
  /** What the prepare process reported, once it has; until then the processes waiting to listen. */
  let report: Extract<ClusterMessage, { kind: 'prepared' }> | undefined;
  const waiting = new Set<Worker>();
  const letListen = (worker: Worker) => worker.send({ kind: 'listen' } satisfies ClusterMessage);

  const fork = (role: 'prepare' | 'serve') => live.set(cluster.fork({ [ROLE_VARIABLE]: role }), performance.now());

  const stop = (code: number, signal?: string) => {
    if (phase === 'stopping') return;
    phase = 'stopping';
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    if (signal) console.log(`${signal}: shutting down ${live.size} API process${live.size === 1 ? '' : 'es'}`);
    if (!live.size) process.exit(code);
    for (const worker of live.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live.keys()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.kind === 'prepared') {
      report = message;
      for (const w of waiting) letListen(w);
      waiting.clear();
    } else if (message.kind === 'waiting') {
      if (report) letListen(worker);
      else waiting.add(worker);
    }
  });

  cluster.on('listening', (worker, address) => {
    if (phase === 'serving') console.log(`API process ${worker.process.pid} serving.`);
    if (phase !== 'starting') return;
    listening.add(worker);
    if (listening.size < processes) return;
    phase = 'serving';
    const ms = Math.round(performance.now()); // since this process started
    console.log(
      `Travel back office on http://localhost:${address.port}/  (${where}; ${processes} API processes; ready in ${ms} ms)`,
    );
    for (const line of report?.log ?? []) console.log(line);
    for (const line of report?.warn ?? []) console.warn(line);
  });

  cluster.on('exit', (worker, code, signal) => {
    const forkedAt = live.get(worker) ?? 0;
    live.delete(worker);
    waiting.delete(worker);
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    if (phase === 'stopping') {
      if (!live.size) process.exit(exitCode);
    } else if (phase === 'starting') {
      console.error(`API process ${worker.process.pid} stopped during start-up (${how}): stopping.`);
      stop(1);
    } else {
      if (performance.now() - forkedAt >= STABLE_MS) failures = 0;
      const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** failures);
      failures += 1;
      console.error(`API process ${worker.process.pid} stopped (${how}); another starts in ${delay / 1000} s.`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        fork('serve');
      }, delay);
      restarts.add(timer);
    }
  });

  process.on('SIGINT', () => stop(0, 'SIGINT'));
  process.on('SIGTERM', () => stop(0, 'SIGTERM'));
  fork('prepare');
  for (let i = 1; i < processes; i++) fork('serve');
}
