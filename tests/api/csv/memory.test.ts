/**
 * An export of 100,000 rows streams in flat memory on the PostgreSQL server: the API (this
 * process) answers over a real socket while the test reads and drops the bytes, sampling what
 * the process holds after a collection. Reading the whole list into memory first, as a paged
 * list would, costs hundreds of MB for these rows (each row ~1 KB as JS objects); streamed, what
 * is held stays within a few MB of the start. It runs on the server only: PGlite's WITH HOLD
 * cursor materialises the result inside its worker's heap, which this process can neither
 * collect nor tell apart (a run measured +80 MB of RSS over the last four fifths of 20,000
 * rows, most of it the worker's garbage); the export's rows and order are tested on both databases.
 */
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../helpers.js';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ROWS = 100_000;
/** Memory is read every tenth of the rows. */
const STEP = ROWS / 10;

/**
 * What the process holds after a collection: the JavaScript heap and the buffers outside it
 * (the driver's and the socket's). RSS, printed beside it, is the allocator's view: in the
 * suite's shared test process it also moves with what earlier files left to the allocator
 * (one CI run saw RSS +146 MB during a stream whose held memory did not grow), so the
 * assertions read the held memory.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const held = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
/** The most the held memory may grow while the file streams (the whole list read first: hundreds of MB). */
const MAX_GROWTH_MB = 64;
/** The most it may grow over the last four fifths of the rows. */
const MAX_TAIL_GROWTH_MB = 16;

let t: TestApp;
let token: string;
let base: string;

beforeAll(async () => {
  if (!onServer) return;
  t = await startTestApp();
  token = await t.login(ADMIN);
  // The audit entries (its table has btree indexes only: one quick INSERT ... SELECT).
  await t.db.query(
    `INSERT INTO audit_entries (user_id, user_name, entity, entity_id, operation, changes)
     SELECT 1, 'Bulk Writer ' || (g % 97), 'csv-bulk', g::text, 'update',
            '[{"field": "title", "before": "Old title", "after": "New title"}, {"field": "ref", "before": null, "after": "R-1"}]'::jsonb
       FROM generate_series(1, ${ROWS}) g`,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t?.close());

it.skipIf(!onServer)(
  `streams ${ROWS.toLocaleString('en')} rows with flat memory`,
  async () => {
    const startRss = process.memoryUsage().rss;
    const start = held();
    let peak = start;
    const res = await fetch(`${base}/api/audit/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity', 'content-type': 'application/json' },
      body: JSON.stringify({ entity: 'csv-bulk' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    let bytes = 0;
    let lines = 0;
    /** Held memory once a fifth of the rows have arrived: what the stream itself needs. */
    let atFifth = 0;
    /** The most held from then on (the first readings may be below the start: earlier files' leftovers collected). */
    let tailPeak = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const before = lines;
      for (const byte of value) if (byte === 10) lines++;
      // Every tenth of the rows: the held memory after a collection.
      if (Math.floor(lines / STEP) > Math.floor(before / STEP)) {
        const now = held();
        peak = Math.max(peak, now);
        if (atFifth) tailPeak = Math.max(tailPeak, now);
        else if (lines >= ROWS / 5) atFifth = tailPeak = now;
      }
    }
    const end = held();
    peak = Math.max(peak, end);
    tailPeak = Math.max(tailPeak, end);
    const mb = (n: number) => n / 2 ** 20;
    const growth = mb(peak - start);
    const afterFifth = mb(tailPeak - atFifth);
    console.log(
      `CSV export: ${ROWS} rows, ${mb(bytes).toFixed(1)} MB streamed, held memory +${growth.toFixed(1)} MB ` +
        `(+${afterFifth.toFixed(1)} MB over the last four fifths), RSS +${mb(process.memoryUsage().rss - startRss).toFixed(1)} MB`,
    );
    expect(lines).toBe(ROWS + 1); // the header and every row
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
    // Flat: the last four fifths of the rows add little to what the first fifth needed.
    expect(afterFifth).toBeLessThan(MAX_TAIL_GROWTH_MB);
  },
  60_000,
);
