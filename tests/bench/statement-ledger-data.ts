/**
 * The data of statement-ledger.ts: one agency's 10,000 requests with one destination, an issued
 * invoice each over 2024-2025 (one in 20 credited in full by a credit note), two payments per
 * invoice, then their receivables ledger (ledger-data.ts), all with generate_series. On PGlite or
 * a pg client alike.
 */
import type { Sql } from './invoice-data.js';
import { ledgerMark, postLedger } from './ledger-data.js';

/** The agency's documents and payments, then their ledger; answers the agency and the counts. */
export async function generateLedgerAgency(db: Sql, invoices: number): Promise<{ agencyId: number; counts: string }> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0]!;
  const mark = await ledgerMark(db);
  const { id: agencyId } = await one<{ id: number }>(
    `INSERT INTO agency (title, code, email) VALUES ('Ledger Voyages', 'LEDGR', 'ledger@example.com') RETURNING id`,
  );
  const { currency } = await one<{ currency: number }>('SELECT id AS currency FROM currency ORDER BY id LIMIT 1');
  const { city } = await one<{ city: number }>('SELECT id AS city FROM city ORDER BY id LIMIT 1');
  const { account } = await one<{ account: number }>('SELECT id AS account FROM payment_account ORDER BY id LIMIT 1');
  const { type } = await one<{ type: number }>(
    'SELECT id AS type FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1',
  );
  await db.query(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id, first_check_in, status_id, search_text)
     SELECT gen_random_uuid(), 4, 800000 + g, 'TIS-L' || lpad(g::text, 6, '0'), $1::int, date '2024-01-01' + (g % 900), 1,
            'ors-tis-l' || lpad(g::text, 6, '0')
       FROM generate_series(1, $2::int) g`,
    [agencyId, invoices],
  );
  await db.query(
    `INSERT INTO reservation_destinations (request_id, position, city_id, check_in_date, check_out_date)
     SELECT id, 0, $2::int, first_check_in, first_check_in + 3 FROM reservation_requests WHERE agency_id = $1::int`,
    [agencyId, city],
  );
  // Issued over 2024-2025; number year 2098 keeps clear of the demo's series and statement.ts's.
  await db.query(
    `INSERT INTO invoices (request_id, agency_id, status, currency_id, number, number_year, number_sequence,
                           issue_date, due_date, subtotal, grand_total)
     SELECT r.id, $1::int, 1, $2::int, 'INV-L-' || r.reference_sequence, 2098, r.reference_sequence,
            date '2024-01-01' + (r.reference_sequence % 730), date '2024-01-31' + (r.reference_sequence % 730),
            100 + (r.reference_sequence % 4000), 100 + (r.reference_sequence % 4000)
       FROM reservation_requests r WHERE r.agency_id = $1::int ORDER BY r.id`,
    [agencyId, currency],
  );
  await db.query(
    `INSERT INTO invoices (document_type, request_id, agency_id, corrects_invoice_id, status, currency_id, number,
                           number_year, number_sequence, issue_date, due_date, subtotal, grand_total)
     SELECT 'creditNote', i.request_id, $1::int, i.id, 2, i.currency_id, 'CN-L-' || i.number_sequence, 2098, i.number_sequence,
            i.issue_date + 10, i.issue_date + 10, -i.grand_total, -i.grand_total
       FROM invoices i WHERE i.agency_id = $1::int AND i.number_sequence % 20 = 0 ORDER BY i.id`,
    [agencyId],
  );
  // Two payments per invoice: 40 % after a week, then the rest (or 30 %, a third of them) after a month.
  // A credited invoice's payments are the agency's credit on account (nothing left to settle).
  await db.query(
    `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
     SELECT i.id,
            CASE WHEN k = 1 THEN round(i.grand_total * 0.4, 2)
                 WHEN i.number_sequence % 3 = 0 THEN round(i.grand_total * 0.3, 2)
                 ELSE i.grand_total - round(i.grand_total * 0.4, 2) END,
            i.issue_date + CASE k WHEN 1 THEN 7 ELSE 37 END, $2::int, $3::int
       FROM invoices i, generate_series(1, 2) k
      WHERE i.agency_id = $1::int AND i.document_type = 'invoice'
      ORDER BY i.issue_date + CASE k WHEN 1 THEN 7 ELSE 37 END, i.id`,
    [agencyId, account, type],
  );
  const ledger = await postLedger(db, mark);
  await db.query('ANALYZE');
  const c = await one<{ invoices: number; notes: number; payments: number }>(
    `SELECT count(*) FILTER (WHERE i.document_type = 'invoice')::int AS invoices,
            count(*) FILTER (WHERE i.document_type = 'creditNote')::int AS notes,
            (SELECT count(*)::int FROM invoice_payments p JOIN invoices j ON j.id = p.invoice_id WHERE j.agency_id = $1::int) AS payments
       FROM invoices i WHERE i.agency_id = $1::int`,
    [agencyId],
  );
  return {
    agencyId,
    counts: `${c.invoices} invoices, ${c.notes} credit notes, ${c.payments} payments; ${ledger.entries} ledger entries, ${ledger.allocations} allocations`,
  };
}
