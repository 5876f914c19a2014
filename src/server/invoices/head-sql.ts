/**
 * The columns an invoice answer shares between the list row and the detail: the invoice's own
 * (number, dates, totals; paid, credited and balance from the receivables ledger), its request's (reference, type, date, first check-in, lead
 * passenger, pax), its agency's and its currency's, and for a credit note the number of the
 * invoice it corrects. Read for the rows of one page (or one invoice) only.
 */
import { invoiceStatusLabel, type InvoiceListRow } from '@domain/finance/index.js';
import { REQUEST_TYPE_NAMES } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import { documentFigures, LEDGER_TABLES } from '../ledger/index.js';

const escaped = (e: string) => `replace(replace(replace(${e}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

export const HEAD_COLUMNS = `
  i.id, i.version, i.document_type AS "documentType", i.number, i.status::int AS status,
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  r.request_guid::text AS "requestGuid", r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
  r.request_type::int AS "requestTypeId", r.created_at AS "requestCreatedAt",
  i.agency_id AS "agencyId", a.title AS "agencyName", r.reference_number AS "agencyReference",
  to_char(r.first_check_in, 'YYYY-MM-DD') AS "firstCheckInDate",
  (SELECT NULLIF(trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')), '') FROM reservation_passengers p
    WHERE p.request_id = r.id ORDER BY p.room_no, p.position LIMIT 1) AS "passengerName",
  COALESCE((SELECT max(g.pax) FROM (
      SELECT sum(x.adult_count + x.child_with_bed_count + x.child_with_no_bed_count)::int AS pax
        FROM reservation_destinations d JOIN reservation_destination_hotels h ON h.destination_id = d.id
        JOIN reservation_room_pax x ON x.destination_hotel_id = h.id
       WHERE d.request_id = r.id GROUP BY d.id) g), 0) AS pax,
  COALESCE((SELECT string_agg(${escaped('c.title')} || ' ' || to_char(d.check_in_date, 'DD/MM/YYYY') || ' → '
                                || to_char(d.check_out_date, 'DD/MM/YYYY'), '<br>' ORDER BY d.position)
              FROM reservation_destinations d JOIN city c ON c.id = d.city_id WHERE d.request_id = r.id), '') AS destinations,
  i.currency_id AS "currencyId", cu.title AS "currencyName", cu.initial AS "currencyInitial",
  i.system_total::float8 AS "systemTotal", i.subtotal::float8 AS subtotal, i.tax_total::float8 AS "taxTotal",
  i.grand_total::float8 AS "grandTotal", lg.paid::float8 AS "paidTotal", lg.credited::float8 AS "creditedTotal",
  lg.balance::float8 AS "balanceDue",
  i.corrects_invoice_id AS "correctsInvoiceId", ci.number AS "correctsInvoiceNumber",
  i.replaced_by_invoice_id AS "replacedByInvoiceId"`;

/** Every table HEAD_COLUMNS and HEAD_JOINS read besides the invoices (a list page is read again after a write to one). */
export const HEAD_TABLES = [
  'reservation_requests',
  'agency',
  'currency',
  'reservation_passengers',
  'reservation_destinations',
  'reservation_destination_hotels',
  'reservation_room_pax',
  'city',
  ...LEDGER_TABLES,
];

export const HEAD_JOINS = `
  JOIN reservation_requests r ON r.id = i.request_id
  JOIN agency a ON a.id = i.agency_id
  LEFT JOIN currency cu ON cu.id = i.currency_id
  LEFT JOIN invoices ci ON ci.id = i.corrects_invoice_id
  ${documentFigures('i.id', 'NULL', 'lg')}`;

/** A row as the SQL above reads it (the answer's fields but the names, plus the request's type and date). */
export type HeadRow = Record<string, unknown> & {
  status: number;
  systemTotal: number;
  requestTypeId: number;
  requestCreatedAt: unknown;
};

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The answer's head: the stored columns plus the names in the caller's language. */
export function headAnswer({ requestTypeId, requestCreatedAt, ...row }: HeadRow, lang: Lang): InvoiceListRow {
  return {
    ...(row as unknown as InvoiceListRow),
    statusString: invoiceStatusLabel(lang, row.status),
    requestType: REQUEST_TYPE_NAMES[requestTypeId] ?? String(requestTypeId),
    requestDate: iso(requestCreatedAt),
    system: row.systemTotal ?? 0,
  };
}
