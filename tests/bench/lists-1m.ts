/**
 * Issue 23's list targets on the PostgreSQL server: the payment account list (the generic list) over
 * 1,000,000 rows and the invoice list over 1,000,000 documents, each case through the API as `npm start`
 * runs it (its defaults: as many API processes as it starts, the bench says how many served) beside
 * the naive SQL it stands for: the statements the route ran before issue 23 (commit e07bdaa: the page
 * query and a `count(*)` with the same WHERE on every request; naive-lists.ts; an invoice's paid and balance
 * summed from the receivables ledger's allocations since migration 027) through pgbench. The API gets
 * WARM_UP_SECONDS of its first case's load first, not measured.
 *
 * A `bench_lists_*` database is created on the server of DATABASE_URL or TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped; the product migrates and seeds it, the rows
 * are generated with set-based SQL (payment-account-data.ts, invoice-data.ts), the product starts again.
 * Then the plan check (plan-check.ts: no executed Seq Scan of a big table for page 1, a filter or the
 * search; the plans go to .tmp/bench-lists-1m-plans.txt) and, per case (lists-1m-cases.ts), four runs of
 * BENCH_SECONDS: the API with 20 clients (closed-loop.ts), the naive script with pgbench -c 20, the API
 * with 1 client, and the naive page statement alone with pgbench -c 1 (its p50: what a page costs in
 * SQL when its total is known). Prints per case the throughputs and their ratio, p50 / p99, the p50
 * overhead at 1 client and PASS/FAIL against the targets; exits non-zero when the plan check fails.
 *
 * Alone: `npx tsx tests/bench/lists-1m.ts` (or `npm run bench -- lists-1m`). Environment:
 * BENCH_SECONDS (default 5), BENCH_LIST_ROWS (rows per list, default 1,000,000), BENCH_LISTS=accounts|invoices
 * (one list), BENCH_PLAN_ONLY=1 (the plan check alone), BENCH_PRODUCT_ROOT (another checkout's product,
 * e.g. the reference tree for "before" figures; the plan check, which calls this tree's engine, is then skipped),
 * BENCH_KEEP_DATABASE=1 (keeps the scratch database to look into; drop it by hand).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { httpLoad } from './closed-loop.js';
import { HEADER, n, row, type CaseFigures } from './lists-1m-report.js';
import { generateInvoices } from './invoice-data.js';
import { accountCases, invoiceCases, uniqueInvoiceNumber, type ListCase } from './lists-1m-cases.js';
import { generatePaymentAccounts } from './payment-account-data.js';
import { pgbench } from './pgbench.js';
import { assertPlans, checkPlans, plansText, type PlanVerdict } from './plan-check.js';
import { cpuBetween, treeCpu } from './process-tree.js';
import { scratchDatabase } from './scratch-database.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 20;
const WARM_UP_SECONDS = 3;
const port = Number(process.env.BENCH_PORT ?? 3984);
const base = `http://127.0.0.1:${port}`;
const productRoot = process.env.BENCH_PRODUCT_ROOT ? resolve(process.env.BENCH_PRODUCT_ROOT) : undefined;

type Figures = Record<string, string>;

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  if (!res.ok) throw new Error(`lists-1m: sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const start = (dataDir: string, url: string) =>
  startProduct({
    port,
    root: productRoot,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/**
 * One answer first: 200, the total it says (the footer's "of N") and how long it took. It is the
 * first time the server meets this question, so it counts; the timed runs after it ask again with
 * nothing changed (what a remembered total is for).
 */
async function firstAnswer(c: ListCase, headers: Record<string, string>): Promise<{ total: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(base + c.request.path, { method: c.request.method, headers, body: c.request.body });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${c.name}: the API answers ${res.status} ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as {
    paginationModel?: { totalRecords?: number };
    totalRecords?: number;
    total?: number;
  };
  return { total: answer.paginationModel?.totalRecords ?? answer.totalRecords ?? answer.total ?? NaN, ms };
}

async function measureCase(c: ListCase, bearer: string, server: RunningProduct, url: string): Promise<CaseFigures> {
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (c.request.body !== undefined) headers['content-type'] = 'application/json';
  const load = (clients: number) =>
    httpLoad({ method: c.request.method, url: base + c.request.path, body: c.request.body, headers, clients, seconds });
  const cpu0 = treeCpu(server.process.pid);
  const api = await load(CLIENTS);
  const spent = cpuBetween(cpu0, treeCpu(server.process.pid));
  const sql = await pgbench({ url, script: c.naive.script, vars: c.naive.vars, clients: CLIENTS, seconds });
  const api1 = await load(1);
  const page1 = await pgbench({
    url,
    script: c.naive.pageOnly,
    vars: c.naive.vars,
    clients: 1,
    seconds,
    percentiles: true,
  });
  return {
    api,
    sql,
    api1,
    page1,
    cpuPerRequest: spent.ms / api.calls,
    serving: spent.serving,
    processes: spent.processes,
  };
}

