/**
 * The invoices' dashboard cards (dashboard/README.md): what agencies owe today (receivable,
 * overdue, aging) and the five agencies owing the most. Both read the amount due of each issued
 * invoice as the statement does and sort it into the statement's aging buckets (statement/index.ts),
 * so the card and an agency's statement at today agree (the API test holds them equal).
 */
import {
  DASHBOARD_CARD_KEYS,
  receivablesSchema,
  topAgenciesSchema,
  type ReceivablesCard,
  type TopAgenciesCard,
} from '@domain/dashboard/index.js';
import { PERMISSIONS } from '@domain/permissions.js';
import type { DashboardCard } from '../dashboard/index.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { AGING_COLUMNS } from '../statement/index.js';

/**
 * Issued invoices (drafts and credit notes out) with `due`, their amount due today, and `days`
 * past their due date; `$1` an agency or null. The amount due is the statement's (total + credit
 * notes issued by today − live payments dated by today, statement/aging-sql.ts), read through
 * `paid_total`, the sum of the invoice's live payments that the payments module keeps in the
 * payment's transaction (invoice-payments/paid-state.ts): less the payments dated after today.
 * So only invoices not paid in full (or paid ahead) are read, and credit notes and future
 * payments are summed once each rather than per invoice: ~1 s over 1,000,000 documents where the
 * per-invoice sums took ~5 s (tests/bench/dashboard.ts).
 */
const OWED = `
  WITH credits AS (
         SELECT corrects_invoice_id AS id, sum(grand_total) AS total FROM invoices
          WHERE document_type = 'creditNote' AND number IS NOT NULL AND NOT is_deleted AND issue_date <= current_date
            AND ($1::int IS NULL OR agency_id = $1::int)
          GROUP BY corrects_invoice_id),
       ahead AS (
         SELECT invoice_id AS id, sum(amount) AS total FROM invoice_payments
          WHERE NOT is_deleted AND payment_date > current_date GROUP BY invoice_id)
  SELECT i.agency_id, i.grand_total + COALESCE(c.total, 0) - i.paid_total + COALESCE(f.total, 0) AS due,
         current_date - COALESCE(i.due_date, i.issue_date) AS days
    FROM invoices i LEFT JOIN credits c ON c.id = i.id LEFT JOIN ahead f ON f.id = i.id
   WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND i.issue_date <= current_date
     AND (i.paid_total < i.grand_total OR f.id IS NOT NULL)
     AND ($1::int IS NULL OR i.agency_id = $1::int)`;

async function readReceivables(q: Queryable, scope: AgencyScope): Promise<ReceivablesCard> {
  const [row] = await q.query<Omit<ReceivablesCard, 'aging'> & ReceivablesCard['aging']>(
    `SELECT count(*)::int AS "openCount", round(COALESCE(sum(due), 0), 2)::float8 AS receivable,
            count(*) FILTER (WHERE days > 0)::int AS "overdueCount",
            round(COALESCE(sum(due) FILTER (WHERE days > 0), 0), 2)::float8 AS "overdueAmount",
            current_date::text AS "asOf",
            ${AGING_COLUMNS}
       FROM (${OWED}) owed
      WHERE due > 0`,
    [scope.agencyId ?? null],
  );
  const { openCount, receivable, overdueCount, overdueAmount, asOf, ...aging } = row!;
  return { openCount, receivable, overdueCount, overdueAmount, asOf, aging };
}

async function readTopAgencies(q: Queryable, scope: AgencyScope): Promise<TopAgenciesCard> {
  const agencies = await q.query<TopAgenciesCard['agencies'][number]>(
    `SELECT a.id AS "agencyId", a.title AS "agencyName", round(sum(owed.due), 2)::float8 AS "balanceDue",
            round(COALESCE(sum(owed.due) FILTER (WHERE owed.days > 0), 0), 2)::float8 AS "overdueAmount",
            count(*)::int AS "openCount"
       FROM (${OWED}) owed JOIN agency a ON a.id = owed.agency_id
      WHERE owed.due > 0
      GROUP BY a.id, a.title
      ORDER BY sum(owed.due) DESC, a.id
      LIMIT 5`,
    [scope.agencyId ?? null],
  );
  return { agencies };
}

export const invoiceCards = (): DashboardCard[] => [
  {
    key: DASHBOARD_CARD_KEYS.receivables,
    permission: PERMISSIONS.Finance.Invoices.ViewList,
    schema: receivablesSchema,
    load: readReceivables,
  },
  {
    key: DASHBOARD_CARD_KEYS.topAgencies,
    permission: PERMISSIONS.Finance.Invoices.ViewList,
    companyUsersOnly: true,
    schema: topAgenciesSchema,
    load: readTopAgencies,
  },
];
