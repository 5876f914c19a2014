/**
 * The dashboard's figures read with plain SQL over the tables and summed here, written apart from
 * the modules' card queries (the tests' yardstick). Amounts in cents, so sums are exact.
 */
import type { Db } from '@server/db/types.js';

const cents = (v: string | number) => Math.round(Number(v) * 100);
const money = (c: number) => c / 100;

export async function directFigures(db: Db, agencyId: number | null) {
  const scope = (column: string) => (agencyId === null ? 'TRUE' : `${column} = ${Number(agencyId)}`);
  const [{ today }] = await db.query<{ today: string }>('SELECT current_date::text AS today');
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n);

  const pending = await count(
    `SELECT count(*) AS n FROM reservation_requests WHERE status_id = 3 AND NOT is_deleted AND ${scope('agency_id')}`,
  );
  const arrivals = await count(
    `SELECT count(*) AS n FROM reservation_requests WHERE NOT is_deleted AND ${scope('agency_id')}
        AND first_check_in >= current_date AND first_check_in < current_date + 7`,
  );
  const amendments = await count(
    `SELECT count(*) AS n FROM reservation_request_activity x, reservation_requests r
      WHERE r.id = x.request_id AND x.activity_type = 'amendment' AND x.status_id = 3 AND NOT r.is_deleted
        AND ${scope('r.agency_id')}`,
  );

  // Each issued invoice's amount due today: total + its issued credit notes − its live payments.
  const invoices = await db.query<{ agency_id: number; title: string; total: string; days: number; id: number }>(
    `SELECT i.id, i.agency_id, a.title, i.grand_total::text AS total, (current_date - i.due_date) AS days
       FROM invoices i JOIN agency a ON a.id = i.agency_id
      WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted AND i.issue_date <= current_date
        AND ${scope('i.agency_id')}`,
  );
  const credits = await db.query<{ inv: number; sum: string }>(
    `SELECT corrects_invoice_id AS inv, sum(grand_total)::text AS sum FROM invoices
      WHERE document_type = 'creditNote' AND number IS NOT NULL AND NOT is_deleted AND issue_date <= current_date
      GROUP BY corrects_invoice_id`,
  );
  const paid = await db.query<{ inv: number; sum: string }>(
    `SELECT invoice_id AS inv, sum(amount)::text AS sum FROM invoice_payments
      WHERE NOT is_deleted AND payment_date <= current_date GROUP BY invoice_id`,
  );
  const creditOf = new Map(credits.map((c) => [c.inv, cents(c.sum)]));
  const paidOf = new Map(paid.map((p) => [p.inv, cents(p.sum)]));
  const standing = invoices.map((i) => ({
    ...i,
    due: cents(i.total) + (creditOf.get(i.id) ?? 0) - (paidOf.get(i.id) ?? 0),
  }));
  const owed = standing.filter((i) => i.due > 0);
  // Paid or credited beyond its total: the rest is the agency's credit on account.
  const creditOnAccount = standing.filter((i) => i.due < 0).reduce((sum, i) => sum - i.due, 0);
  const bucket = (days: number) =>
    days <= 0 ? 'notDue' : days <= 30 ? 'days1to30' : days <= 60 ? 'days31to60' : days <= 90 ? 'days61to90' : 'over90';
  const aging = {
    notDue: 0,
    days1to30: 0,
    days31to60: 0,
    days61to90: 0,
    over90: 0,
    unallocatedCredit: 0 - creditOnAccount || 0,
  };
  for (const o of owed) aging[bucket(o.days)] += o.due;
  const overdue = owed.filter((o) => o.days > 0);
  const byAgency = new Map<number, { agencyId: number; agencyName: string; due: number; overdue: number; n: number }>();
  for (const o of owed) {
    const a = byAgency.get(o.agency_id) ?? { agencyId: o.agency_id, agencyName: o.title, due: 0, overdue: 0, n: 0 };
    a.due += o.due;
    a.overdue += o.days > 0 ? o.due : 0;
    a.n += 1;
    byAgency.set(o.agency_id, a);
  }
  const top = [...byAgency.values()]
    .sort((x, y) => y.due - x.due || x.agencyId - y.agencyId)
    .slice(0, 5)
    .map((a) => ({
      agencyId: a.agencyId,
      agencyName: a.agencyName,
      balanceDue: money(a.due),
      overdueAmount: money(a.overdue),
      openCount: a.n,
    }));

  // Months computed here from today's date, then summed by SQL over those bounds.
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm - 1, dd)).toISOString().slice(0, 10);
  const lastDayOfLast = iso(y, m, 0);
  const ranges = {
    thisMonth: [iso(y, m, 1), today],
    lastMonth: [iso(y, m - 1, 1), lastDayOfLast],
    lastMonthToDate: [iso(y, m - 1, 1), iso(y, m - 1, Math.min(d, Number(lastDayOfLast.slice(8))))],
  } as const;
  const payments: Record<string, { from: string; to: string; amount: number; count: number }> = {};
  for (const [name, [from, to]] of Object.entries(ranges)) {
    const [row] = await db.query<{ sum: string | null; n: string }>(
      `SELECT sum(p.amount)::text AS sum, count(*) AS n FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
        WHERE NOT p.is_deleted AND p.payment_date >= $1 AND p.payment_date <= $2 AND ${scope('i.agency_id')}`,
      [from, to],
    );
    payments[name] = { from, to, amount: money(cents(row!.sum ?? 0)), count: Number(row!.n) };
  }

  return {
    today,
    requestsToProcess: { pending, arrivals },
    amendments,
    receivables: {
      openCount: owed.length,
      receivable: money(owed.reduce((s, o) => s + o.due, 0) - creditOnAccount),
      creditOnAccount: money(creditOnAccount),
      overdueCount: overdue.length,
      overdueAmount: money(overdue.reduce((s, o) => s + o.due, 0)),
      aging: Object.fromEntries(Object.entries(aging).map(([k, v]) => [k, money(v)])),
    },
    top,
    payments,
  };
}
