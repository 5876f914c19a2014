/**
 * A statement's rows: one per matching issued invoice (matching-sql.ts), oldest first (issue date,
 * then number), with its request's reference, cities and first check-in, and as of To Date its
 * total less what credit notes settled of it, what payments settled and its balance (the
 * receivables ledger's `ledger_documents`), and §4's payment status. Amounts are read from SQL as text
 * (numeric::text): the CSV writes them as they are, the JSON answer as numbers.
 */
import { invoiceStatusLabel } from '@domain/finance/index.js';
import { PAYMENT_STATUS_LABELS, paymentStatus, type StatementRow } from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { MATCHING_FROM, type Matching } from './matching-sql.js';

const escaped = (e: string) => `replace(replace(replace(${e}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** A row as SQL reads it: the answer's fields, amounts as decimal text. */
export type StatementSqlRow = {
  invoiceId: number;
  requestGuid: string;
  requestRef: string;
  supplierInitial: string;
  requestReference: string;
  description: string;
  firstCheckInDate: string | null;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  currencyInitial: string | null;
  status: number;
  total: string;
  paid: string;
  balance: string;
};

/**
 * The rows of `ids` (a page, or every match), with their columns; the page's ids are chosen first
 * (`matching.where`, ordered, LIMIT), so the cities, totals and payments are read for those rows only.
 */
const ROW_SQL = (chosen: string) => `
WITH chosen AS MATERIALIZED (${chosen})
SELECT i.id AS "invoiceId", r.request_guid::text AS "requestGuid",
       r.supplier_initial || '-' || r.request_reference AS "requestRef",
       r.supplier_initial AS "supplierInitial", r.request_reference AS "requestReference",
       COALESCE((SELECT string_agg(${escaped('c.title')} || ' ' || to_char(d.check_in_date, 'DD/MM/YYYY') || ' → '
                                   || to_char(d.check_out_date, 'DD/MM/YYYY'), '<br>' ORDER BY d.position)
                   FROM reservation_destinations d JOIN city c ON c.id = d.city_id WHERE d.request_id = r.id), '')
         AS description,
       to_char(r.first_check_in, 'YYYY-MM-DD') AS "firstCheckInDate",
       i.number AS "invoiceNumber", to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate",
       to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", cu.initial AS "currencyInitial", i.status::int AS status,
       t.total::numeric(14, 2)::text AS total, t.paid::numeric(14, 2)::text AS paid,
       t.balance::numeric(14, 2)::text AS balance
  FROM chosen JOIN invoices i ON i.id = chosen.id JOIN reservation_requests r ON r.id = i.request_id
  LEFT JOIN currency cu ON cu.id = i.currency_id
  -- as of To Date ($3, else today): what its credit notes and payments had settled by then (receivables ledger)
  CROSS JOIN LATERAL (SELECT amount - credited AS total, paid, balance
                        FROM ledger_documents(COALESCE($3::date, current_date))
                       WHERE document_id = i.id OFFSET 0) t
 ORDER BY chosen.n`;

const ORDERED = (where: string) =>
  `SELECT i.id, row_number() OVER (ORDER BY i.issue_date, i.number, i.id) AS n FROM ${MATCHING_FROM} WHERE ${where}`;

/** One page of rows (`page` given) or every row (the PDF, the CSV, the mail). */
export function readRows(
  q: Queryable,
  matching: Matching,
  page?: { index: number; size: number },
): Promise<StatementSqlRow[]> {
  if (!page) return q.query<StatementSqlRow>(ROW_SQL(ORDERED(matching.where)), matching.params);
  const n = matching.params.length;
  const chosen = `SELECT id, row_number() OVER (ORDER BY issue_date, number, id) AS n
                    FROM (SELECT i.id, i.issue_date, i.number FROM ${MATCHING_FROM} WHERE ${matching.where}
                           ORDER BY i.issue_date, i.number, i.id LIMIT $${n + 1} OFFSET $${n + 2}) page`;
  return q.query<StatementSqlRow>(ROW_SQL(chosen), [...matching.params, page.size, (page.index - 1) * page.size]);
}

/** The answer's row: amounts as numbers (exact to the cent), names in the caller's language. */
export function rowAnswer({ total, paid, balance, ...row }: StatementSqlRow, lang: Lang): StatementRow {
  const status = paymentStatus(total, paid);
  return {
    ...row,
    invoiceRowsTotal: Number(total),
    invoicePaymentsTotal: Number(paid),
    balance: Number(balance),
    statusString: invoiceStatusLabel(lang, row.status),
    paymentStatus: status,
    paymentStatusString: PAYMENT_STATUS_LABELS[lang][status],
  };
}
