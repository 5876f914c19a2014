/**
 * Generates invoices for the invoice list benchmark (invoices.ts) with set-based SQL
 * (generate_series, one INSERT ... SELECT per table), on a database the product has migrated
 * and seeded: requests of the demo agencies over the last three years, each with one or two
 * destinations (a hotel of the destination's city, one room) and a lead passenger, and one
 * invoice each; about one invoice in eleven was cancelled and has its credit note, so credit
 * notes are ~9 % of the documents. Statuses are spread as a live ledger has them (about half
 * paid, a fifth waiting for payment, one in seven a draft); issued documents carry gapless
 * numbers per type and year (`INV-2025-00042`, `CN-...`) that continue the tenant's series.
 *
 * Ids are given here (OVERRIDING SYSTEM VALUE) so children need no join to find their parent,
 * and invoices and credit notes get ids in the order they were made, so the newest-first list
 * mixes both. The secondary indexes, unique constraints and foreign keys of the loaded tables
 * are set aside for the load and put back after it (setAside): every foreign key is still checked,
 * over the whole table at once.
 * The rows of the invoices are not generated: the list reads the totals kept on the invoice.
 * What is paid is in the receivables ledger, as the product keeps it (the invoices have no paid
 * total since migration 027): one payment per paid invoice (all of a paid one, a fifth of one
 * cancelled with charges, nothing or 30 % of one waiting for payment) 20 days after its issue,
 * then the ledger's entries and allocations of every generated document and payment
 * (ledger-data.ts, migration 027's backfill).
 */
import { postLedger } from './ledger-data.js';
import { setAside } from './set-aside.js';

