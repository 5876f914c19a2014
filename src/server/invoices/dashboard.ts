/**
 * The invoices' dashboard cards (dashboard/README.md): what agencies owe today (receivable,
 * overdue, aging, credit on account) and the five agencies owing the most, all read from the
 * receivables ledger's one definition through the statement's aging (statement/index.ts), so the
 * card and an agency's statement at today agree (the API test holds them equal).
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
import { AGING_COLUMNS, owedAt } from '../statement/index.js';

/** Issued invoices with a balance due today (receivables ledger): `agency_id`, `due`, `days` past due; `$1` an agency or null. */
const OWED = owedAt('current_date', '$1::int');

/** The credit on account today of `$1` (an agency) or every agency, negative. */
const UNALLOCATED = `COALESCE((SELECT -sum(credit_on_account) FROM ledger_accounts(current_date)
                                WHERE $1::int IS NULL OR agency_id = $1::int), 0)`;

async function readReceivables(q: Queryable, scope: AgencyScope): Promise<ReceivablesCard> {
  const [row] = await q.query<Omit<ReceivablesCard, 'aging'> & ReceivablesCard['aging']>(
    `SELECT count(*)::int AS "openCount", round(COALESCE(sum(due), 0) + ${UNALLOCATED}, 2)::float8 AS receivable,
            (-${UNALLOCATED})::float8 AS "creditOnAccount",
            count(*) FILTER (WHERE days > 0)::int AS "overdueCount",
            round(COALESCE(sum(due) FILTER (WHERE days > 0), 0), 2)::float8 AS "overdueAmount",
            current_date::text AS "asOf",
            ${AGING_COLUMNS}, ${UNALLOCATED}::float8 AS "unallocatedCredit"
       FROM (${OWED}) owed`,
    [scope.agencyId ?? null],
  );
  const { openCount, receivable, creditOnAccount, overdueCount, overdueAmount, asOf, ...aging } = row!;
  return { openCount, receivable, creditOnAccount, overdueCount, overdueAmount, asOf, aging };
}

/** The agencies owing the most: their balance (open invoices less credit on account) today, from the ledger. */
async function readTopAgencies(q: Queryable, scope: AgencyScope): Promise<TopAgenciesCard> {
  const agencies = await q.query<TopAgenciesCard['agencies'][number]>(
    `WITH owed AS (${OWED}),
     open AS (SELECT agency_id, count(*)::int AS n, COALESCE(sum(due) FILTER (WHERE days > 0), 0) AS overdue
                FROM owed GROUP BY agency_id)
     SELECT a.id AS "agencyId", a.title AS "agencyName", round(sum(acc.balance), 2)::float8 AS "balanceDue",
            round(COALESCE(max(open.overdue), 0), 2)::float8 AS "overdueAmount", COALESCE(max(open.n), 0)::int AS "openCount"
       FROM ledger_accounts(current_date) acc JOIN agency a ON a.id = acc.agency_id
       LEFT JOIN open ON open.agency_id = acc.agency_id
      WHERE $1::int IS NULL OR acc.agency_id = $1::int
      GROUP BY a.id, a.title
     HAVING sum(acc.balance) > 0
      ORDER BY sum(acc.balance) DESC, a.id
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
