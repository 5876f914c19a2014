/**
 * The statement of account read from the receivables ledger (migration 027): one agency with
 * 10,000 issued invoices (one in 20 credited in full by a credit note) and 20,000 payments, two per
 * invoice (40 % a week after issue, the rest a month later; a third of the invoices keep 30 % due),
 * generated with generate_series beside the demo data, then posted to ledger_entries and
 * allocated in ledger_allocations as the product does (ledger-data.ts: migration 027's backfill).
 * On PGlite (a fresh data directory) and on the PostgreSQL server of DATABASE_URL or
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a `bench_stmtl_*`
 * database is created and dropped). The product starts as `npm start` runs it.
 *
 * `POST /api/finance/report/getstatement`, first page at the default page size, without dates and
 * with From/To (a half-year), one client asking in sequence over local HTTP (what the server spends
 * on a request, plus well under a millisecond of loopback): p50 / p99 of BENCH_STATEMENT_SAMPLES
 * (default 100) requests per path, against the target p99 ≤ 100 ms:
 * - remembered: the same body again (the route's rememberedRead: one read of the change counters);
 * - cold: each body asked once (the next page, or the dates moved a day), so every request reads
 *   the statement (summary, totals, aging, rows).
 * The summary is checked against direct SQL first. Then the statements of a cold first page, run in
 * process on the same data: each one's median of 5 and its EXPLAIN (ANALYZE, BUFFERS) into
 * .tmp/bench-statement-ledger-plans-<pglite|postgres>.txt.
 * Runs inside `npm run bench -- statement-ledger`, or alone: `npx tsx tests/bench/statement-ledger.ts`
 * (BENCH_STATEMENT_LEDGER=pglite|postgres for one side; BENCH_STATEMENT_SAMPLES; BENCH_KEEP_DATABASE=1 keeps
 * the server's scratch database to look into, its URL printed: drop it by hand).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { StatementFilter } from '@domain/statement/index.js';
import type { Queryable, Row } from '@server/db/types.js';
import { readStatementPage } from '@server/statement/statement.js';
import type { Sql } from './invoice-data.js';
import { generateLedgerAgency } from './statement-ledger-data.js';
import { scratchDatabase } from './scratch-database.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const INVOICES = Number(process.env.BENCH_STATEMENT_INVOICES ?? 10_000);
const SAMPLES = Number(process.env.BENCH_STATEMENT_SAMPLES ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3977);
const base = `http://127.0.0.1:${port}`;
const P99_TARGET_MS = 100;
/** The route's default page size (routes.ts). */
const PAGE_SIZE = 10;
type Figures = Record<string, string>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const load = () => String(loadavg().map((l) => l.toFixed(1))).replaceAll(',', ' ');

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  if (!res.ok) throw new Error(`statement-ledger: sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

type Answer = {
  reservationStatement: unknown[];
  reservationStatementSummary: { invoicesTotal: number; closingBalance: number; creditOnAccount: number };
  paginationModel: { totalRecords: number };
};

/** One request, its whole answer read; the time it took and the answer. */
async function ask(bearer: string, body: object): Promise<{ ms: number; answer: Answer }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/finance/report/getstatement`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const took = performance.now() - t0;
  if (res.status !== 200) throw new Error(`statement-ledger: ${res.status} ${text.slice(0, 300)}`);
  return { ms: took, answer: JSON.parse(text) as Answer };
}

