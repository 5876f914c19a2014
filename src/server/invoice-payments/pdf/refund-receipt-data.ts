/**
 * What a refund's receipt prints: the refund (number = its id, date, amount in its currency,
 * account, type, reference, notes), the agency it paid back (name and address), and, from the
 * receivables ledger, the agency's credit on account left in that currency as of the refund's
 * date (`ledger_accounts(refund_date)`: this refund counted). Money as exact decimals
 * (`numeric::text`); another agency's refund is null.
 */
import type { Queryable } from '../../db/types.js';
import type { AgencyScope } from '../../http/request-decorators.js';

export interface RefundReceiptData {
  id: number;
  amount: string;
  refundDate: string;
  ref: string | null;
  notes: string | null;
  paymentTypeName: string | null;
  paymentAccountName: string | null;
  paymentAccountRef: string | null;
  agencyName: string | null;
  /** The agency's address, city and country, one per line. */
  agencyAddress: string | null;
  currencyInitial: string | null;
  /** The agency's credit on account as of the refund's date, this refund paid out. */
  creditLeft: string;
}

export async function readRefundReceiptData(
  q: Queryable,
  id: number,
  scope: AgencyScope,
): Promise<RefundReceiptData | null> {
  const [row] = await q.query<RefundReceiptData & Record<string, unknown>>(
    `SELECT f.id, f.amount::text AS amount, to_char(f.refund_date, 'YYYY-MM-DD') AS "refundDate", f.ref, f.notes,
            pt.title AS "paymentTypeName", pa.title AS "paymentAccountName", pa.ref AS "paymentAccountRef",
            a.title AS "agencyName",
            NULLIF(concat_ws(E'\\n', NULLIF(trim(a.address), ''), NULLIF(concat_ws(', ', ac.title, aco.title), '')), '')
              AS "agencyAddress",
            cu.initial AS "currencyInitial",
            COALESCE((SELECT l.credit_on_account FROM ledger_accounts(f.refund_date) l
                       WHERE l.agency_id = f.agency_id AND l.currency_id IS NOT DISTINCT FROM f.currency_id), 0)
              ::numeric(14, 2)::text AS "creditLeft"
       FROM ledger_refunds f
       JOIN agency a ON a.id = f.agency_id
       LEFT JOIN city ac ON ac.id = a.city_id
       LEFT JOIN country aco ON aco.id = a.country_id
       LEFT JOIN payment_account pa ON pa.id = f.payment_account_id
       LEFT JOIN infra_type pt ON pt.id = f.payment_type_id
       LEFT JOIN currency cu ON cu.id = f.currency_id
      WHERE f.id = $1 AND ($2::int IS NULL OR f.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}
