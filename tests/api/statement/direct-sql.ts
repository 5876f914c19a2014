/** A statement's figures read with plain SQL over the tables, written apart from the module's queries (the tests' yardstick). */
import type { Db } from '@server/db/types.js';

/** The same figures read with plain SQL over the tables, written apart from the module's queries. */
export async function directSql(db: Db, agencyId: number, from: string, to: string) {
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ v: string }>(sql, params))[0]!.v ?? 0);
  // The period's documents and payments, by their own dates (the agency's account, whatever the rows).
  const invoicesTotal = await one(
    `SELECT sum(d.grand_total)::text AS v FROM invoices d
      WHERE d.agency_id = $1 AND d.number IS NOT NULL AND NOT d.is_deleted AND d.issue_date BETWEEN $2 AND $3`,
    [agencyId, from, to],
  );
  const paymentsTotal = await one(
    `SELECT sum(p.amount)::text AS v FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
      WHERE i.agency_id = $1 AND NOT p.is_deleted AND p.payment_date BETWEEN $2 AND $3`,
    [agencyId, from, to],
  );
  const ledgerAt = (op: '<' | '<=') =>
    one(
      `SELECT ((SELECT COALESCE(sum(grand_total), 0) FROM invoices WHERE agency_id = $1 AND number IS NOT NULL
                  AND NOT is_deleted AND issue_date ${op} $2)
             - (SELECT COALESCE(sum(p.amount), 0) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
                 WHERE i.agency_id = $1 AND NOT p.is_deleted AND p.payment_date ${op} $2))::text AS v`,
      [agencyId, op === '<' ? from : to],
    );
  const owed = await db.query<{ due: string; days: number }>(
    `SELECT (i.grand_total
             + (SELECT COALESCE(sum(c.grand_total), 0) FROM invoices c WHERE c.corrects_invoice_id = i.id
                 AND c.number IS NOT NULL AND NOT c.is_deleted AND c.issue_date <= $2)
             - (SELECT COALESCE(sum(p.amount), 0) FROM invoice_payments p WHERE p.invoice_id = i.id
                 AND NOT p.is_deleted AND p.payment_date <= $2))::text AS due,
            ($2::date - i.due_date) AS days
       FROM invoices i WHERE i.agency_id = $1 AND i.document_type = 'invoice' AND i.number IS NOT NULL
        AND NOT i.is_deleted AND i.issue_date <= $2`,
    [agencyId, to],
  );
  const aging = { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, unallocatedCredit: 0 };
  for (const { due, days } of owed.filter((o) => Number(o.due) > 0)) {
    const key =
      days <= 0
        ? 'notDue'
        : days <= 30
          ? 'days1to30'
          : days <= 60
            ? 'days31to60'
            : days <= 90
              ? 'days61to90'
              : 'over90';
    aging[key] = Math.round((aging[key] + Number(due)) * 100) / 100;
  }
  return {
    invoicesTotal,
    paymentsTotal,
    opening: await ledgerAt('<'),
    closing: await ledgerAt('<='),
    aging,
  };
}
