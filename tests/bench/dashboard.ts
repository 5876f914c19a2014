/**
 * The dashboard (`GET /api/dashboard`, every card) over 1,000,000 invoices and credit notes
 * (invoice-data.ts) with a payment on each paid invoice and the receivables ledger behind them, on the PostgreSQL server of DATABASE_URL
 * (or TEST_DATABASE_URL; a `bench_dashboard_*` database is created and dropped): the product is
 * started on it (migrations, demo data), the data generated, then the whole answer through real
 * HTTP, sequentially (p50 / p99 of BENCH_DASHBOARD_ROUNDS, default 20), as a company user (every
 * agency) and as an agency user, and each card's load alone (median of 3). The EXPLAIN ANALYZE of every
 * card statement goes to .tmp/bench-dashboard-plans.txt; a sequential scan of a large table is named.
 * Runs inside `npm run bench -- dashboard`, or alone: `npx tsx tests/bench/dashboard.ts`
 * (BENCH_DASHBOARD_DOCUMENTS changes the size).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.js';
import type { DashboardCard } from '@server/dashboard/index.js';
import type { Queryable, Row } from '@server/db/types.js';
import { invoicePaymentsModule } from '@server/invoice-payments/module.js';
import { invoicesModule } from '@server/invoices/module.js';
import type { ModuleContext } from '@server/module.js';
import { reservationsModule } from '@server/reservations/module.js';
import { generateInvoices } from './invoice-data.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const DOCUMENTS = Number(process.env.BENCH_DASHBOARD_DOCUMENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3994);
const base = `http://127.0.0.1:${port}`;
const LARGE_TABLES = /Seq Scan on (invoices|invoice_payments|reservation_\w+)/g;
type Figures = Record<string, string>;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => `${v.toFixed(0)} ms`;

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function timedDashboard(token: string): Promise<{ p50: number; p99: number; cards: number }> {
  const times: number[] = [];
  let cards = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { cards: Record<string, unknown> };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`bench dashboard: ${res.status} ${JSON.stringify(body)}`);
    cards = Object.keys(body.cards).length;
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), cards };
}

/** A connection that records the statements it runs (to EXPLAIN them afterwards). */
function recording(client: pg.Client, into: { sql: string; params: unknown[] }[]): Queryable {
  return {
    query: async <T extends Row = Row>(sql: string, params: readonly unknown[] = []) => {
      into.push({ sql, params: [...params] });
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    exec: async (sql) => void (await client.query(sql)),
  };
}

async function cardFigures(figures: Figures, client: pg.Client, agencyId: number): Promise<void> {
  const ctx = {} as ModuleContext; // the cards read nothing of the context
  const cards: DashboardCard[] = [reservationsModule, invoicesModule, invoicePaymentsModule].flatMap(
    (m) => m.dashboard?.(ctx) ?? [],
  );
  const plans: string[] = [];
  for (const card of cards) {
    for (const [who, scope] of [
      ['every agency', {}],
      ['one agency', { agencyId }],
    ] as const) {
      const statements: { sql: string; params: unknown[] }[] = [];
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        statements.length = 0;
        const t0 = performance.now();
        // As the route loads a card (dashboard/routes.ts loadCard): read only, without JIT.
        await client.query('BEGIN READ ONLY');
        await client.query('SET LOCAL jit = off');
        await card.load(recording(client, statements), scope);
        await client.query('COMMIT');
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const scans = new Set<string>();
      for (const s of statements) {
        await client.query('BEGIN READ ONLY');
        await client.query('SET LOCAL jit = off');
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
        await client.query('COMMIT');
        const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        plans.push(`-- ${card.key}, ${who}\n${s.sql}\n${plan}\n`);
        for (const m of plan.matchAll(LARGE_TABLES)) scans.add(m[1]!);
      }
      figures[`card ${card.key}, ${who}: median of 3`] =
        ms(quantile(times, 0.5)) + (scans.size ? ` (Seq Scan on ${[...scans].join(', ')})` : '');
    }
  }
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-dashboard-plans.txt', plans.join('\n'));
}

export async function benchDashboard(): Promise<Figures> {
  const figures: Figures = {};
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { 'PostgreSQL server': 'skipped (set DATABASE_URL)' };
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_dashboard');
  const db = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  const dataDir = mkdtempSync(join('.tmp', 'bench-dashboard-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: url };
    server = await startProduct({ port, env, stdio: ['ignore', 'ignore', 'inherit'] });
    await db.connect();
    const t0 = performance.now();
    const made = await generateInvoices(db, DOCUMENTS);
    // The generator writes a payment on each paid invoice and the receivables ledger (invoice-data.ts).
    await db.query('VACUUM ANALYZE');
    const [{ payments }] = (await db.query('SELECT count(*)::int AS payments FROM invoice_payments')).rows;
    figures.generated = `${made.invoices} invoices, ${made.creditNotes} credit notes, ${made.requests} requests, ${payments} payments, ${made.ledgerEntries} ledger entries, ${made.ledgerAllocations} allocations in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    const company = await timedDashboard(await login('admin@example.com', 'Admin#2026'));
    figures[`GET /api/dashboard, administrator (${company.cards} cards), p50 / p99 of ${ROUNDS}`] =
      `${ms(company.p50)} / ${ms(company.p99)}`;
    const agency = await timedDashboard(await login('agent@example.com', 'Agent#2026'));
    figures[`GET /api/dashboard, agency user (${agency.cards} cards), p50 / p99 of ${ROUNDS}`] =
      `${ms(agency.p50)} / ${ms(agency.p99)}`;
    const [{ agencyId }] = (
      await db.query(`SELECT agency_id AS "agencyId" FROM users WHERE email = 'agent@example.com'`)
    ).rows;
    await cardFigures(figures, db, agencyId);
  } finally {
    if (server) await server.stop();
    await db.end().catch(() => undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export const DASHBOARD_BENCH_TITLE = `Dashboard over ${DOCUMENTS.toLocaleString('en')} documents (PostgreSQL server)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchDashboard()
    .then((figures) => {
      console.log(`\n${DASHBOARD_BENCH_TITLE}`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(80)} ${v}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
