/**
 * Starts the product as a user does (`node scripts/start.mjs`: builds what is stale, then
 * serves) on a given port and environment, and waits for its first answer. Shared by the
 * browser tests' global setup, the recipe test and the benchmarks.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningProduct {
  baseURL: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to the first answer of /api/health. */
  startedInMs: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startProduct(
  options: {
    port?: number;
    env?: Record<string, string>;
    stdio?: StdioOptions;
    timeoutMs?: number;
    /** Another checkout to run (its `scripts/start.mjs`, from its directory): a bench's "before" figures. Default: this one. */
    root?: string;
  } = {},
): Promise<RunningProduct> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: options.root,
    // DATABASE_URL is cleared so a developer's setting never points a test at a real server.
    env: { ...process.env, DATABASE_URL: '', ...options.env, PORT: String(port) },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) {
        return { baseURL, process: child, startedInMs: performance.now() - started, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  throw new Error(`the product did not answer ${baseURL}/api/health within ${options.timeoutMs ?? 120_000} ms`);
}