/** The bodies in sequence, one client; p50 / p99 / max with the verdict against the target. */
async function sequence(bearer: string, bodies: object[]): Promise<string> {
  const times: number[] = [];
  for (const body of bodies) times.push((await ask(bearer, body)).ms);
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  return `${ms(percentile(times, 50))} / ${ms(p99)} / max ${ms(times[times.length - 1]!)} (${times.length}) ${p99 <= P99_TARGET_MS ? 'PASS' : 'FAIL'} p99 ≤ ${P99_TARGET_MS} ms`;
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/** The summary's figures in direct SQL: every document of the agency, less its payments. */
type Direct = { invoices: number; closing: number };
async function directFigures(db: Sql, agencyId: number): Promise<Direct> {
  const { rows } = await db.query<Direct>(
    `SELECT (SELECT sum(grand_total) FROM invoices WHERE agency_id = $1::int)::float8 AS invoices,
            ((SELECT sum(grand_total) FROM invoices WHERE agency_id = $1::int)
             - (SELECT sum(p.amount) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id WHERE i.agency_id = $1::int))::float8 AS closing`,
    [agencyId],
  );
  return rows[0]!;
}

/** The HTTP figures: the summary checked, then both paths of both cases. */
async function measureHttp(figures: Figures, prefix: string, agencyId: number, direct: Direct): Promise<void> {
  const bearer = await token();
  const first = await ask(bearer, { agencyId });
  figures[`${prefix} first answer of the whole statement (nothing remembered)`] = ms(first.ms);
  const s = first.answer.reservationStatementSummary;
  if (
    first.answer.paginationModel.totalRecords !== INVOICES ||
    first.answer.reservationStatement.length !== PAGE_SIZE ||
    Math.abs(s.invoicesTotal - direct.invoices) > 0.005 ||
    Math.abs(s.closingBalance - direct.closing) > 0.005
  )
    throw new Error(`statement-ledger: the answer ${JSON.stringify(s)} is not the SQL ${JSON.stringify(direct)}`);
  figures[`${prefix} summary equals direct SQL`] =
    `yes (${INVOICES} rows, invoices ${s.invoicesTotal}, closing ${s.closingBalance}, credit on account ${s.creditOnAccount})`;

  const half = { fromDate: '2025-01-01', toDate: '2025-06-30' };
  // Warm-up (V8 compiling the route), not measured: twenty cold reads of other pages.
  for (let i = 0; i < 20; i += 1) await ask(bearer, { agencyId, pageIndex: 500 + i });
  figures[`${prefix} load average before the runs`] = load();
  const same = (body: object) => Array.from({ length: SAMPLES }, () => body);
  figures[`${prefix} no dates, page 1, remembered: p50 / p99`] = await sequence(bearer, same({ agencyId }));
  figures[`${prefix} no dates, cold (pages 2..${SAMPLES + 1}, each once): p50 / p99`] = await sequence(
    bearer,
    Array.from({ length: SAMPLES }, (_, i) => ({ agencyId, pageIndex: i + 2 })),
  );
  await ask(bearer, { agencyId, ...half });
  figures[`${prefix} From/To ${half.fromDate}..${half.toDate}, page 1, remembered: p50 / p99`] = await sequence(
    bearer,
    same({ agencyId, ...half }),
  );
  figures[`${prefix} From/To a half-year moved a day each time, page 1, cold: p50 / p99`] = await sequence(
    bearer,
    Array.from({ length: SAMPLES }, (_, i) => ({
      agencyId,
      fromDate: addDays('2024-07-01', i + 1),
      toDate: addDays('2024-12-31', i + 1),
    })),
  );
  figures[`${prefix} load average after the runs`] = load();
}

/** What each statement of a cold read is, by its SQL. */
function statementName(sql: string): string {
  if (sql.includes('WITH m AS MATERIALIZED')) return 'totals (count, balance total, currency)';
  if (sql.includes('WITH asof')) return 'figures (period, opening, closing)';
  if (sql.includes('unallocatedCredit')) return 'aging';
  if (sql.includes('WITH chosen')) return 'rows of the page';
  if (sql.includes('FROM currency')) return 'currency';
  return sql.replace(/\s+/g, ' ').trim().slice(0, 40);
}

/**
 * The statements of a cold first page (readStatementPage, what the route runs when nothing is
 * remembered) on a connection of this process: each one's median of 5 runs, and its plan.
 */
async function statementsInProcess(
  figures: Figures,
  prefix: string,
  q: Queryable,
  agencyId: number,
  plansFile: string,
) {
  const plans: string[] = [];
  for (const [label, filter] of [
    ['no dates', { agencyId }],
    ['From/To', { agencyId, fromDate: '2025-01-01', toDate: '2025-06-30' }],
  ] as [string, StatementFilter][]) {
    const runs: { sql: string; params: unknown[]; ms: number }[][] = [];
    const wholes: number[] = [];
    for (let r = 0; r < 5; r += 1) {
      const run: { sql: string; params: unknown[]; ms: number }[] = [];
      const recording: Queryable = {
        query: async <T extends Row = Row>(sql: string, params: readonly unknown[] = []) => {
          const t0 = performance.now();
          const rows = await q.query<T>(sql, params);
          run.push({ sql, params: [...params], ms: performance.now() - t0 });
          return rows;
        },
        exec: (sql) => q.exec(sql),
      };
      const t0 = performance.now();
      await readStatementPage(recording, filter, { index: 1, size: PAGE_SIZE }, 'en');
      wholes.push(performance.now() - t0);
      runs.push(run);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    figures[`${prefix} in process, ${label}, cold page 1: whole read, median of 5`] = ms(median(wholes));
    for (const [i, s] of runs[0]!.entries()) {
      figures[`${prefix} in process, ${label}: ${statementName(s.sql)}`] = ms(median(runs.map((run) => run[i]!.ms)));
      const plan = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
      plans.push(
        `--- ${prefix} ${label}: ${statementName(s.sql)}\n${s.sql.trim()}\n${JSON.stringify(s.params)}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}\n`,
      );
    }
  }
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(plansFile, plans.join('\n'));
  figures[`${prefix} plans (EXPLAIN ANALYZE, BUFFERS)`] = plansFile;
}

const start = (env: Record<string, string>) => startProduct({ port, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function onPglite(figures: Figures): Promise<void> {
  const prefix = 'PGlite:';
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-stmtl-'));
  const open = () => PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  let server: RunningProduct | undefined;
  let db: PGlite | undefined;
  try {
    server = await start({ DATA_DIR: dataDir });
    await server.stop();
    db = await open();
    const t0 = performance.now();
    const { agencyId, counts } = await generateLedgerAgency(db, INVOICES);
    figures[`${prefix} generated`] = `${counts} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    // The server opens the data directory alone: the direct SQL check reads it before, from here.
    const direct = await directFigures(db, agencyId);
    await db.close();
    db = undefined;
    server = await start({ DATA_DIR: dataDir });
    await measureHttp(figures, prefix, agencyId, direct);
    await server.stop();
    server = undefined;
    db = await open();
    const raw = db;
    const q: Queryable = {
      query: async <T extends Row = Row>(sql: string, params?: readonly unknown[]) =>
        (await raw.query<T>(sql, params ? [...params] : undefined)).rows,
      exec: async (sql) => void (await raw.exec(sql)),
    };
    await statementsInProcess(figures, prefix, q, agencyId, join('.tmp', 'bench-statement-ledger-plans-pglite.txt'));
  } finally {
    await server?.stop();
    await db?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(figures: Figures, serverUrl: string): Promise<void> {
  const prefix = 'PostgreSQL:';
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-stmtl-pg-'));
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_stmtl');
  const client = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  try {
    server = await start({ DATA_DIR: dataDir, DATABASE_URL: url });
    await server.stop();
    await client.connect();
    const t0 = performance.now();
    const { agencyId, counts } = await generateLedgerAgency(client, INVOICES);
    figures[`${prefix} generated`] = `${counts} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    server = await start({ DATA_DIR: dataDir, DATABASE_URL: url });
    await measureHttp(figures, prefix, agencyId, await directFigures(client, agencyId));
    // As the route reads: without JIT (report-snapshot.ts).
    await client.query('SET jit = off');
    const q: Queryable = {
      query: async <T extends Row = Row>(sql: string, params?: readonly unknown[]) =>
        (await client.query(sql, params ? [...params] : undefined)).rows as T[],
      exec: async (sql) => void (await client.query(sql)),
    };
    await statementsInProcess(figures, prefix, q, agencyId, join('.tmp', 'bench-statement-ledger-plans-postgres.txt'));
  } finally {
    await server?.stop();
    await client.end().catch(() => undefined);
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${url} (drop it when done)`);
    else await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStatementLedger(): Promise<Figures> {
  const figures: Figures = {};
  const only = process.env.BENCH_STATEMENT_LEDGER;
  if (only !== 'postgres') await onPglite(figures);
  if (only !== 'pglite')
    await onPostgres(
      figures,
      process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
  return figures;
}

export const STATEMENT_LEDGER_BENCH_TITLE = `Statement from the receivables ledger: one agency, ${INVOICES.toLocaleString('en')} invoices, ${(2 * INVOICES).toLocaleString('en')} payments; one client in sequence, p50 / p99`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchStatementLedger()
    .then((figures) => {
      console.log(`\n${STATEMENT_LEDGER_BENCH_TITLE}`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(84)} ${v}`);
      // a kept scratch database leaves its admin connection open
      if (process.env.BENCH_KEEP_DATABASE) process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
