/**
 * The invoice list as CSV (`POST /api/finance/invoice/export`, the list's search body without
 * its paging): the list screen's columns (resources/invoices/list/InvoiceRow.tsx, its headers
 * checked against the screen's texts by tests/unit/csv-columns.test.ts), newest first, every
 * matching invoice and credit note. Amounts are the stored decimals as text, with the currency
 * in a column of its own (the screen writes it inside each amount).
 */
import { invoiceStatusLabel, type InvoiceSearch } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { mapBatches, type CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { documentFigures } from '../ledger/index.js';
import { invoiceFilter } from './list.js';
import type { InvoiceScope } from './types.js';

export const INVOICE_CSV_COLUMNS: CsvColumn[] = [
  { key: 'id', header: { en: 'Id', fr: 'Id' } },
  { key: 'number', header: { en: 'Number', fr: 'Numéro' } },
  { key: 'type', header: { en: 'Type', fr: 'Type' } },
  { key: 'requestRef', header: { en: 'Request Ref', fr: 'Réf. demande' } },
  { key: 'agency', header: { en: 'Agency', fr: 'Agence' } },
  { key: 'agencyRef', header: { en: 'Agency Ref', fr: "Réf. de l'agence" } },
  { key: 'issueDate', header: { en: 'Issue date', fr: "Date d'émission" } },
  { key: 'firstCheckIn', header: { en: 'First Check-In', fr: 'Première arrivée' } },
  { key: 'destinations', header: { en: 'Destinations', fr: 'Destinations' } },
  { key: 'passenger', header: { en: 'Passenger', fr: 'Passager' } },
  { key: 'pax', header: { en: 'Pax', fr: 'Pax' } },
  { key: 'system', header: { en: 'System', fr: 'Système' }, amount: true },
  { key: 'total', header: { en: 'Total', fr: 'Total' }, amount: true },
  { key: 'paid', header: { en: 'Paid', fr: 'Payé' }, amount: true },
  { key: 'balance', header: { en: 'Balance', fr: 'Solde' }, amount: true },
  { key: 'currency', header: { en: 'Currency', fr: 'Devise' } },
  { key: 'dueDate', header: { en: 'Due date', fr: 'Échéance' } },
  { key: 'status', header: { en: 'Status', fr: 'Statut' } },
];

const WORDS: Record<Lang, { draft: string; invoice: string; creditNote: string }> = {
  en: { draft: 'Draft', invoice: 'Invoice', creditNote: 'Credit note' },
  fr: { draft: 'Brouillon', invoice: 'Facture', creditNote: 'Avoir' },
};

/**
 * The list's columns for every matching document at once. The list reads a page's passenger, pax
 * and destinations with a subquery per row (head-sql.ts); over a whole ledger those are a million
 * small lookups, so here each is one grouped pass over the matching requests, joined by request.
 * Amounts are the stored decimals (`numeric::text`), dates ISO.
 */
function exportSql(from: string, filter: string): string {
  return `WITH picked AS MATERIALIZED (SELECT i.id, i.request_id FROM ${from} WHERE ${filter}),
    requests AS MATERIALIZED (SELECT DISTINCT request_id FROM picked),
    dest AS (
      SELECT d.request_id,
             string_agg(c.title || ' ' || to_char(d.check_in_date, 'YYYY-MM-DD') || ' → '
                        || to_char(d.check_out_date, 'YYYY-MM-DD'), '; ' ORDER BY d.position) AS destinations
        FROM reservation_destinations d JOIN city c ON c.id = d.city_id
       WHERE d.request_id IN (SELECT request_id FROM requests) GROUP BY d.request_id),
    pax AS (
      SELECT g.request_id, max(g.pax) AS pax FROM (
        SELECT d.request_id, sum(x.adult_count + x.child_with_bed_count + x.child_with_no_bed_count) AS pax
          FROM reservation_destinations d JOIN reservation_destination_hotels h ON h.destination_id = d.id
          JOIN reservation_room_pax x ON x.destination_hotel_id = h.id
         WHERE d.request_id IN (SELECT request_id FROM requests) GROUP BY d.request_id, d.id) g
       GROUP BY g.request_id),
    lead AS (
      SELECT DISTINCT ON (p.request_id) p.request_id,
             NULLIF(trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')), '') AS name
        FROM reservation_passengers p WHERE p.request_id IN (SELECT request_id FROM requests)
       ORDER BY p.request_id, p.room_no, p.position)
  SELECT i.id, i.number, i.document_type AS "documentType", i.status::int AS status,
         r.supplier_initial AS "supplierInitial", r.request_reference AS "requestReference",
         a.title AS "agencyName", r.reference_number AS "agencyReference",
         to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(r.first_check_in, 'YYYY-MM-DD') AS "firstCheckInDate",
         COALESCE(dest.destinations, '') AS destinations, lead.name AS "passengerName", COALESCE(pax.pax, 0) AS pax,
         i.system_total::text AS "systemText", i.grand_total::text AS "totalText", lg.paid::numeric(14, 2)::text AS "paidText",
         lg.balance::numeric(14, 2)::text AS "balanceText", cu.initial AS "currencyInitial",
         to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate"
    FROM picked JOIN invoices i ON i.id = picked.id
    JOIN reservation_requests r ON r.id = i.request_id
    LEFT JOIN agency a ON a.id = i.agency_id
    LEFT JOIN currency cu ON cu.id = i.currency_id
    LEFT JOIN dest ON dest.request_id = i.request_id
    LEFT JOIN pax ON pax.request_id = i.request_id
    LEFT JOIN lead ON lead.request_id = i.request_id
    ${documentFigures('i.id', 'NULL', 'lg')}
   ORDER BY i.id DESC`;
}

function csvRow(row: Row, lang: Lang): Row {
  const words = WORDS[lang];
  const initial = row.supplierInitial ? `${String(row.supplierInitial)}-` : '';
  return {
    id: row.id,
    number: row.number ?? words.draft,
    type: row.documentType === 'creditNote' ? words.creditNote : words.invoice,
    requestRef: `${initial}${String(row.requestReference)}`,
    agency: row.agencyName,
    agencyRef: row.agencyReference,
    issueDate: row.issueDate,
    firstCheckIn: row.firstCheckInDate,
    destinations: row.destinations,
    passenger: row.passengerName,
    pax: row.pax,
    system: row.systemText,
    total: row.totalText,
    paid: row.paidText,
    balance: row.balanceText,
    currency: row.currencyInitial,
    dueDate: row.dueDate,
    status: invoiceStatusLabel(lang, Number(row.status)),
  };
}

/** Every invoice the search matches, in the list's order, as CSV rows in batches. */
export async function invoiceCsvRows(
  db: Db,
  body: InvoiceSearch,
  scope: InvoiceScope,
  lang: Lang,
): Promise<AsyncIterable<Row[]>> {
  const { from, filter, params } = await invoiceFilter(db, body, scope);
  return mapBatches(db.stream(exportSql(from, filter), params), (row) => csvRow(row, lang));
}
