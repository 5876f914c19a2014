/**
 * Write latency of the generic endpoints on PGlite: create (`POST add`) and update (`PUT update`,
 * the same row again and again, without a version) of a payment account, at 1 and 10
 * connections (autocannon). Every write also checks references, versions and records its audit
 * entry, so this is the figure that says whether those made writes slower.
 * Runs inside `npm run bench`, or alone: `BENCH_SECONDS=3 npx tsx tests/bench/writes.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startProduct } from '../support/product.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3996);
const base = `http://127.0.0.1:${port}`;
const ACCOUNTS = `${base}/api/finance/paymentaccount`;
const account = {
  title: 'Bench account',
  ref: 'BENCH',
  initial: 'BEN',
  description: '<p>Written by the bench</p>',
  infraTypeId: 9,
  isActive: true,
};

type Figures = Record<string, string>;

export async function benchWrites(): Promise<Figures> {
  const figures: Figures = {};
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-writes-'));
  const server = await startProduct({ port, env: { DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const created = await fetch(`${ACCOUNTS}/add`, { method: 'POST', headers, body: JSON.stringify(account) });
    const { id } = (await created.json()) as { id: number };
    const cases = [
      ['create', 'POST', `${ACCOUNTS}/add`, account],
      ['update', 'PUT', `${ACCOUNTS}/update`, { ...account, id, title: 'Bench account, updated' }],
    ] as const;
    for (const [label, method, url, body] of cases) {
      for (const connections of [1, 10]) {
        const result = await autocannon({
          url,
          method,
          body: JSON.stringify(body),
          headers,
          connections,
          duration: seconds,
        });
        if (result.non2xx || result.errors)
          throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        figures[`${label}, ${connections} conn.: p50 / p99 / req/s`] =
          `${result.latency.p50} ms / ${result.latency.p99} ms / ${Math.round(result.requests.average)}`;
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchWrites()
    .then((figures) => {
      console.log(`\nWrites of a payment account (PGlite), ${seconds} s each`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(50)} ${v}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
