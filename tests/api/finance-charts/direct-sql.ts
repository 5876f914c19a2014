/**
 * The report's figures read with plain SQL over the documents' own tables, written apart from the
 * module's queries (the tests' yardstick): issued invoices and credit notes, live payments less the
 * refunds of credit on account paid out (ledger_refunds), as the receivables ledger counts them.
 */
import type { Db } from '@server/db/types.js';

export interface DirectFilter {
  agencyId?: number;
  from?: string;
  to?: string;
  currencyId: number;
}

/** Per agency, per account and per month, as `{key: 'decimal'}` maps (numbers to the cent). */
export async function directSql(db: Db, f: DirectFilter) {
  const params = [f.agencyId ?? null, f.from ?? '1900-01-01', f.to ?? '2999-12-31', f.currencyId];
  const toMap = (rows: { k: string; v: string }[]) => Object.fromEntries(rows.map((r) => [r.k, Number(r.v)]));
  const docs = `FROM invoices d WHERE d.number IS NOT NULL AND NOT d.is_deleted AND d.currency_id = $4
                 AND ($1::int IS NULL OR d.agency_id = $1) AND d.issue_date BETWEEN $2::date AND $3::date`;
  const pays = `FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
                WHERE NOT p.is_deleted AND NOT i.is_deleted AND i.currency_id = $4
                  AND ($1::int IS NULL OR i.agency_id = $1) AND p.payment_date BETWEEN $2::date AND $3::date`;
  const invoices = toMap(
    await db.query(`SELECT d.agency_id::text AS k, sum(d.grand_total)::text AS v ${docs} GROUP BY d.agency_id`, params),
  );
  const refunds = `FROM ledger_refunds r WHERE ($4::int IS NULL OR r.currency_id = $4)
                     AND ($1::int IS NULL OR r.agency_id = $1) AND r.refund_date BETWEEN $2::date AND $3::date`;
  const paidLessRefunds = (key: string, refundKey: string) =>
    `SELECT k, sum(v)::text AS v FROM (
       SELECT ${key}::text AS k, p.amount AS v ${pays}
       UNION ALL SELECT ${refundKey}::text, -r.amount ${refunds}) x GROUP BY k`;
  const payments = toMap(await db.query(paidLessRefunds('i.agency_id', 'r.agency_id'), params));
  const accounts = toMap(await db.query(paidLessRefunds('p.payment_account_id', 'r.payment_account_id'), params));
  const months = toMap(
    await db.query(
      `SELECT to_char(d.issue_date, 'YYYY-MM') AS k, sum(d.grand_total)::text AS v ${docs}
        GROUP BY to_char(d.issue_date, 'YYYY-MM')`,
      params,
    ),
  );
  return { invoices, payments, accounts, months };
}
