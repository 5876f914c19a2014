/**
 * The totals kept on an invoice, recomputed in SQL from its rows in the writing transaction:
 * system total (the system rows' subtotals), subtotal, tax per rate on the sum of that rate's
 * subtotals, round(base × rate / 100, 2) (EN 16931 BR-CO-17, never per line), grand total.
 * The same rules as src/domain/finance/money.ts, which the editor previews with.
 */
import type { Queryable } from '../db/types.js';

export async function refreshTotals(tx: Queryable, invoiceId: number): Promise<void> {
  await tx.query(
    `WITH per_rate AS (
       SELECT tax_rate, sum(subtotal) AS base, round(sum(subtotal) * tax_rate / 100, 2) AS tax
         FROM invoice_rows WHERE invoice_id = $1 GROUP BY tax_rate
     ), sums AS (
       SELECT COALESCE((SELECT sum(base) FROM per_rate), 0) AS subtotal,
              COALESCE((SELECT sum(tax) FROM per_rate), 0) AS tax_total,
              COALESCE((SELECT sum(subtotal) FROM invoice_rows WHERE invoice_id = $1 AND NOT is_manual_row), 0) AS system_total
     )
     UPDATE invoices i SET system_total = s.system_total, subtotal = s.subtotal, tax_total = s.tax_total,
            grand_total = s.subtotal + s.tax_total
       FROM sums s WHERE i.id = $1`,
    [invoiceId],
  );
}

/** The tax lines of an invoice, one per rate, by rate ascending. */
export async function taxLines(
  q: Queryable,
  invoiceId: number,
): Promise<{ rate: number; base: number; tax: number }[]> {
  return q.query(
    `SELECT tax_rate::float8 AS rate, sum(subtotal)::float8 AS base, round(sum(subtotal) * tax_rate / 100, 2)::float8 AS tax
       FROM invoice_rows WHERE invoice_id = $1 GROUP BY tax_rate ORDER BY tax_rate`,
    [invoiceId],
  );
}
