/**
 * The report's three figures in SQL over the ledger (README.md beside this file), amounts as
 * decimal text (numeric sums, never floats: the PDF prints them as they are, the JSON answer makes
 * them numbers to the cent):
 * - per agency: its issued documents (invoices and credit notes, by issue date) and its live
 *   payments (by payment date) in the period;
 * - per payment account: the live payments into it in the period;
 * - per calendar month (`YYYY-MM`) of issue: the issued documents.
 * Drafts (no number) and deleted documents are out; a cancelled issued invoice counts with the
 * credit note that cancels it, so it nets to what was kept (nothing, or the charges).
 * Parameters: $1 agency, $2 From Date, $3 To Date, $4 currency (null: any).
 */
import type { Queryable } from '../db/types.js';

export interface ReportFilter {
  agencyId: number | null;
  fromDate: string | null;
  toDate: string | null;
  currencyId: number | null;
}

/** The issued documents of the filter: `d.agency_id, d.issue_date, d.grand_total`. */
const DOCUMENTS = `SELECT d.agency_id, d.issue_date, d.grand_total FROM invoices d
  WHERE d.number IS NOT NULL AND NOT d.is_deleted
    AND ($1::int IS NULL OR d.agency_id = $1::int)
    AND ($2::date IS NULL OR d.issue_date >= $2::date) AND ($3::date IS NULL OR d.issue_date <= $3::date)
    AND ($4::int IS NULL OR d.currency_id = $4::int)`;

/** The live payments of the filter (on an invoice not deleted, in its currency): `p.*`, `i.agency_id`. */
const PAYMENTS = `SELECT i.agency_id, p.payment_account_id, p.amount FROM invoice_payments p
  JOIN invoices i ON i.id = p.invoice_id
  WHERE NOT p.is_deleted AND NOT i.is_deleted
    AND ($1::int IS NULL OR i.agency_id = $1::int)
    AND ($2::date IS NULL OR p.payment_date >= $2::date) AND ($3::date IS NULL OR p.payment_date <= $3::date)
    AND ($4::int IS NULL OR i.currency_id = $4::int)`;

export type AgencyFigures = {
  agencyId: number;
  agencyName: string;
  invoiceAmount: string;
  paymentAmount: string;
};

/** Every agency with a document or a payment in the period, by name. */
const PER_AGENCY = `
WITH docs AS (SELECT agency_id, sum(grand_total) AS amount FROM (${DOCUMENTS}) x GROUP BY agency_id),
     paid AS (SELECT agency_id, sum(amount) AS amount FROM (${PAYMENTS}) y GROUP BY agency_id)
SELECT a.id AS "agencyId", a.title AS "agencyName",
       COALESCE(docs.amount, 0)::numeric(14, 2)::text AS "invoiceAmount",
       COALESCE(paid.amount, 0)::numeric(14, 2)::text AS "paymentAmount"
  FROM docs FULL JOIN paid ON paid.agency_id = docs.agency_id
  JOIN agency a ON a.id = COALESCE(docs.agency_id, paid.agency_id)
 ORDER BY a.title, a.id`;

export type AccountFigures = {
  paymentAccountId: number;
  paymentAccountName: string;
  amount: string;
};

/** Every payment account paid into in the period, largest first. */
const PER_ACCOUNT = `
SELECT pa.id AS "paymentAccountId", pa.title AS "paymentAccountName", sum(y.amount)::numeric(14, 2)::text AS amount
  FROM (${PAYMENTS}) y JOIN payment_account pa ON pa.id = y.payment_account_id
 GROUP BY pa.id, pa.title
 ORDER BY sum(y.amount) DESC, pa.title, pa.id`;

export type PeriodFigures = {
  period: string;
  startDate: string;
  amount: string;
};

/** Every calendar month with an issued document in the period, oldest first. */
const PER_PERIOD = `
SELECT to_char(m.month, 'YYYY-MM') AS period, to_char(m.month, 'YYYY-MM-DD') AS "startDate",
       m.amount::numeric(14, 2)::text AS amount
  FROM (SELECT date_trunc('month', x.issue_date)::date AS month, sum(x.grand_total) AS amount
          FROM (${DOCUMENTS}) x GROUP BY 1) m
 ORDER BY m.month`;

export interface ReportFigures {
  perAgency: AgencyFigures[];
  perAccount: AccountFigures[];
  perPeriod: PeriodFigures[];
}

export async function readReportFigures(q: Queryable, filter: ReportFilter): Promise<ReportFigures> {
  const params = [filter.agencyId, filter.fromDate, filter.toDate, filter.currencyId];
  const [perAgency, perAccount, perPeriod] = await Promise.all([
    q.query<AgencyFigures>(PER_AGENCY, params),
    q.query<AccountFigures>(PER_ACCOUNT, params),
    q.query<PeriodFigures>(PER_PERIOD, params),
  ]);
  return { perAgency, perAccount, perPeriod };
}
