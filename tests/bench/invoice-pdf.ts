/**
 * The invoice PDF of an invoice with 1,000 rows (`GET /api/finance/invoice/pdf`, real HTTP to the
 * app listening on a local port, in this process): a draft, made anew on each request (p50 and
 * max of BENCH_PDF_RUNS, default 10, after one warm-up that loads the font), then the same invoice
 * issued: its first print (made and stored) and the stored bytes answered again. Target: ≤ 1 s of
 * server time; the CPU time per request is printed too (what the wall time would be on an idle machine). Prints the PDF's size and pages. On PGlite (in memory), and on the PostgreSQL
 * server of DATABASE_URL (or TEST_DATABASE_URL) when set: a `bench_pdf_*` database is created and
 * dropped. Runs inside `npm run bench` (scenario `invoice-pdf`), or alone: `npx tsx tests/bench/invoice-pdf.ts`.
 */
import { pathToFileURL } from 'node:url';
import { scratchDatabase } from './scratch-database.js';
import { loadSchemas } from '@schema/load-dir.js';
import { buildApp } from '@server/app.js';
import { PgDb } from '@server/db/pg.js';
import { PgliteDb } from '@server/db/pglite.js';
import type { Db } from '@server/db/types.js';
import { prepareDatabase } from '@server/setup.js';

const ROWS = 1_000;
const runs = Number(process.env.BENCH_PDF_RUNS ?? 10);
type Figures = Record<string, string>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** A draft invoice of the demo data given ROWS system rows (Hotel nights, 20 % tax), its totals recomputed by an update. */
async function invoiceWithRows(db: Db, call: Call): Promise<Json> {
  const [{ id }] = await db.query<{ id: number }>(
    "SELECT id FROM invoices WHERE number IS NULL AND document_type = 'invoice' AND NOT is_deleted ORDER BY id LIMIT 1",
  );
  await db.query('DELETE FROM invoice_rows WHERE invoice_id = $1', [id]);
  // Rows at 10 and 20 %: standard VAT (under the demo's margin scheme they could not be issued).
  await db.query("UPDATE saas_tenancy_settings SET vat_regime = 'standard'");
  await db.query(
    `INSERT INTO invoice_rows (invoice_id, position, description, quantity, fee, tax_rate)
     SELECT $1, g, '<p>Hôtel Lumière Opéra — Chambre ' || g || ', petit-déjeuner — ' ||
                   to_char(date '2027-03-01' + g % 300, 'DD/MM/YYYY') || ' → ' ||
                   to_char(date '2027-03-04' + g % 300, 'DD/MM/YYYY') || '</p>',
            1 + g % 4, round((50 + g % 97 * 1.37)::numeric, 2), CASE WHEN g % 3 = 0 THEN 10 ELSE 20 END
       FROM generate_series(1, $2::int) g`,
    [id, ROWS],
  );
  // Without its rows the update leaves them as they are (and recomputes the totals in SQL).
  const { invoiceRows: _rows, ...invoice } = (await call('GET', `/finance/invoice/getbyid?id=${id}`)).json as Json;
  const saved = await call('PUT', '/finance/invoice/update', { ...invoice, note: 'bench' });
  if (saved.status !== 200) throw new Error(`bench invoice-pdf: update ${saved.status}`);
  return saved.json as Json;
}

type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: unknown; bytes: number; ms: number }>;

async function measure(figures: Figures, label: string, db: Db): Promise<void> {
  await prepareDatabase(db, loadSchemas('schemas'));
  const app = await buildApp({
    db,
    schemas: loadSchemas('schemas'),
    jwtSecret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const call: Call = async (method, path, body) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'accept-language': 'fr',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      const took = performance.now() - t0;
      const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(buffer.toString('utf8')) : null;
      return { status: res.status, json, bytes: buffer.length, ms: took };
    };
    const invoice = await invoiceWithRows(db, call);
    const pdf = () => call('GET', `/finance/invoice/pdf?id=${invoice.id}`);
    const warm = await pdf();
    if (warm.status !== 200) throw new Error(`bench invoice-pdf: ${warm.status}`);
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < runs; i++) times.push((await pdf()).ms);
    const { user, system } = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const pages = Number((await pdfPageCount(base, accessToken, invoice.id)) ?? 0);
    figures[`${label} draft of ${ROWS} rows, made on each request: p50 / max`] =
      `${ms(times[Math.floor(times.length / 2)])} / ${ms(times.at(-1)!)} (${runs} requests, first ${ms(warm.ms)})`;
    // CPU time says what the wall time would be on an idle machine (this one is shared): the server,
    // PGlite's worker and the client all run in this process.
    figures[`${label} CPU time per draft request (server, database in-process, client)`] = ms(
      (user + system) / 1000 / runs,
    );
    figures[`${label} its size and pages`] = `${(warm.bytes / 1024).toFixed(0)} KiB, ${pages} pages`;
    const { invoiceRows: _rows, ...head } = invoice;
    const issued = await call('PUT', '/finance/invoice/update', { ...head, status: 1 });
    if (issued.status !== 200) throw new Error(`bench invoice-pdf: issue ${issued.status}`);
    const first = await pdf();
    const stored: number[] = [];
    for (let i = 0; i < runs; i++) stored.push((await pdf()).ms);
    stored.sort((a, b) => a - b);
    figures[`${label} issued: first print (made and stored) / stored bytes again p50`] =
      `${ms(first.ms)} / ${ms(stored[Math.floor(stored.length / 2)])}`;
  } finally {
    await app.close();
  }
}

/** The page count as the PDF's page tree says it (`/Type /Pages ... /Count n`). */
async function pdfPageCount(base: string, token: string, id: number): Promise<string | undefined> {
  const res = await fetch(`${base}/api/finance/invoice/pdf?id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(Buffer.from(await res.arrayBuffer()).toString('latin1'))?.[1];
}

export async function benchInvoicePdf(): Promise<Figures> {
  const figures: Figures = {};
  const lite = await PgliteDb.open({});
  try {
    await measure(figures, 'PGlite:', lite);
  } finally {
    await lite.close();
  }
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    figures['PostgreSQL server'] = 'skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)';
    return figures;
  }
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_pdf');
  try {
    const db = await PgDb.open(url);
    try {
      await measure(figures, 'PostgreSQL:', db);
    } finally {
      await db.close();
    }
  } finally {
    await drop();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchInvoicePdf()
    .then((figures) => {
      for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(72)} ${value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