/** Anything that runs SQL: a PGlite opened on the data directory, or a pg client. */
export interface Sql {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const LOADED_TABLES = [
  'reservation_requests',
  'reservation_destinations',
  'reservation_destination_hotels',
  'reservation_room_pax',
  'reservation_passengers',
  'invoices',
  'invoice_payments',
  'ledger_entries',
  'ledger_allocations',
];

/** Three years, in seconds: the span of the request dates. */
const SPAN_SECONDS = 3 * 365 * 86_400;

export interface GeneratedInvoices {
  requests: number;
  invoices: number;
  creditNotes: number;
  /** Payments generated, and the ledger's rows written for the generated documents and payments. */
  payments: number;
  ledgerEntries: number;
  ledgerAllocations: number;
  /** Wall-clock seconds per step, for the report. */
  steps: Record<string, number>;
}

/** The tenant's prefixes and currency, whichever columns the settings table has today. */
async function tenant(db: Sql): Promise<{ invoicePrefix: string; creditNotePrefix: string; currencyId: number }> {
  const { rows } = await db.query<{ s: Record<string, unknown> | null; eur: number }>(
    `SELECT (SELECT to_jsonb(s) FROM saas_tenancy_settings s WHERE s.id = 1) AS s,
            COALESCE((SELECT id FROM currency WHERE initial = 'EUR' AND NOT is_deleted), (SELECT min(id) FROM currency)) AS eur`,
  );
  const s = rows[0].s ?? {};
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return {
    invoicePrefix: text(s.invoice_number_prefix, 'INV'),
    creditNotePrefix: text(s.credit_note_prefix, 'CN'),
    currencyId: typeof s.currency_id === 'number' ? s.currency_id : rows[0].eur,
  };
}

async function timed<T>(steps: Record<string, number>, name: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const answer = await run();
  steps[name] = Math.round((performance.now() - t0) / 100) / 10;
  return answer;
}

/** Adds about `documents` documents (invoices and credit notes together); returns the counts in the tables. */
export async function generateInvoices(db: Sql, documents: number): Promise<GeneratedInvoices> {
  const steps: Record<string, number> = {};
  // Every 10th request of 100 in the status buckets below is cancelled with a credit note: 10 in 110.
  const requests = Math.round(documents / 1.1);
  const { invoicePrefix, creditNotePrefix, currencyId } = await tenant(db);
  const { rows: hotels } = await db.query<{
    hotel_id: number;
    city_id: number;
    room_type_id: number;
    policy_id: number;
  }>(
    `SELECT DISTINCT ON (h.id) h.id AS hotel_id, h.city_id, t.id AS room_type_id, p.providing_policy_id AS policy_id
       FROM hotel h JOIN room_type t ON t.hotel_id = h.id JOIN room_type_providing_policy p ON p.room_type_id = t.id
      WHERE NOT h.is_deleted AND h.city_id IS NOT NULL
      ORDER BY h.id, t.id, p.id`,
  );
  const { rows: agencies } = await db.query<{ id: number; initials: string }>(
    `SELECT id, upper(left(regexp_replace(title, '[^A-Za-z]', '', 'g'), 3)) AS initials FROM agency WHERE NOT is_deleted ORDER BY id`,
  );
  if (!hotels.length || !agencies.length) throw new Error('the invoice bench needs the demo hotels and agencies');
  const { rows: bases } = await db.query<Record<string, number>>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM reservation_requests) AS r,
            (SELECT COALESCE(max(id), 0) FROM reservation_destinations) AS d,
            (SELECT COALESCE(max(id), 0) FROM reservation_destination_hotels) AS h,
            (SELECT COALESCE(max(id), 0) FROM reservation_room_pax) AS x,
            (SELECT COALESCE(max(id), 0) FROM invoices) AS i,
            (SELECT COALESCE(max(id), 0) FROM invoice_payments) AS p`,
  );
  const base = bases[0];
  await db.query(`SET maintenance_work_mem = '256MB'`).catch(() => undefined);
  await db.query(`SET work_mem = '64MB'`).catch(() => undefined);
  const aside = await timed(steps, 'drop secondary indexes and constraints', () => setAside(db, LOADED_TABLES));

  // g = 1..requests, oldest first. m spreads the statuses (a bucket of 100) apart from g's other uses.
  await timed(steps, 'requests', () =>
    db.query(
      `INSERT INTO reservation_requests (id, request_guid, request_type, reference_sequence, request_reference, agency_id,
         status_id, reference_number, first_check_in, search_text, created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT $3::int + g, gen_random_uuid(), x.type, 10000000 + g, x.reference, x.agency, x.status, x.agency_ref, x.check_in,
              -- as reservations/repository.ts searchTextOf writes it; search_fold of plain ASCII is lower()
              lower('ORS-' || x.reference || E'\\n' || COALESCE(x.agency_ref, '') || E'\\n' || 'Guest' || g || ' Traveller' || g),
              t.created, t.created
         FROM generate_series(1, $1::int) AS g,
              LATERAL (SELECT now() - make_interval(secs => ($1::int - g)::float8 * $4::float8 / $1::int) AS created,
                              (g * 37) % 100 AS m) AS t,
              LATERAL (SELECT (ARRAY[1, 1, 1, 2, 4])[1 + g % 5] AS type,
                              'BEN-' || (ARRAY['FIT', 'FIT', 'FIT', 'GIT', 'TIS'])[1 + g % 5] || '-' || lpad(g::text, 7, '0') AS reference,
                              ($2::int[])[1 + g % cardinality($2::int[])] AS agency,
                              -- a third of the requests, every agency (g / 6 varies apart from the agency, g % 6)
                              CASE WHEN (g / 6) % 3 = 0
                                   THEN ($5::text[])[1 + g % cardinality($5::text[])] || '-' || to_char(t.created, 'YYYY') || '-' || (g % 1000)
                              END AS agency_ref,
                              t.created::date + 14 + ((g::bigint * 7919) % 240)::int AS check_in,
                              CASE WHEN t.m < 8 THEN 5 WHEN t.created::date + 14 + ((g::bigint * 7919) % 240)::int < current_date THEN 4
                                   WHEN t.m BETWEEN 10 AND 23 THEN 3 ELSE 1 END AS status) AS x`,
      [requests, agencies.map((a) => a.id), base.r, SPAN_SECONDS, agencies.map((a) => a.initials)],
    ),
  );
  // One or two destinations per request (ids d + 2g - 2 + k), in the city of the hotel booked there.
  await timed(steps, 'destinations, hotels, rooms', async () => {
    const pick = (column: 'hotel_id' | 'city_id' | 'room_type_id' | 'policy_id') => hotels.map((h) => h[column]);
    await db.query(
      `INSERT INTO reservation_destinations (id, request_id, position, city_id, check_in_date, check_out_date)
       OVERRIDING SYSTEM VALUE
       SELECT $2::int + 2 * r.id - 2 * $3::int - 2 + k, r.id, k, ($1::int[])[1 + (r.id + k) % cardinality($1::int[])],
              r.first_check_in + 3 * (k - 1), r.first_check_in + 3 * k
         FROM reservation_requests r, generate_series(1, 2) AS k
        WHERE r.id > $3::int AND (k = 1 OR r.id % 2 = 0)`,
      [pick('city_id'), base.d, base.r],
    );
    await db.query(
      `INSERT INTO reservation_destination_hotels (id, destination_id, position, hotel_id, status_id)
       OVERRIDING SYSTEM VALUE
       SELECT $2::int + d.id - $3::int, d.id, 1, ($1::int[])[1 + (d.request_id + d.position) % cardinality($1::int[])], 1
         FROM reservation_destinations d WHERE d.id > $3::int`,
      [pick('hotel_id'), base.h, base.d],
    );
    await db.query(
      `INSERT INTO reservation_room_pax (id, destination_hotel_id, room_no, room_type_id, providing_policy_id, adult_count,
         child_with_bed_count)
       OVERRIDING SYSTEM VALUE
       SELECT $3::int + h.id - $4::int, h.id, 1, ($1::int[])[1 + (h.destination_id - $5::int + 1) % cardinality($1::int[])],
              ($2::int[])[1 + (h.destination_id - $5::int + 1) % cardinality($2::int[])], 1 + h.id % 3, (h.id % 5 = 0)::int
         FROM reservation_destination_hotels h WHERE h.id > $4::int`,
      [pick('room_type_id'), pick('policy_id'), base.x, base.h, base.d],
    );
  });
  await timed(steps, 'passengers', () =>
    db.query(
      `INSERT INTO reservation_passengers (request_id, passenger_guid, position, room_no, first_name, last_name, age_group, gender)
       SELECT r.id, gen_random_uuid(), 1, 1, 'Guest' || (r.id - $1::int), 'Traveller' || (r.id - $1::int), 1, 1 + r.id % 2
         FROM reservation_requests r WHERE r.id > $1::int`,
      [base.r],
    ),
  );

  // Invoices: one per request, made when it was submitted; a cancelled one (m < 10) has a credit
  // note. Ids in the order the documents were made; numbers in the order of their issue date.
  await timed(steps, 'invoices and credit notes', () =>
    db.query(
      `WITH inv AS (
         SELECT r.id AS request_id, r.agency_id, r.created_at, r.first_check_in, t.m,
                CASE WHEN t.m < 8 THEN 3 WHEN t.m < 10 THEN 4 WHEN t.m < 22 THEN 0 WHEN t.m < 24 THEN 6
                     WHEN t.m < 27 THEN 5 WHEN t.m < 32 THEN 2 WHEN t.m < 52 THEN 1 ELSE 7 END AS status,
                CASE WHEN t.m NOT BETWEEN 10 AND 23 THEN LEAST(r.created_at::date + g % 12, current_date) END AS issue_date,
                round(150 + ((g::bigint * 104729) % 1985000) / 100.0, 2) AS sub,
                CASE WHEN g % 5 = 0 THEN 10 ELSE 0 END AS rate
           FROM reservation_requests r, LATERAL (SELECT r.id - $1::int AS g) AS gg, LATERAL (SELECT (g * 37) % 100 AS m) AS t
          WHERE r.id > $1::int),
       inv2 AS (SELECT inv.*, round(sub * rate / 100, 2) AS tax FROM inv),
       docs AS (
         SELECT 'invoice' AS kind, request_id, agency_id, created_at AS made_at, first_check_in, status, issue_date,
                -- due: the earlier of the payment terms and the balance before travel, never before issue (GREATEST skips nulls)
                CASE WHEN issue_date IS NOT NULL THEN GREATEST(issue_date, LEAST(issue_date + 30, first_check_in - 14)) END AS due_date,
                sub, tax, sub + tax AS grand
           FROM inv2
         UNION ALL
         -- the credit note: all of a cancelled invoice, the part beyond the charges of one cancelled with charges
         SELECT 'creditNote', request_id, agency_id, LEAST((c.issued + time '10:00')::timestamptz, now()), first_check_in, 2, c.issued, c.issued,
                -c.sub, -c.tax, -(c.sub + c.tax)
           FROM inv2,
                LATERAL (SELECT LEAST(issue_date + 3 + request_id % 20, current_date) AS issued,
                                CASE status WHEN 4 THEN round(sub * 0.8, 2) ELSE sub END AS sub,
                                CASE status WHEN 4 THEN round(tax * 0.8, 2) ELSE tax END AS tax) AS c
          WHERE status IN (3, 4)),
       ordered AS (
         SELECT docs.*, $2::int + row_number() OVER (ORDER BY made_at, kind DESC, request_id) AS id,
                CASE WHEN issue_date IS NOT NULL
                     THEN row_number() OVER (PARTITION BY kind, issue_date IS NOT NULL, extract(year FROM issue_date)
                                             ORDER BY issue_date, made_at, request_id)
                          + COALESCE((SELECT s.last_number FROM invoice_number_series s
                                       WHERE s.document_type = kind AND s.year = extract(year FROM issue_date)), 0)
                END AS seq
           FROM docs)
       INSERT INTO invoices (id, document_type, request_id, agency_id, corrects_invoice_id, status, currency_id, number,
         number_year, number_sequence, issue_date, due_date, system_total, subtotal, tax_total, grand_total,
         created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT o.id, o.kind, o.request_id, o.agency_id,
              i.id,
              o.status, $3::int,
              CASE WHEN o.seq IS NOT NULL
                   THEN CASE o.kind WHEN 'invoice' THEN $4::text ELSE $5::text END || '-' || extract(year FROM o.issue_date) || '-'
                        || lpad(o.seq::text, GREATEST(5, length(o.seq::text)), '0') END,
              extract(year FROM o.issue_date)::smallint, o.seq, o.issue_date, o.due_date,
              o.sub, o.sub, o.tax, o.grand, o.made_at, o.made_at
         FROM ordered o LEFT JOIN ordered i ON o.kind = 'creditNote' AND i.kind = 'invoice' AND i.request_id = o.request_id
        ORDER BY o.id`,
      [base.r, base.i, currencyId, invoicePrefix, creditNotePrefix],
    ),
  );
  // What each invoice was paid, from its status (as the generator spread them), one payment 20 days after its issue.
  const payments = await timed(steps, 'payments', async () => {
    const { rows: paid } = await db.query<{ n: number }>(
      `WITH made AS (
         INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id, created_at, updated_at)
         SELECT i.id, x.paid, x.paid_on,
                (SELECT id FROM payment_account ORDER BY id LIMIT 1),
                (SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1),
                LEAST((x.paid_on + time '12:00')::timestamptz, now()), LEAST((x.paid_on + time '12:00')::timestamptz, now())
           FROM invoices i,
                LATERAL (SELECT CASE i.status WHEN 7 THEN i.grand_total WHEN 4 THEN round(i.grand_total * 0.2, 2)
                                     WHEN 1 THEN CASE WHEN i.request_id % 3 = 0 THEN 0 ELSE round(i.grand_total * 0.3, 2) END
                                     ELSE 0 END AS paid,
                                LEAST(i.issue_date + 20, current_date) AS paid_on) x
          WHERE i.id > $1::int AND i.document_type = 'invoice' AND i.number IS NOT NULL AND x.paid > 0
          ORDER BY x.paid_on, i.id
         RETURNING 1)
       SELECT count(*)::int AS n FROM made`,
      [base.i],
    );
    return Number(paid[0].n);
  });
  const ledger = await timed(steps, 'ledger entries and allocations', () =>
    postLedger(db, { invoicesAfter: base.i, paymentsAfter: base.p }),
  );
  await timed(steps, 'number series and identities', async () => {
    await db.query(
      `INSERT INTO invoice_number_series (document_type, year, last_number)
       SELECT document_type, number_year, max(number_sequence) FROM invoices WHERE number IS NOT NULL GROUP BY 1, 2
       ON CONFLICT (document_type, year) DO UPDATE SET last_number = GREATEST(invoice_number_series.last_number, excluded.last_number)`,
    );
    for (const table of LOADED_TABLES)
      await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  });
  await timed(steps, 'rebuild indexes and unique constraints', () => aside.restoreIndexes());
  await timed(steps, 'check foreign keys', () => aside.restoreForeignKeys());
  await timed(steps, 'VACUUM ANALYZE', () => db.query(`VACUUM ANALYZE ${LOADED_TABLES.join(', ')}`));

  const { rows } = await db.query<{ requests: number; invoices: number; credit_notes: number }>(
    `SELECT (SELECT count(*)::int FROM reservation_requests WHERE NOT is_deleted) AS requests,
            count(*) FILTER (WHERE document_type = 'invoice')::int AS invoices,
            count(*) FILTER (WHERE document_type = 'creditNote')::int AS credit_notes
       FROM invoices WHERE NOT is_deleted`,
  );
  return {
    requests: rows[0].requests,
    invoices: rows[0].invoices,
    creditNotes: rows[0].credit_notes,
    payments,
    ledgerEntries: ledger.entries,
    ledgerAllocations: ledger.allocations,
    steps,
  };
}
