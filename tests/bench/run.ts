/**
 * `npm run bench [-- scenario ...]`: figures, not tests. On a fresh PGlite data directory with
 * 10,000 generated payment accounts. Scenarios (all when none is named):
 * - `startup`: start-up to first answer and to a first sign-in answered (fresh data directory, then median of 3 restarts);
 * - `login`: 40 sequential sign-ins;
 * - `list`: the payment account list at 1 and 20 connections (autocannon), read cache on and
 *   off, and page 1 as a browser asks for it (`Accept-Encoding: br, gzip`: compressed answers);
 * - `spa`: the SPA's JavaScript sizes (initial and the largest lazy chunk, gzip);
 * - `first-load`: what Chromium downloads for the sign-in page and the first list page (cold
 *   cache, brotli) and Lighthouse (mobile) on both, median of LIGHTHOUSE_RUNS (default 3);
 * - `list-100k`: list-100k.ts, the list over 100,000 rows (PGlite, and DATABASE_URL's server when set);
 * - `writes`: writes.ts, create and update latency of a payment account;
 * - `audit-1m`: audit-1m.ts, the audit log over 1,000,000 entries;
 * - `reservations`: reservations.ts, submitting a 50-room GIT request, and the reservation
 *   listing over 100,000 requests (PGlite, and DATABASE_URL's or TEST_DATABASE_URL's server when set);
 * - `invoices`: invoices.ts, the invoice list over 100,000 documents on PGlite and 1,000,000 on the
 *   server of DATABASE_URL or TEST_DATABASE_URL, each case beside the same SQL run through `pg`;
 * - `payments`: payments.ts, 20 payments posted at once on one invoice (p99), with and without one
 *   Idempotency-Key (PGlite, and the server of DATABASE_URL or TEST_DATABASE_URL);
 * - `invoice-pdf`: invoice-pdf.ts, the PDF of an invoice with 1,000 rows (a draft made on each
 *   request; issued: first print, then the stored bytes), PGlite and the server when set.
 * - `facturx`: facturx.ts, Factur-X of a 50-row invoice in process (jsPDF drawing + PDF/A-3b, p50 / p99)
 *   and the validation time of its XML;
 * - `statement`: statement.ts, the statement of an agency with 10,000 requests on the server of DATABASE_URL
 *   or TEST_DATABASE_URL (p50 / p99 at 1 and 10 connections, its PDF and CSV).
 * - `statement-ledger`: statement-ledger.ts, the statement read from the receivables ledger: one agency with
 *   10,000 invoices and 20,000 payments, first page with and without From/To, remembered and cold (p50 / p99,
 *   one client), on PGlite and on the server of DATABASE_URL or TEST_DATABASE_URL (default 127.0.0.1).
 * - `csv`: csv.ts, the CSV export of every invoice: 100,000 on PGlite and 1,000,000 on the server of
 *   DATABASE_URL or TEST_DATABASE_URL (rows per second, first byte, the server's peak RSS).
 * - `dashboard`: dashboard.ts, GET /api/dashboard over 1,000,000 documents on the server of DATABASE_URL or
 *   TEST_DATABASE_URL (p50 / p99, company and agency user, each card alone, the cards' plans in .tmp).
 * - `lists-1m`: lists-1m.ts, issue 23's targets: the payment account and invoice lists over 1,000,000 rows
 *   each on the server of DATABASE_URL or TEST_DATABASE_URL (default 127.0.0.1), API beside the pre-issue SQL
 *   through pgbench, PASS/FAIL per target, and the plan check (fails the run when a list reads its big table
 *   sequentially).
 * Each of those also runs alone (`npx tsx tests/bench/<file>.ts`).
 * BENCH_SECONDS sets each autocannon run (default 10). Example: `BENCH_SECONDS=3 npm run bench -- list first-load`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import { benchAudit1m } from './audit-1m.js';
import { benchDashboard, DASHBOARD_BENCH_TITLE } from './dashboard.js';
import { benchFacturx, FACTURX_BENCH_TITLE } from './facturx.js';
import { benchFacturxHttp } from './facturx-http.js';
import { benchFirstLoad } from './first-load.js';
import { benchInvoicePdf } from './invoice-pdf.js';
import { benchInvoices, INVOICE_BENCH_TITLE } from './invoices.js';
import { benchList100k } from './list-100k.js';
import { benchLists1m, printLists1m } from './lists-1m.js';
import { benchPayments } from './payments.js';
import { benchReservations } from './reservations.js';
import { benchStatement, STATEMENT_BENCH_TITLE } from './statement.js';
import { benchStatementLedger, STATEMENT_LEDGER_BENCH_TITLE } from './statement-ledger.js';
import { benchCsv, CSV_BENCH_TITLE } from './csv.js';
import { benchWrites } from './writes.js';
import { measureSpa } from './spa-size.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const SCENARIOS = [
  'startup',
  'login',
  'list',
  'spa',
  'first-load',
  'list-100k',
  'writes',
  'audit-1m',
  'reservations',
  'invoices',
  'payments',
  'invoice-pdf',
  'facturx',
  'statement',
  'statement-ledger',
  'csv',
  'dashboard',
  'lists-1m',
] as const;
type Scenario = (typeof SCENARIOS)[number];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${port}`;
const rowsWanted = 10_000;
const admin = { email: 'admin@example.com', password: 'Admin#2026' };

function pickedScenarios(args: string[]): Set<Scenario> {
  const unknown = args.filter((a) => !(SCENARIOS as readonly string[]).includes(a));
  if (unknown.length)
    throw new Error(`unknown bench scenario ${unknown.join(', ')}; pick among ${SCENARIOS.join(', ')}`);
  return new Set((args.length ? args : SCENARIOS) as Scenario[]);
}

/** What `npm start` runs (it builds the SPA and the server first when they are stale). */
const startServer = (dataDir: string, extraEnv: Record<string, string> = {}) =>
  startProduct({ port, env: { DATA_DIR: dataDir, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });

async function generatePaymentAccounts(dataDir: string): Promise<number> {
  // The server keeps PGlite in DATA_DIR/pglite; pg_trgm maintains the search indexes.
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const { rows } = await db.query<{ id: number }>('SELECT id FROM infra_type WHERE type_group_id = 11 ORDER BY id');
  const ids = rows.map((r) => r.id);
  await db.query(
    `INSERT INTO payment_account (title, ref, initial, description, infra_type_id, is_active)
     SELECT 'Account ' || g || ' ' || md5(g::text), 'R' || lpad(g::text, 6, '0'), 'ACC' || g,
            '<p>Generated account ' || g || '</p>', ($1::int[])[1 + g % cardinality($1::int[])], g % 7 <> 0
     FROM generate_series(1, $2::int) AS g`,
    [ids, rowsWanted],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_account');
  await db.close();
  return count.rows[0].n;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function main(): Promise<void> {
  const picked = pickedScenarios(process.argv.slice(2));
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-'));
  const figures: Record<string, string> = {};
  let server: RunningProduct | undefined;
  try {
    const needsServer = ['startup', 'login', 'list', 'first-load'].some((s) => picked.has(s as Scenario));
    if (needsServer) {
      server = await startServer(dataDir);
      figures['start-up, fresh data directory (initdb, migrate, seed)'] = ms(server.startedInMs);
      await server.stop();
      figures['payment accounts in the table'] = String(await generatePaymentAccounts(dataDir));
      const startups: number[] = [];
      // A sign-in at once: the first answer that needs the database (the start's own work on it included).
      const signIns: number[] = [];
      for (let i = 0; i < (picked.has('startup') ? 3 : 1); i += 1) {
        if (i > 0) await server.stop();
        server = await startServer(dataDir);
        startups.push(server.startedInMs);
        const t = performance.now();
        await login();
        signIns.push(server.startedInMs + performance.now() - t);
      }
      if (picked.has('startup')) {
        figures['start-up to first answer, existing data directory (median of 3)'] = ms(
          startups.sort((a, b) => a - b)[1],
        );
        figures['start-up to a first sign-in answered, existing data directory (median of 3)'] = ms(
          signIns.sort((a, b) => a - b)[1],
        );
      }
    }

    let token = server ? await login() : '';
    if (picked.has('login')) {
      const loginTimes: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const t = performance.now();
        token = await login();
        loginTimes.push(performance.now() - t);
      }
      loginTimes.sort((a, b) => a - b);
      figures['login p50 / p99 (40 sequential)'] =
        `${ms(percentile(loginTimes, 50))} / ${ms(percentile(loginTimes, 99))}`;
    }

    if (picked.has('first-load')) Object.assign(figures, await benchFirstLoad(base, token));

    if (picked.has('list')) {
      const list = (query: string) => `${base}/api/finance/paymentaccount/get?${query}`;
      const load = async (label: string, url: string, connections: number, headers: Record<string, string> = {}) => {
        const result = await autocannon({
          url,
          connections,
          duration: seconds,
          headers: { authorization: `Bearer ${token}`, ...headers },
        });
        if (result.non2xx || result.errors)
          throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        figures[`${label}, ${connections} conn.: p50 / p99 / req/s`] =
          `${result.latency.p50} ms / ${result.latency.p99} ms / ${Math.round(result.requests.average)} (${Math.round(result.throughput.average / 1024)} KiB/s)`;
      };
      const page1 = list('search=&pageIndex=1&pageSize=10');
      for (const connections of [1, 20]) await load('list page 1', page1, connections);
      await load('list page 1, Accept-Encoding: br, gzip', page1, 20, { 'accept-encoding': 'br, gzip' });
      await load('list page 1, Accept-Encoding: gzip', page1, 20, { 'accept-encoding': 'gzip' });
      await load('list deep page 900', list('search=&pageIndex=900&pageSize=10'), 20);
      await load('list search "R00123"', list('search=R00123&pageIndex=1&pageSize=10'), 20);
      await server!.stop();

      // The same requests with the read cache off: every answer read from PGlite.
      server = await startServer(dataDir, { READ_CACHE: 'off' });
      for (const connections of [1, 20]) await load('no cache: list page 1', page1, connections);
      await load('no cache: list deep page 900', list('search=&pageIndex=900&pageSize=10'), 20);
      await load('no cache: list search "R00123"', list('search=R00123&pageIndex=1&pageSize=10'), 20);
    }
    await server?.stop();

    if (picked.has('spa')) {
      const spa = measureSpa();
      const signIn = measureSpa('dist/spa', 'sign-in.html');
      figures['SPA initial JS (gzip): admin shell / sign-in page'] =
        `${spa.initialKiB} KiB (${spa.initialFiles.length} files) / ${signIn.initialKiB} KiB (${signIn.initialFiles.length} files)`;
      figures['SPA largest lazy chunk (gzip)'] = `${spa.largestLazy.kiB} KiB (${spa.largestLazy.file})`;
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nBenchmark figures');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(66)} ${value}`);
  if (picked.has('list-100k')) {
    const large = await benchList100k();
    console.log('\nList over 100,000 rows, 20 connections');
    for (const [name, value] of Object.entries(large)) console.log(`  ${name.padEnd(72)} ${value}`);
  }
  if (picked.has('writes')) {
    const writes = await benchWrites();
    console.log('\nWrites of a payment account (PGlite)');
    for (const [name, value] of Object.entries(writes)) console.log(`  ${name.padEnd(72)} ${value}`);
  }
  if (picked.has('audit-1m')) {
    const audit = await benchAudit1m();
    console.log('\nAudit log over 1,000,000 entries');
    for (const [name, value] of Object.entries(audit)) console.log(`  ${name.padEnd(84)} ${value}`);
  }
  if (picked.has('reservations')) {
    const reservations = await benchReservations();
    console.log('\nReservation requests: submission, and the listing over 100,000 requests (20 connections)');
    for (const [name, value] of Object.entries(reservations)) console.log(`  ${name.padEnd(84)} ${value}`);
  }
  if (picked.has('invoices')) {
    const invoices = await benchInvoices();
    console.log(`\n${INVOICE_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(invoices)) console.log(`  ${name.padEnd(80)} ${value}`);
  }
  if (picked.has('payments')) {
    const payments = await benchPayments();
    console.log('\nPayments: 20 posted at once on one invoice');
    for (const [name, value] of Object.entries(payments)) console.log(`  ${name.padEnd(84)} ${value}`);
  }
  if (picked.has('invoice-pdf')) {
    const pdf = await benchInvoicePdf();
    console.log('\nInvoice PDF of 1,000 rows (server time over local HTTP)');
    for (const [name, value] of Object.entries(pdf)) console.log(`  ${name.padEnd(76)} ${value}`);
  }
  if (picked.has('facturx')) {
    const facturx = { ...(await benchFacturx()), ...(await benchFacturxHttp()) };
    console.log(`\n${FACTURX_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(facturx)) console.log(`  ${name.padEnd(92)} ${value}`);
  }
  if (picked.has('statement')) {
    const statement = await benchStatement();
    console.log(`\n${STATEMENT_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(statement)) console.log(`  ${name.padEnd(72)} ${value}`);
  }
  if (picked.has('statement-ledger')) {
    const statement = await benchStatementLedger();
    console.log(`\n${STATEMENT_LEDGER_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(statement)) console.log(`  ${name.padEnd(84)} ${value}`);
  }
  if (picked.has('dashboard')) {
    const dashboard = await benchDashboard();
    console.log(`\n${DASHBOARD_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(dashboard)) console.log(`  ${name.padEnd(80)} ${value}`);
  }
  if (picked.has('lists-1m') && !printLists1m(await benchLists1m())) process.exitCode = 1;
  if (picked.has('csv')) {
    const csv = await benchCsv();
    console.log(`\n${CSV_BENCH_TITLE}`);
    for (const [name, value] of Object.entries(csv)) console.log(`  ${name.padEnd(72)} ${value}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
