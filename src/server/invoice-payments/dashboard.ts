/**
 * The payments' dashboard card (dashboard/README.md): payments received (by payment date) this
 * month so far, last month whole, and last month up to the same day of the month (a fair
 * comparison early in a month). Read through the payment-date index of migration 017.
 */
import { DASHBOARD_CARD_KEYS, paymentsByMonthSchema, type PaymentsByMonthCard } from '@domain/dashboard/index.js';
import type { DashboardCard } from '../dashboard/index.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { PAYMENT_PERMISSIONS } from './permissions.js';

type Month = PaymentsByMonthCard['thisMonth'];

async function readPaymentsByMonth(q: Queryable, scope: AgencyScope): Promise<PaymentsByMonthCard> {
  // The three ranges, then the live payments of each (of the agency's invoices for an agency user).
  const rows = await q.query<Month & { name: keyof PaymentsByMonthCard }>(
    `WITH m AS (SELECT date_trunc('month', current_date)::date AS this_start),
     ranges (name, from_date, to_date) AS (
       SELECT 'thisMonth', this_start, current_date FROM m
       UNION ALL SELECT 'lastMonth', (this_start - interval '1 month')::date, this_start - 1 FROM m
       UNION ALL SELECT 'lastMonthToDate', (this_start - interval '1 month')::date,
                        LEAST((current_date - interval '1 month')::date, this_start - 1) FROM m)
     SELECT g.name, g.from_date::text AS "from", g.to_date::text AS "to",
            round(COALESCE(sum(p.amount), 0), 2)::float8 AS amount, count(p.id)::int AS count
       FROM ranges g
       LEFT JOIN invoice_payments p ON NOT p.is_deleted AND p.payment_date BETWEEN g.from_date AND g.to_date
             -- the range's payments first (payment-date index), then each one's invoice by its key
             AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM invoices i WHERE i.id = p.invoice_id AND i.agency_id = $1::int))
      GROUP BY g.name, g.from_date, g.to_date`,
    [scope.agencyId ?? null],
  );
  const byName = Object.fromEntries(rows.map(({ name, ...month }) => [name, month])) as Record<
    keyof PaymentsByMonthCard,
    Month
  >;
  return { thisMonth: byName.thisMonth, lastMonth: byName.lastMonth, lastMonthToDate: byName.lastMonthToDate };
}

export const paymentCards = (): DashboardCard[] => [
  {
    key: DASHBOARD_CARD_KEYS.paymentsByMonth,
    permission: PAYMENT_PERMISSIONS.view,
    schema: paymentsByMonthSchema,
    load: readPaymentsByMonth,
  },
];
