/**
 * Reservation requests:
 * - submission of a 50-room GIT request (`POST /api/reservation/request/add`, real HTTP, the
 *   whole request in one transaction) at 1 and 10 connections, p50/p99 (target p99 ≤ 300 ms);
 * - the listing (`POST /api/reservation/request/get`) over 100,000 requests, generated with
 *   set-based SQL (generate_series: requests, destinations, hotels, rooms, passengers), at 20
 *   connections: page 1, a deep page (9,000 of 10,000), a search and a filter, and the deep
 *   page's p99 against page 1's (target ≤ 3×); on PGlite, PASS/FAIL against issue 23's targets
 *   (page 1 p99 ≤ 50 ms, the search and the filter p99 ≤ 150 ms). On PGlite, and on the PostgreSQL server of
 *   DATABASE_URL (or TEST_DATABASE_URL) when set: a bench database is created and dropped.
 * Runs inside `npm run bench`, or alone: `BENCH_SECONDS=3 npx tsx tests/bench/reservations.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';
import { demoRequestBodies } from '@server/seed/demo-request-bodies.js';
import { startProduct, type RunningProduct } from '../support/product.js';

const ROWS = 100_000;
const PAGE_SIZE = 10;
const DEEP_PAGE = 9_000;
const SEARCH = 'traveller12345';
const ROOMS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3995);
const base = `http://127.0.0.1:${port}`;
const URL_BASE = `${base}/api/reservation/request`;

type Figures = Record<string, string>;
/** Anything that runs SQL: a PGlite opened on the data directory, or a pg client. */
interface Sql {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const startServer = (env: Record<string, string>) =>
  startProduct({ port, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function post(
  figures: Figures,
  label: string,
  url: string,
  body: unknown,
  bearer: string,
  connections: number,
): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    body: JSON.stringify(body),
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  figures[`${label}, ${connections} conn.: p50 / p99 / req/s`] =
    `${result.latency.p50} ms / ${result.latency.p99} ms / ${Math.round(result.requests.average)}`;
  return result.latency.p99;
}

/** A GIT request of 50 rooms (two adults each, 100 named passengers) in one city of the demo data. */
function gitBody() {
  const demo = demoRequestBodies(new Date()).find((r) => r.body.requestType === REQUEST_TYPE.GIT)!.body;
  const [destination] = demo.requestDestinations;
  const hotel = destination.destinationHotels![0];
  const room = {
    ...hotel.destinationHotelRoomPax[0],
    adultCount: 2,
    childWithBedCount: 0,
    childWithNoBedCount: 0,
    infantCount: 0,
  };
  return {
    agencyId: demo.agencyId,
    requestType: REQUEST_TYPE.GIT,
    remarks: 'Bench: conference group',
    requestDestinations: [
      {
        ...destination,
        destinationHotels: [
          { hotelId: hotel.hotelId, destinationHotelRoomPax: Array.from({ length: ROOMS }, () => room) },
        ],
      },
    ],
    requestPassengers: Array.from({ length: ROOMS * 2 }, (_, i) => ({
      firstName: `Guest${i + 1}`,
      lastName: 'Bench',
      ageGroup: 1,
      gender: (i % 2) + 1,
      roomNo: Math.floor(i / 2) + 1,
    })),
    requestTransportations: demo.requestTransportations ?? [],
  };
}

/** Submission latency; no requestGuid, so every call makes a new request. */
async function submissions(figures: Figures): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-submit-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const bearer = await token();
    const body = gitBody();
    const check = await fetch(`${URL_BASE}/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!check.ok) throw new Error(`the 50-room GIT body is refused: ${check.status} ${await check.text()}`);
    const p99 = await post(figures, `submit a ${ROOMS}-room GIT request`, `${URL_BASE}/add`, body, bearer, 1);
    figures['submission p99, 1 conn. (target ≤ 300 ms)'] = `${p99} ms ${p99 <= 300 ? 'ok' : 'MISSED'}`;
    await post(figures, `submit a ${ROOMS}-room GIT request`, `${URL_BASE}/add`, body, bearer, 10);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * 100,000 requests over the demo agencies, the three offered types and five statuses, created
 * over the last 1,000 days, each with one destination, hotel and room and two passengers.
 */
async function generate(db: Sql): Promise<number> {
  const { rows: rooms } = await db.query<{
    hotel_id: number;
    city_id: number;
    room_type_id: number;
    policy_id: number;
  }>(
    `SELECT DISTINCT ON (h.id) h.id AS hotel_id, h.city_id, t.id AS room_type_id, p.providing_policy_id AS policy_id
       FROM hotel h JOIN room_type t ON t.hotel_id = h.id JOIN room_type_providing_policy p ON p.room_type_id = t.id
      ORDER BY h.id, t.id, p.id`,
  );
  const { rows: agencies } = await db.query<{ id: number }>('SELECT id FROM agency ORDER BY id');
  await db.query(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id, status_id,
       reference_number, first_check_in, search_text, created_at, updated_at)
     SELECT gen_random_uuid(), x.type, 1000000 + g, x.reference, ($1::int[])[1 + g % cardinality($1::int[])],
            (ARRAY[3, 3, 3, 1, 2, 4, 5])[1 + g % 7], x.agency_ref, x.check_in,
            search_fold(x.reference || E'\\n' || COALESCE(x.agency_ref, '') || E'\\n' || 'Guest' || g || ' Traveller' || g),
            x.created, x.created
       FROM generate_series(1, $2::int) AS g,
            LATERAL (SELECT (ARRAY[1, 1, 2, 4])[1 + g % 4] AS type,
                            'BEN-' || (ARRAY['FIT', 'FIT', 'GIT', 'TIS'])[1 + g % 4] || '-' || lpad(g::text, 7, '0') AS reference,
                            CASE WHEN g % 3 = 0 THEN 'AGY-' || g END AS agency_ref,
                            (date '2026-01-01' + (g * 7919) % 900) AS check_in,
                            now() - make_interval(secs => ($2::int - g) * 864) AS created) AS x`,
    [agencies.map((a) => a.id), ROWS],
  );
  await db.query(
    `INSERT INTO reservation_destinations (request_id, position, city_id, check_in_date, check_out_date)
     SELECT r.id, 1, ($1::int[])[1 + r.id % cardinality($1::int[])], r.first_check_in, r.first_check_in + 3
       FROM reservation_requests r WHERE r.request_reference LIKE 'BEN-%'`,
    [rooms.map((r) => r.city_id)],
  );
  await db.query(
    `INSERT INTO reservation_destination_hotels (destination_id, position, hotel_id)
     SELECT d.id, 1, ($1::int[])[1 + d.request_id % cardinality($1::int[])]
       FROM reservation_destinations d JOIN reservation_requests r ON r.id = d.request_id WHERE r.request_reference LIKE 'BEN-%'`,
    [rooms.map((r) => r.hotel_id)],
  );
  await db.query(
    `INSERT INTO reservation_room_pax (destination_hotel_id, room_no, room_type_id, providing_policy_id, adult_count)
     SELECT h.id, 1, ($1::int[])[1 + d.request_id % cardinality($1::int[])], ($2::int[])[1 + d.request_id % cardinality($2::int[])], 2
       FROM reservation_destination_hotels h JOIN reservation_destinations d ON d.id = h.destination_id
       JOIN reservation_requests r ON r.id = d.request_id WHERE r.request_reference LIKE 'BEN-%'`,
    [rooms.map((r) => r.room_type_id), rooms.map((r) => r.policy_id)],
  );
  await db.query(
    `INSERT INTO reservation_passengers (request_id, passenger_guid, position, room_no, first_name, last_name, age_group)
     SELECT r.id, gen_random_uuid(), k, 1, CASE k WHEN 1 THEN 'Guest' || (r.reference_sequence - 1000000) ELSE 'Partner' END,
            'Traveller' || (r.reference_sequence - 1000000), 1
       FROM reservation_requests r, generate_series(1, 2) AS k WHERE r.request_reference LIKE 'BEN-%'`,
  );
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation_requests WHERE NOT is_deleted'))
    .rows[0].n;
}

const LISTS: Record<string, Record<string, unknown>> = {
  'page 1': { pageIndex: 1, pageSize: PAGE_SIZE },
  [`deep page ${DEEP_PAGE}`]: { pageIndex: DEEP_PAGE, pageSize: PAGE_SIZE },
  [`search "${SEARCH}"`]: { search: SEARCH, pageIndex: 1, pageSize: PAGE_SIZE },
  'filter status Confirmed + GIT': { statusId: 1, requestType: 2, pageIndex: 1, pageSize: PAGE_SIZE },
  'sort by first check-in, deep page': { sort: 'firstCheckIn', pageIndex: DEEP_PAGE, pageSize: PAGE_SIZE },
};

/** The cases issue 23 holds to a p99 on PGlite: page 1 (≤ 50 ms) and the filters (≤ 150 ms; the search is one). */
const ISSUE_23_P99: Record<string, number> = {
  'page 1': 50,
  [`search "${SEARCH}"`]: 150,
  'filter status Confirmed + GIT': 150,
};

/** The lists at 20 connections; notes the deep page's p99 against page 1's (target ≤ 3×), and on PGlite issue 23's p99 targets. */
async function lists(figures: Figures, prefix: string, issue23 = false): Promise<void> {
  const bearer = await token();
  const p99: Record<string, number> = {};
  for (const [name, body] of Object.entries(LISTS))
    p99[name] = await post(figures, `${prefix} ${name}`, `${URL_BASE}/get`, body, bearer, 20);
  const ratio = p99[`deep page ${DEEP_PAGE}`] / Math.max(p99['page 1'], 1);
  figures[`${prefix} deep page p99 / page 1 p99 (target ≤ 3)`] = `${ratio.toFixed(1)}× ${ratio <= 3 ? 'ok' : 'MISSED'}`;
  for (const [name, target] of issue23 ? Object.entries(ISSUE_23_P99) : [])
    figures[`${prefix} ${name}: p99 ≤ ${target} ms (issue 23)`] =
      `${p99[name]} ms ${p99[name] <= target ? 'PASS' : 'FAIL'}`;
}

const VACUUM =
  'VACUUM ANALYZE reservation_requests, reservation_destinations, reservation_destination_hotels, reservation_room_pax, reservation_passengers';

async function pglite(figures: Figures): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-res-100k-'));
  try {
    let server: RunningProduct = await startServer({ DATA_DIR: dataDir });
    await server.stop();
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const t0 = performance.now();
    figures['PGlite: requests'] = `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query(VACUUM);
    await db.close();
    server = await startServer({ DATA_DIR: dataDir, READ_CACHE: 'off' });
    await lists(figures, 'PGlite:', true);
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(figures: Figures, serverUrl: string): Promise<void> {
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_res');
  const db = new pg.Client({ connectionString: url });
  let server: RunningProduct | undefined;
  const dataDir = mkdtempSync(join('.tmp', 'bench-res-pg-'));
  try {
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, READ_CACHE: 'off' });
    await db.connect();
    const t0 = performance.now();
    figures['PostgreSQL: requests'] = `${await generate(db)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    await db.query(VACUUM);
    await lists(figures, 'PostgreSQL:');
  } finally {
    if (server) await server.stop();
    await db.end().catch(() => undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Figures of the reservation benchmarks (BENCH_RESERVATIONS=submit|list limits them to one part). */
export async function benchReservations(): Promise<Figures> {
  const figures: Figures = {};
  const only = process.env.BENCH_RESERVATIONS;
  if (only !== 'list') await submissions(figures);
  if (only !== 'submit') {
    await pglite(figures);
    const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) await postgres(figures, serverUrl);
    else figures['PostgreSQL server'] = 'skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)';
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchReservations()
    .then((figures) => {
      console.log(`\nReservation requests, ${seconds} s each`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(80)} ${v}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
