/**
 * The report's three figures in SQL over the receivables ledger's journal (`ledger_entries`,
 * ledger/README.md; README.md beside this file), amounts as decimal text (numeric sums, never
 * floats: the PDF prints them as they are, the JSON answer makes them numbers to the cent):
 * - per agency: what was invoiced (its invoice and credit-note entries, by issue date: a credit
 *   note reduces it) and what was paid (its payment entries, negated, by payment date, less the
 *   refunds paid out to it) in the period;
 * - per payment account: the payments into it less the refunds out of it in the period;
 * - per calendar month (`YYYY-MM`) of issue: the invoice and credit-note entries.
 * Drafts have no entry; a deleted or changed payment counts as its reversal leaves it, so a cancelled
 * issued invoice nets with the credit note that cancels it (nothing, or the charges). An agency,
 * account or month is listed when it has an entry in the period that is not a reversal nor reversed.
 * Parameters: $1 agency, $2 From Date, $3 To Date, $4 currency (null: any).
 */
import type { Queryable } from '../db/types.js';

export interface ReportFilter {
  agencyId: number | null;
  fromDate: string | null;
  toDate: string | null;
  currencyId: number | null;
}

/** The journal's entries of the filter: `kind, agency_id, entry_date, amount, payment_id, refund_id, live`. */
const ENTRIES = `SELECT e.kind, e.agency_id, e.entry_date, e.amount, e.payment_id, e.refund_id,
         e.reverses_entry_id IS NULL AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_entry_id = e.id) AS live
    FROM ledger_entries e
   WHERE ($1::int IS NULL OR e.agency_id = $1::int)
     AND ($2::date IS NULL OR e.entry_date >= $2::date) AND ($3::date IS NULL OR e.entry_date <= $3::date)
     AND ($4::int IS NULL OR e.currency_id = $4::int)`;

/** What was invoiced: the invoice and credit-note entries (`agency_id, issue_date, amount, live`). */
const DOCUMENTS = `SELECT e.agency_id, e.entry_date AS issue_date, e.amount, e.live
  FROM (${ENTRIES}) e WHERE e.kind IN ('invoice', 'creditNote')`;

/** What was paid: the payments (their entries negated) less the refunds (`agency_id, payment_account_id, amount, live`). */
const PAYMENTS = `SELECT e.agency_id, COALESCE(p.payment_account_id, r.payment_account_id) AS payment_account_id,
       -e.amount AS amount, e.live
  FROM (${ENTRIES}) e
  LEFT JOIN invoice_payments p ON p.id = e.payment_id
  LEFT JOIN ledger_refunds r ON r.id = e.refund_id
 WHERE e.kind IN ('payment', 'refund')`;

export type AgencyFigures = {
  agencyId: number;
  agencyName: string;
  invoiceAmount: string;
  paymentAmount: string;
};

/** Every agency with a document or a payment in the period, by name. */
const PER_AGENCY = `
WITH docs AS (SELECT agency_id, sum(amount) AS amount FROM (${DOCUMENTS}) x GROUP BY agency_id HAVING bool_or(live)),
     paid AS (SELECT agency_id, sum(amount) AS amount FROM (${PAYMENTS}) y GROUP BY agency_id HAVING bool_or(live))
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

/** Every payment account paid into (or refunded from) in the period, largest first. */
const PER_ACCOUNT = `
SELECT pa.id AS "paymentAccountId", pa.title AS "paymentAccountName", sum(y.amount)::numeric(14, 2)::text AS amount
  FROM (${PAYMENTS}) y JOIN payment_account pa ON pa.id = y.payment_account_id
 GROUP BY pa.id, pa.title
HAVING bool_or(y.live)
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
  FROM (SELECT date_trunc('month', x.issue_date)::date AS month, sum(x.amount) AS amount
          FROM (${DOCUMENTS}) x GROUP BY 1 HAVING bool_or(x.live)) m
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
