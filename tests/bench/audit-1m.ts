/**
 * The audit log over 1,000,000 entries (generate_series, one SQL statement): one row's history
 * and the whole log's first page (`POST /api/audit/get`), p50/p99 at 1 and 20 connections
 * (autocannon), on PGlite and on the PostgreSQL server of DATABASE_URL when set (a bench database
 * is created and dropped). Prints the plans of both pages, of an exact count of the log and of
 * the capped count the route runs (audit/repository.ts COUNT_CAP).
 * Runs inside `npm run bench`, or alone: `BENCH_SECONDS=3 npx tsx tests/bench/audit-1m.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3997);
const base = `http://127.0.0.1:${port}`;

interface Sql {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
type Figures = Record<string, string>;

/** Entries of 10 entities × 20,000 rows (5 each), 15 authors, one every 30 s up to now. */
async function generate(db: Sql): Promise<number> {
  await db.query(
    `INSERT INTO audit_entries (created_at, user_id, user_name, entity, entity_id, operation, changes, agency_id)
     SELECT now() - make_interval(secs => ($1::int - g) * 30), 1 + g % 15, 'User ' || (1 + g % 15),
            (ARRAY['payment-account', 'infra-type', 'city', 'country', 'hotel', 'agency', 'user', 'role', 'tour', 'excursion'])[1 + g % 10],
            (1 + (g / 10) % 20000)::text,
            (ARRAY['create', 'update', 'update', 'update', 'delete', 'restore'])[1 + g % 6],
            jsonb_build_array(jsonb_build_object('field', 'title', 'before', 'Title ' || g, 'after', 'Title ' || (g + 1))),
            CASE WHEN g % 10 = 5 THEN 1 + g % 6 END
       FROM generate_series(1, $1::int) AS g`,
    [ENTRIES],
  );
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries')).rows[0].n;
}

const BODIES = {
  "one row's history (payment-account 123)": { entity: 'payment-account', entityId: '123', pageIndex: 1, pageSize: 10 },
  'log first page': { pageIndex: 1, pageSize: 10 },
  'log first page of one entity': { entity: 'hotel', pageIndex: 1, pageSize: 10 },
};

/** The SQL the route runs for the whole log's first page (audit/repository.ts), explained. */
async function explain(db: Sql, label: string): Promise<void> {
  for (const sql of [
    "SELECT id FROM audit_entries WHERE entity = 'payment-account' AND entity_id = '123' ORDER BY id DESC LIMIT 10",
    'SELECT id FROM audit_entries ORDER BY id DESC LIMIT 10',
    'SELECT count(*) FROM audit_entries',
    'SELECT count(*) FROM (SELECT 1 FROM audit_entries LIMIT 10001) s',
  ]) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`);
    console.log(`\n${label}: ${sql}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function run(figures: Figures, prefix: string): Promise<void> {
  const bearer = await token();
  for (const [name, body] of Object.entries(BODIES)) {
    for (const connections of [1, 20]) {
      const result = await autocannon({
        url: `${base}/api/audit/get`,
        method: 'POST',
        connections,
        duration: seconds,
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      });
      if (result.non2xx || result.errors)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      figures[`${prefix} ${name}, ${connections} conn.: p50 / p99 / req/s`] =
        `${result.latency.p50} ms / ${result.latency.p99} ms / ${Math.round(result.requests.average)}`;
    }
  }
}

async function pglite(figures: Figures): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-audit-'));
  try {
    let server = await startProduct({ port, env: { DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
    await server.stop();
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const t0 = performance.now();
    figures['PGlite: audit entries generated'] =
      `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query('VACUUM ANALYZE audit_entries');
    await explain(db, 'PGlite');
    await db.close();
    server = await startProduct({ port, env: { DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await run(figures, 'PGlite:');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(figures: Figures, serverUrl: string): Promise<void> {
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_audit');
  const db = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  const dataDir = mkdtempSync(join('.tmp', 'bench-audit-pg-'));
  try {
    server = await startProduct({
      port,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await db.connect();
    const t0 = performance.now();
    figures['PostgreSQL: audit entries generated'] =
      `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query('VACUUM ANALYZE audit_entries');
    await explain(db, 'PostgreSQL');
    await run(figures, 'PostgreSQL:');
  } finally {
    if (server) await server.stop();
    await db.end().catch(() => undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Figures of the 1,000,000-entry audit log benchmark. */
export async function benchAudit1m(): Promise<Figures> {
  const figures: Figures = {};
  await pglite(figures);
  if (process.env.DATABASE_URL) await postgres(figures, process.env.DATABASE_URL);
  else figures['PostgreSQL server'] = 'skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)';
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchAudit1m()
    .then((figures) => {
      console.log(`\nAudit log over ${ENTRIES.toLocaleString('en')} entries, ${seconds} s each`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(84)} ${v}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
