import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the product as a user would (`npm start`, i.e. scripts/start.mjs) on a temporary data
 * directory and a free port, so the browser tests run against the real server, database and SPA.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'e2e-data-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 120_000);
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
