/**
 * The electronic forms through the server (real HTTP to the app on a local port, PGlite in this
 * process): INVOICES issued invoices of ROWS rows each (the demo's margin scheme). For each, its
 * first `GET /api/finance/invoice/facturx` (the PDF drawn, the CII XML made, both stored, then made
 * PDF/A-3b); then `facturx` and `cii` of a stored document again and again. p50 / p99, target
 * p99 ≤ 500 ms. Part of `npm run bench -- facturx`.
 */
import { loadSchemas } from '@schema/load-dir.js';
import { buildApp } from '@server/app.js';
import { PgliteDb } from '@server/db/pglite.js';
import { prepareDatabase } from '@server/setup.js';

const ROWS = 50;
const INVOICES = 20;
const AGAIN = 100;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const p50p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.99))}`;
};

export async function benchFacturxHttp(): Promise<Record<string, string>> {
  const db = await PgliteDb.open({});
  const schemas = loadSchemas('schemas');
  await prepareDatabase(db, schemas);
  const app = await buildApp({ db, schemas, jwtSecret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/finance/invoice/${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`bench facturx-http: ${path} ${res.status} ${text.toString('utf8')}`);
      return { ms: performance.now() - t0, json: () => JSON.parse(text.toString('utf8')) as Json };
    };
    const drafts = await db.query<{ id: number }>(
      `SELECT id FROM invoices WHERE number IS NULL AND document_type = 'invoice' AND status = 0 AND NOT is_deleted
        ORDER BY id LIMIT $1`,
      [INVOICES],
    );
    const first: number[] = [];
    for (const { id } of drafts) {
      await db.query('DELETE FROM invoice_rows WHERE invoice_id = $1', [id]);
      await db.query(
        `INSERT INTO invoice_rows (invoice_id, position, description, quantity, fee, tax_rate)
         SELECT $1, g, '<p>Hôtel Lumière Opéra — Chambre ' || g || ' & petit-déjeuner</p>', 1 + g % 4,
                round((50 + g % 97 * 1.37)::numeric, 2), 0
           FROM generate_series(1, $2::int) g`,
        [id, ROWS],
      );
      const { invoiceRows: _rows, ...invoice } = (await call('GET', `getbyid?id=${id}`)).json();
      await call('PUT', 'update', { ...invoice, status: 1 });
      first.push((await call('GET', `facturx?id=${id}`)).ms);
    }
    const stored = drafts[0]!.id;
    const again: number[] = [];
    const xml: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < AGAIN; i++) again.push((await call('GET', `facturx?id=${stored}`)).ms);
    const { user, system } = process.cpuUsage(cpu);
    for (let i = 0; i < AGAIN; i++) xml.push((await call('GET', `cii?id=${stored}`)).ms);
    return {
      [`HTTP: first facturx of an issued ${ROWS}-row invoice (draw, XML, store) p50 / p99 of ${drafts.length}`]:
        p50p99(first),
      [`HTTP: facturx of a stored document p50 / p99 of ${AGAIN}`]: p50p99(again),
      'HTTP: CPU per stored facturx request (server, database, client)': ms((user + system) / 1000 / AGAIN),
      [`HTTP: cii of a stored document p50 / p99 of ${AGAIN}`]: p50p99(xml),
    };
  } finally {
    await app.close();
    await db.close();
  }
}
