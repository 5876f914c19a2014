/**
 * The generic list endpoint over 100,000 rows of one generated entity (payment accounts):
 * page 1, a deep page (9,000 of 10,000) and a search, 20 connections (autocannon), p50/p99.
 * On PGlite with the read cache on and off (READ_CACHE=off), the uncached deep page also
 * before VACUUM; on the PostgreSQL server of DATABASE_URL too (a bench database is created
 * and dropped). Prints the EXPLAIN plan of the search and fails when it is not index-backed.
 * Runs inside `npm run bench`, or alone: `npx tsx tests/bench/list-100k.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.js';
import { loadSchemas } from '@schema/load-dir.js';
import { buildModel, Params } from '@server/crud/model.js';
import { matchedLabels, searchCondition } from '@server/crud/search.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const ROWS = 100_000;
const PAGE_SIZE = 10;
const DEEP_PAGE = 9_000;
const SEARCH = 'R012345';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3998);
const base = `http://127.0.0.1:${port}`;

/** Anything that runs SQL: a PGlite opened on the data directory, or a pg client. */
interface Sql {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const schemas = loadSchemas('schemas');
const schema = schemas.find((s) => s.resource.api === '/finance/paymentaccount')!;
const table = schema.resource.table;
const model = buildModel(schema, new Map(schemas.map((s) => [s.name, s])));

const startServer = (env: Record<string, string>) =>
  startProduct({ port, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function generate(db: Sql): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM infra_type WHERE type_group_id = 11 ORDER BY id');
  await db.query(
    `INSERT INTO ${table} (title, ref, initial, description, infra_type_id, is_active)
     SELECT 'Account ' || g || ' ' || md5(g::text), 'R' || lpad(g::text, 6, '0'), 'ACC' || g,
            '<p>Generated account ' || g || '</p>', ($1::int[])[1 + g % cardinality($1::int[])], g % 7 <> 0
     FROM generate_series(1, $2::int) AS g`,
    [rows.map((r) => r.id), ROWS],
  );
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
}

/**
 * The search's count query as repository.ts builds it (the own columns' trigram index, OR the
 * ids of the categories whose name matches, none for this text); throws unless the trigram index serves it.
 */
async function explainSearch(db: Sql, label: string): Promise<string> {
  const params = new Params();
  const select = async <T extends Record<string, unknown>>(sql: string, values?: readonly unknown[]) =>
    (await db.query<T>(sql, values ? [...values] : undefined)).rows;
  const matched = await matchedLabels({ query: select }, model.searchedLabels, SEARCH);
  const sql = `SELECT count(*)::integer AS total FROM ${table} t WHERE NOT t."is_deleted" AND ${searchCondition(schema, model.searchedLabels, matched, params, SEARCH)}`;
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params.values);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  console.log(`\nEXPLAIN of the search (${label}):\n${plan}\n`);
  if (!/Bitmap Index Scan on \S*search/.test(plan)) {
    throw new Error(`BENCH FAILED: the list search on ${table} is not backed by its trigram index (${label})`);
  }
  return plan;
}

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

type Figures = Record<string, string>;
const list = (q: string) => `${base}/api${schema.resource.api}/get?${q}`;
const QUERIES = {
  'page 1': list(`search=&pageIndex=1&pageSize=${PAGE_SIZE}`),
  [`deep page ${DEEP_PAGE}`]: list(`search=&pageIndex=${DEEP_PAGE}&pageSize=${PAGE_SIZE}`),
  [`search "${SEARCH}"`]: list(`search=${SEARCH}&pageIndex=1&pageSize=${PAGE_SIZE}`),
};

async function load(figures: Figures, label: string, url: string, bearer: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { authorization: `Bearer ${bearer}` },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  figures[`${label}: p50 / p99 / req/s`] =
    `${result.latency.p50} ms / ${result.latency.p99} ms / ${Math.round(result.requests.average)}`;
  return result.latency.p99;
}

/** The three lists at 20 connections; notes the deep page's p99 against page 1's (target ≤ 3×). */
async function run(figures: Figures, prefix: string, only?: string[]): Promise<void> {
  const bearer = await token();
  const p99: Record<string, number> = {};
  for (const [name, url] of Object.entries(QUERIES)) {
    if (only && !only.includes(name)) continue;
    p99[name] = await load(figures, `${prefix} ${name}`, url, bearer);
  }
  const deep = p99[`deep page ${DEEP_PAGE}`];
  if (p99['page 1'] !== undefined && deep !== undefined) {
    const ratio = deep / Math.max(p99['page 1'], 1);
    figures[`${prefix} deep page p99 / page 1 p99 (target ≤ 3)`] =
      `${ratio.toFixed(1)}× ${ratio <= 3 ? 'ok' : 'MISSED'}`;
  }
}

async function pglite(figures: Figures): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-100k-'));
  const open = () => PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    let server = await startServer({ DATA_DIR: dataDir });
    await server.stop();
    let db = await open();
    let t0 = performance.now();
    figures['PGlite: rows generated'] = `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query('ANALYZE');
    await explainSearch(db, 'PGlite, after ANALYZE');
    await db.close();

    // What a server that only ran ANALYZE at start-up sees: no visibility map yet.
    server = await startServer({ DATA_DIR: dataDir, READ_CACHE: 'off' });
    await run(figures, 'PGlite, no cache, before VACUUM:', ['page 1', `deep page ${DEEP_PAGE}`]);
    await server.stop();

    db = await open();
    t0 = performance.now();
    await db.query(`VACUUM ANALYZE ${table}`);
    figures['PGlite: VACUUM ANALYZE'] = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await explainSearch(db, 'PGlite, after VACUUM');
    await db.close();

    server = await startServer({ DATA_DIR: dataDir });
    await run(figures, 'PGlite, read cache on:');
    await server.stop();

    server = await startServer({ DATA_DIR: dataDir, READ_CACHE: 'off' });
    await run(figures, 'PGlite, no cache:');
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(figures: Figures, serverUrl: string): Promise<void> {
  const { url, drop } = await scratchDatabase(serverUrl, 'bench');
  const db = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  try {
    server = await startServer({ DATA_DIR: mkdtempSync(join('.tmp', 'bench-pg-')), DATABASE_URL: url });
    await db.connect();
    const t0 = performance.now();
    figures['PostgreSQL: rows generated'] =
      `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query(`VACUUM ANALYZE ${table}`);
    await explainSearch(db, 'PostgreSQL server');
    await run(figures, 'PostgreSQL (no cache):');
  } finally {
    if (server) await server.stop();
    await db.end().catch(() => undefined);
    await drop();
  }
}

/** Figures of the 100,000-row list benchmark. */
export async function benchList100k(): Promise<Figures> {
  const figures: Figures = {};
  await pglite(figures);
  if (process.env.DATABASE_URL) await postgres(figures, process.env.DATABASE_URL);
  else figures['PostgreSQL server'] = 'skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)';
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchList100k()
    .then((figures) => {
      console.log(`\nList over ${ROWS.toLocaleString('en')} rows, 20 connections, ${seconds} s each`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(72)} ${v}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
