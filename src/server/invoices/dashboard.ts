/**
 * The invoices' dashboard cards (dashboard/README.md): what agencies owe today (receivable,
 * overdue, aging) and the five agencies owing the most. Both read the amount due of each issued
 * invoice the way the statement does (its `amountDueSql` and aging buckets, statement/index.ts),
 * so the card and an agency's statement at today agree.
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
import { AGING_COLUMNS, amountDueSql } from '../statement/index.js';

/** Issued invoices (drafts and credit notes out) with `due` (amount due today) and `days` past due; `$1` an agency or null. */
const OWED = `
  SELECT i.agency_id, ${amountDueSql('i', 'current_date')} AS due,
         current_date - COALESCE(i.due_date, i.issue_date) AS days
    FROM invoices i
   WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND i.issue_date <= current_date
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
