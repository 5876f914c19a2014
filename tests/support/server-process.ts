/**
 * The API server as a separate process (`node --import tsx src/server/main.ts`), for the tests
 * that need real processes: two replicas on one database (revocation) and `kill -9` (durability).
 * Talks to it with fetch, as any client does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from './product.js';

export interface ServerProcess {
  process: ChildProcess;
  base: string;
  output: string[];
}

/** Starts a server on a free port and waits for /api/health; `databaseUrl` empty means PGlite in dataDir. */
export async function startServerProcess(env: {
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
}): Promise<ServerProcess> {
  mkdirSync(env.dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl ?? '',
      PORT: String(port),
      JWT_SECRET: env.jwtSecret,
      DATA_DIR: env.dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { process: child, base, output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

/** kill -9, and wait until the process is gone. */
export async function killHard(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const gone = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGKILL');
  await gone;
}

export function send(base: string, path: string, body: unknown, token?: string, method = 'POST'): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await send(base, '/api/Auth/login', user);
  if (res.status !== 200) throw new Error(`login ${user.email}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
