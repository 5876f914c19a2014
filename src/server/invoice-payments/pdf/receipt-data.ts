/**
 * What the payment receipt prints (§2.5 print preview): the payment (number = its id, date,
 * type, account, reference, amount in the invoice's currency), its request and agency, and the
 * invoice it settles with that invoice's total and the balance left once this payment and the
 * ones before it (by payment date, then as recorded) are counted, credit notes included. Money
 * as exact decimals (`numeric::text`); another agency's payment is null.
 */
import type { Queryable } from '../../db/types.js';
import type { AgencyScope } from '../../http/request-decorators.js';

export interface ReceiptData {
  id: number;
  version: number;
  amount: string;
  paymentDate: string;
  ref: string | null;
  paymentTypeName: string | null;
  paymentAccountName: string | null;
  paymentAccountRef: string | null;
  requestReference: string | null;
  supplierInitial: string | null;
  agencyReference: string | null;
  agencyName: string | null;
  passengerName: string | null;
  invoiceNumber: string | null;
  invoiceIssueDate: string | null;
  invoiceTotal: string;
  /** The invoice's total with its issued credit notes, less this payment and those before it. */
  balanceAfter: string;
  currencyName: string | null;
  currencyInitial: string | null;
}

export async function readReceiptData(q: Queryable, id: number, scope: AgencyScope): Promise<ReceiptData | null> {
  const [row] = await q.query<ReceiptData & Record<string, unknown>>(
    `SELECT p.id, p.version, p.amount::text AS amount, to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate", p.ref,
            pt.title AS "paymentTypeName", pa.title AS "paymentAccountName", pa.ref AS "paymentAccountRef",
            r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
            r.reference_number AS "agencyReference", a.title AS "agencyName",
            (SELECT NULLIF(trim(COALESCE(x.first_name, '') || ' ' || COALESCE(x.last_name, '')), '')
               FROM reservation_passengers x WHERE x.request_id = r.id ORDER BY x.room_no, x.position LIMIT 1) AS "passengerName",
            i.number AS "invoiceNumber", to_char(i.issue_date, 'YYYY-MM-DD') AS "invoiceIssueDate",
            i.grand_total::text AS "invoiceTotal",
            (i.grand_total
              + COALESCE((SELECT sum(c.grand_total) FROM invoices c
                           WHERE c.corrects_invoice_id = i.id AND c.number IS NOT NULL AND NOT c.is_deleted), 0)
              - (SELECT sum(o.amount) FROM invoice_payments o
                  WHERE o.invoice_id = i.id AND NOT o.is_deleted
                    AND (o.payment_date, o.id) <= (p.payment_date, p.id)))::text AS "balanceAfter",
            cu.title AS "currencyName", cu.initial AS "currencyInitial"
       FROM invoice_payments p
       JOIN invoices i ON i.id = p.invoice_id
       JOIN reservation_requests r ON r.id = i.request_id
       LEFT JOIN agency a ON a.id = i.agency_id
       LEFT JOIN payment_account pa ON pa.id = p.payment_account_id
       LEFT JOIN infra_type pt ON pt.id = p.payment_type_id
       LEFT JOIN currency cu ON cu.id = i.currency_id
      WHERE p.id = $1 AND NOT p.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}