/** Every case of one list: figures into `figures`, failed targets into `failed`. */
async function runList(
  figures: Figures,
  failed: string[],
  label: string,
  cases: ListCase[],
  server: RunningProduct,
  url: string,
): Promise<void> {
  const bearer = await token();
  figures[`${label}: load average at start`] = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  figures[`${label}: case (total)`] = HEADER;
  // Load before the first case, not measured: V8 still compiling the route made the first case
  // measured after the data (page 1) the slowest of the run (181 a second against 1,000-2,000 after it).
  const [warm] = cases;
  if (warm)
    await httpLoad({
      method: warm.request.method,
      url: base + warm.request.path,
      body: warm.request.body,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(warm.request.body ? { 'content-type': 'application/json' } : {}),
      },
      clients: CLIENTS,
      seconds: WARM_UP_SECONDS,
    });
  for (const c of cases) {
    const first = await firstAnswer(c, {
      authorization: `Bearer ${bearer}`,
      ...(c.request.body ? { 'content-type': 'application/json' } : {}),
    });
    const f = await measureCase(c, bearer, server, url);
    const r = row(c, f, first.ms);
    figures[`${label}: ${c.name} (${n(first.total)})`] = r.text;
    console.log(`  ${`${label}: ${c.name} (${n(first.total)})`.padEnd(64)} ${r.text}`);
    failed.push(...r.failed.map((x) => `${label}: ${x}`));
  }
  figures[`${label}: load average at end`] = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}

/** The plan check on this tree's engine, in process, on the scratch database. */
async function planCheck(url: string, cases: ListCase[]): Promise<PlanVerdict[]> {
  const { PgDb } = await import('@server/db/pg.js');
  const db = await PgDb.open(url);
  try {
    return await checkPlans(
      db,
      cases.map((c) => c.plan),
    );
  } finally {
    await db.close();
  }
}

export async function benchLists1m(): Promise<{ figures: Figures; failed: string[]; planFailure?: Error }> {
  const serverUrl =
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const only = process.env.BENCH_LISTS;
  const figures: Figures = {};
  const failed: string[] = [];
  let planFailure: Error | undefined;
  mkdirSync('.tmp', { recursive: true });
  const dataDir = resolve(mkdtempSync(join('.tmp', 'bench-lists-')));
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_lists');
  const db = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  try {
    figures['product'] = productRoot ?? 'this tree';
    server = await start(dataDir, url);
    await server.stop();
    await db.connect();
    const cases: { label: string; cases: ListCase[] }[] = [];
    if (only !== 'invoices') {
      const accounts = await generatePaymentAccounts(db, ROWS);
      figures['payment accounts generated'] = `${n(accounts.rows)} in ${accounts.seconds.toFixed(1)} s`;
      cases.push({ label: 'payment accounts', cases: accountCases(accounts, accounts.rows) });
    }
    if (only !== 'accounts') {
      const t0 = performance.now();
      const made = await generateInvoices(db, ROWS);
      const documents = made.invoices + made.creditNotes;
      figures['invoices generated'] =
        `${n(made.invoices)} invoices, ${n(made.creditNotes)} credit notes, ${n(made.payments)} payments, ` +
        `${n(made.ledgerEntries)} ledger entries, ${n(made.ledgerAllocations)} allocations in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
      cases.push({ label: 'invoices', cases: invoiceCases(documents, await uniqueInvoiceNumber(db)) });
    }
    await db.query('ANALYZE');
    server = await start(dataDir, url);

    if (productRoot) figures['plan check'] = `skipped (BENCH_PRODUCT_ROOT: it calls this tree's engine)`;
    else {
      const verdicts = await planCheck(
        url,
        cases.flatMap((c) => c.cases),
      );
      const file = join('.tmp', 'bench-lists-1m-plans.txt');
      writeFileSync(file, plansText(verdicts));
      for (const v of verdicts)
        figures[`plan: ${v.name}`] = v.ok
          ? 'PASS no executed Seq Scan of a big table'
          : `${v.required ? 'FAIL' : 'note'} executed Seq Scan on ${[...new Set(v.statements.flatMap((s) => s.seqScans))].join(', ')}`;
      figures['plans (EXPLAIN ANALYZE)'] = file;
      try {
        assertPlans(verdicts);
      } catch (error) {
        planFailure = error as Error;
        console.error(planFailure.message);
      }
    }
    if (process.env.BENCH_PLAN_ONLY) return { figures, failed, planFailure };

    for (const { label, cases: list } of cases) await runList(figures, failed, label, list, server, url);
    const pids = treeCpu(server.process.pid);
    figures['product processes (spawned tree)'] =
      `${pids.size}; "procs" above: those that served a 20-client run / all`;
  } finally {
    await server?.stop();
    await db.end().catch(() => undefined);
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${url} (drop it when done)`);
    else await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { figures, failed, planFailure };
}

export const LISTS_1M_TITLE = `Lists at ${ROWS.toLocaleString('en')} rows on the PostgreSQL server: API beside the e07bdaa SQL through pgbench, ${CLIENTS} clients, ${seconds} s each`;

/** Prints the figures, the targets missed and the plan check's verdict; true when all passed. */
export function printLists1m(result: Awaited<ReturnType<typeof benchLists1m>>): boolean {
  console.log(`\n${LISTS_1M_TITLE}`);
  for (const [k, v] of Object.entries(result.figures)) console.log(`  ${k.padEnd(64)} ${v}`);
  console.log(
    result.failed.length
      ? `\n  targets missed (${result.failed.length}):\n    ${result.failed.join('\n    ')}`
      : '\n  every target met',
  );
  if (result.planFailure) console.log('\n  PLAN CHECK FAILED (plans above and in .tmp/bench-lists-1m-plans.txt)');
  return !result.planFailure;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLists1m()
    // exit: a kept scratch database leaves its admin connection open
    .then((result) => process.exit(printLists1m(result) ? 0 : 1))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
