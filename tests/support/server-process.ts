/**
 * The API server as a separate process (`node --import tsx src/server/main.ts`), for the tests
 * that need real processes: two servers on one database (multiprocess.test.ts), one server of
 * several API processes (WEB_CONCURRENCY) and `kill -9` (durability).
 * Talks to it with fetch, as any client does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from './product.js';

export interface ServerProcess {
  process: ChildProcess;
  base: string;
  output: string[];
}

/**
 * Starts a server on a free port and waits for /api/health; `databaseUrl` empty means PGlite in
 * dataDir. `processes` is its WEB_CONCURRENCY: 1 unless said (the default would be one per core).
 */
export async function startServerProcess(env: {
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  processes?: number;
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
      WEB_CONCURRENCY: String(env.processes ?? 1),
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

/** Resolves once the server's output matches `pattern`; throws after `ms`. */
export async function outputMatching(server: ServerProcess, pattern: RegExp, ms = 30_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(server.output.join(''));
    if (match) return match[0];
    if (Date.now() > deadline) throw new Error(`no ${pattern} in: ${server.output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The live child processes of `pid` whose command line matches `command` (Linux: read from
 * /proc). Under tsx a server also has the esbuild service as a child.
 */
export function childProcessIds(pid: number, command = /main\.(ts|mjs)/): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) may hold spaces: the fields after it start past its ')'.
      const [state, parent] = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(parent) !== pid || state === 'Z') continue;
      if (command.test(readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ')))
        children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children.sort((a, b) => a - b);
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
