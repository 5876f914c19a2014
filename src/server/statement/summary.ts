/**
 * A statement's summary: the totals of every matching row (not only the page), in SQL; the
 * currency they are in (the one most of them use, else the tenant's); the agency's opening balance
 * before From Date and closing balance at To Date; the aging at the as-of date (To Date, else
 * today). The balances and the aging are the agency's account, whatever the search text: they
 * read every issued document (invoices and credit notes by issue date) and every live payment (by
 * payment date) of the agency.
 */
import type { StatementFilter, StatementSummary } from '@domain/statement/index.js';
import type { Queryable } from '../db/types.js';
import { financeSettings } from '../settings/index.js';
import { readAging } from './aging-sql.js';
import { MATCHING_FROM, type Matching } from './matching-sql.js';

type Totals = {
  totalRecords: number;
  invoicesTotal: number;
  invoicePaymentsTotal: number;
  balanceTotal: number;
  currencyId: number | null;
};

async function readTotals(q: Queryable, matching: Matching): Promise<Totals> {
  // Credit notes and payments summed per invoice in one pass each, over the matching invoices only.
  const [row] = await q.query<Totals>(
    `WITH m AS MATERIALIZED (SELECT i.id, i.currency_id, i.grand_total FROM ${MATCHING_FROM} WHERE ${matching.where}),
     credited AS (SELECT c.corrects_invoice_id AS id, sum(c.grand_total) AS amount FROM invoices c JOIN m ON m.id = c.corrects_invoice_id
                   WHERE c.number IS NOT NULL AND NOT c.is_deleted GROUP BY c.corrects_invoice_id),
     paid AS (SELECT p.invoice_id AS id, sum(p.amount) AS amount FROM invoice_payments p JOIN m ON m.id = p.invoice_id
               WHERE NOT p.is_deleted GROUP BY p.invoice_id),
     t AS (SELECT m.currency_id, m.grand_total + COALESCE(credited.amount, 0) AS total, COALESCE(paid.amount, 0) AS paid
             FROM m LEFT JOIN credited ON credited.id = m.id LEFT JOIN paid ON paid.id = m.id)
     SELECT count(*)::int AS "totalRecords", COALESCE(sum(total), 0)::float8 AS "invoicesTotal",
            COALESCE(sum(paid), 0)::float8 AS "invoicePaymentsTotal",
            COALESCE(sum(total) - sum(paid), 0)::float8 AS "balanceTotal",
            (SELECT currency_id FROM m WHERE currency_id IS NOT NULL
              GROUP BY currency_id ORDER BY count(*) DESC, currency_id LIMIT 1) AS "currencyId"
       FROM t`,
    matching.params,
  );
  return row!;
}

/**
 * Issued documents less payments of the agency dated before `before` (exclusive) or up to
 * `through` (inclusive); null bounds read every date.
 */
const BALANCES_SQL = `
SELECT CASE WHEN $2::date IS NULL THEN 0 ELSE
         COALESCE((SELECT sum(grand_total) FROM invoices
                    WHERE agency_id = $1 AND number IS NOT NULL AND NOT is_deleted AND issue_date < $2::date), 0)
       - COALESCE((SELECT sum(p.amount) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
                    WHERE i.agency_id = $1 AND NOT i.is_deleted AND NOT p.is_deleted AND p.payment_date < $2::date), 0)
       END::float8 AS "openingBalance",
       (COALESCE((SELECT sum(grand_total) FROM invoices
                   WHERE agency_id = $1 AND number IS NOT NULL AND NOT is_deleted
                     AND ($3::date IS NULL OR issue_date <= $3::date)), 0)
      - COALESCE((SELECT sum(p.amount) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
                   WHERE i.agency_id = $1 AND NOT i.is_deleted AND NOT p.is_deleted
                     AND ($3::date IS NULL OR p.payment_date <= $3::date)), 0))::float8 AS "closingBalance",
       to_char(COALESCE($3::date, current_date), 'YYYY-MM-DD') AS "asOfDate"`;

export interface SummaryAndCount {
  summary: StatementSummary;
  totalRecords: number;
}

export async function readSummary(q: Queryable, filter: StatementFilter, matching: Matching): Promise<SummaryAndCount> {
  const totals = await readTotals(q, matching);
  const [balances] = await q.query<Pick<StatementSummary, 'openingBalance' | 'closingBalance' | 'asOfDate'>>(
    BALANCES_SQL,
    [filter.agencyId, filter.fromDate ?? null, filter.toDate ?? null],
  );
  const aging = await readAging(q, { agencyId: filter.agencyId, asOf: balances!.asOfDate });
  const currency = totals.currencyId
    ? (
        await q.query<{ currencyName: string; currencyInitial: string }>(
          'SELECT title AS "currencyName", initial AS "currencyInitial" FROM currency WHERE id = $1',
          [totals.currencyId],
        )
      )[0]
    : undefined;
  const tenant = currency ? undefined : await financeSettings(q);
  return {
    totalRecords: totals.totalRecords,
    summary: {
      invoicesTotal: totals.invoicesTotal,
      invoicePaymentsTotal: totals.invoicePaymentsTotal,
      balanceTotal: totals.balanceTotal,
      currencyName: currency?.currencyName ?? tenant?.currencyName ?? null,
      currencyInitial: currency?.currencyInitial ?? tenant?.currencyInitial ?? null,
      ...balances!,
      aging,
    },
  };
}
