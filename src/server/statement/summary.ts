/**
 * A statement's summary, every figure from the receivables ledger (ledger/README.md) and as of its
 * dates: the opening balance at From Date (the account the day before; 0 without From Date); the
 * period's invoices less credit notes, credit notes, payments less refunds and refunds, each the
 * agency's entries dated From Date to To Date, so that opening + invoicesTotal −
 * invoicePaymentsTotal = closing; the closing balance and the credit on account at To Date (else
 * today); the aging at the same date, adding up to the closing balance; and the sum of the
 * matching rows' balances. The balances and period figures are the agency's account, whatever the
 * search text. Currency: the one most matching invoices are in, else the tenant's.
 */
import type { StatementFilter, StatementSummary } from '@domain/statement/index.js';
import type { Queryable } from '../db/types.js';
import { financeSettings } from '../settings/index.js';
import { AGING_COLUMNS, owedAt } from './aging-sql.js';
import { MATCHING_FROM, type Matching } from './matching-sql.js';

type Figures = Omit<StatementSummary, 'balanceTotal' | 'currencyName' | 'currencyInitial' | 'aging'>;

type AgingAndRows = Omit<StatementSummary['aging'], 'unallocatedCredit'> & {
  totalRecords: number;
  balanceTotal: number;
  currencyId: number | null;
};

/**
 * In one statement: the matching rows (their count, the sum of their balances, the currency most
 * of them use) and the aging at the as-of date (To Date `$3`, else today), one pass over the
 * agency's invoices in the ledger.
 */
async function readAgingAndRows(q: Queryable, matching: Matching): Promise<AgingAndRows> {
  const [row] = await q.query<AgingAndRows>(
    `WITH m AS MATERIALIZED (SELECT i.id, i.currency_id FROM ${MATCHING_FROM} WHERE ${matching.where})
     SELECT ${AGING_COLUMNS},
            COALESCE(sum(due) FILTER (WHERE id IN (SELECT id FROM m)), 0)::float8 AS "balanceTotal",
            (SELECT count(*)::int FROM m) AS "totalRecords",
            (SELECT currency_id FROM m WHERE currency_id IS NOT NULL
              GROUP BY currency_id ORDER BY count(*) DESC, currency_id LIMIT 1) AS "currencyId"
       FROM (${owedAt('COALESCE($3::date, current_date)', '$1::int')}) owed`,
    matching.params,
  );
  return row!;
}

/** `$1` agency, `$2` From Date or null, `$3` To Date or null, `$4` currency or null (every one). */
const FIGURES_SQL = `
WITH asof AS (SELECT COALESCE($3::date, current_date) AS d),
period AS (
  SELECT COALESCE(sum(amount) FILTER (WHERE kind IN ('invoice', 'creditNote')), 0) AS invoices,
         COALESCE(-sum(amount) FILTER (WHERE kind = 'creditNote'), 0) AS credit_notes,
         COALESCE(-sum(amount) FILTER (WHERE kind = 'payment'), 0) AS payments,
         COALESCE(sum(amount) FILTER (WHERE kind = 'refund'), 0) AS refunds
    FROM ledger_entries, asof
   WHERE agency_id = $1 AND ($4::int IS NULL OR currency_id = $4::int)
     AND ($2::date IS NULL OR entry_date >= $2::date) AND entry_date <= asof.d),
opening AS (
  SELECT COALESCE(sum(balance), 0) AS balance FROM ledger_accounts($2::date - 1)
   WHERE $2::date IS NOT NULL AND agency_id = $1 AND ($4::int IS NULL OR currency_id = $4::int)),
closing AS (
  SELECT COALESCE(sum(balance), 0) AS balance, COALESCE(sum(credit_on_account), 0) AS credit
    FROM ledger_accounts(COALESCE($3::date, current_date))
   WHERE agency_id = $1 AND ($4::int IS NULL OR currency_id = $4::int))
SELECT opening.balance::float8 AS "openingBalance", period.invoices::float8 AS "invoicesTotal",
       period.credit_notes::float8 AS "creditNotesTotal", (period.payments - period.refunds)::float8 AS "invoicePaymentsTotal",
       period.refunds::float8 AS "refundsTotal", closing.credit::float8 AS "creditOnAccount",
       closing.balance::float8 AS "closingBalance", to_char(asof.d, 'YYYY-MM-DD') AS "asOfDate"
  FROM period, opening, closing, asof`;

export interface SummaryAndCount {
  summary: StatementSummary;
  totalRecords: number;
}

export async function readSummary(q: Queryable, filter: StatementFilter, matching: Matching): Promise<SummaryAndCount> {
  const { totalRecords, balanceTotal, currencyId, ...buckets } = await readAgingAndRows(q, matching);
  const [figures] = await q.query<Figures>(FIGURES_SQL, [
    filter.agencyId,
    filter.fromDate ?? null,
    filter.toDate ?? null,
    currencyId,
  ]);
  // The credit on account is the figures' (the account at the as-of date): the aging adds it as negative.
  const aging = { ...buckets, unallocatedCredit: figures!.creditOnAccount === 0 ? 0 : -figures!.creditOnAccount };
  const currency = currencyId
    ? (
        await q.query<{ currencyName: string; currencyInitial: string }>(
          'SELECT title AS "currencyName", initial AS "currencyInitial" FROM currency WHERE id = $1',
          [currencyId],
        )
      )[0]
    : undefined;
  const tenant = currency ? undefined : await financeSettings(q);
  return {
    totalRecords,
    summary: {
      ...figures!,
      balanceTotal,
      currencyName: currency?.currencyName ?? tenant?.currencyName ?? null,
      currencyInitial: currency?.currencyInitial ?? tenant?.currencyInitial ?? null,
      aging,
    },
  };
}
