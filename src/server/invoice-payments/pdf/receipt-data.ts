/**
 * What the payment receipt prints (§2.5 print preview): the payment (number = its id, date,
 * type, account, reference, amount in the invoice's currency), its request and agency, and, from
 * the receivables ledger, the invoices it settles: each one's amount, this payment's share of it
 * and the balance left once this payment is counted — the invoice's amount less what its credit
 * notes settled and what payments settled up to and including this one's allocations (by payment
 * date, then id) — and what of the payment is left on account or was refunded from it. Money as exact decimals
 * (`numeric::text`); another agency's payment is null.
 */
import type { Queryable } from '../../db/types.js';
import type { AgencyScope } from '../../http/request-decorators.js';
import { documentFigures } from '../../ledger/index.js';

/** An invoice on the receipt: its ledger amount, this payment's share of it, its balance after this payment. */
export interface ReceiptInvoice {
  invoiceId: number;
  invoiceNumber: string | null;
  invoiceIssueDate: string | null;
  invoiceTotal: string;
  /** What this payment settles of it (0 for the invoice it was recorded from when it settles none of it). */
  settled: string;
  /** What its credit notes settled of it (negative), decimal text. */
  credited: string;
  balanceAfter: string;
}

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
  /** The invoices it settles, in the order they were allocated; else the invoice it was recorded from. */
  invoices: ReceiptInvoice[];
  /** What of the payment no invoice takes: credit on account. */
  onAccount: string;
  /** What of it was paid back to the agency (refunds of its credit on account). */
  refunded: string;
  currencyName: string | null;
  currencyInitial: string | null;
}

type Head = Omit<ReceiptData, 'invoices' | 'onAccount' | 'refunded'> & {
  invoiceId: number;
  onAccount: string | null;
  refunded: string;
};

async function readHead(q: Queryable, id: number, scope: AgencyScope): Promise<Head | undefined> {
  const [row] = await q.query<Head & Record<string, unknown>>(
    `SELECT p.id, p.version, p.amount::text AS amount, to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate", p.ref,
            pt.title AS "paymentTypeName", pa.title AS "paymentAccountName", pa.ref AS "paymentAccountRef",
            r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
            r.reference_number AS "agencyReference", a.title AS "agencyName",
            (SELECT NULLIF(trim(COALESCE(x.first_name, '') || ' ' || COALESCE(x.last_name, '')), '')
               FROM reservation_passengers x WHERE x.request_id = r.id ORDER BY x.room_no, x.position LIMIT 1) AS "passengerName",
            p.invoice_id AS "invoiceId",
            (SELECT unallocated::numeric(14, 2)::text FROM ledger_payments(NULL) WHERE payment_id = p.id) AS "onAccount",
            (SELECT COALESCE(sum(a.amount), 0)::numeric(14, 2)::text FROM ledger_allocations a
              WHERE a.payment_id = p.id AND a.refund_id IS NOT NULL) AS refunded,
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
  return row;
}

/**
 * The invoices payment `$1` settles (its live allocations) and the one it was recorded from (`$2`),
 * with the ledger's figures: `amount − credited − what payments up to this one settled`.
 */
const INVOICES_SQL = `
WITH this AS (SELECT id, payment_date FROM invoice_payments WHERE id = $1),
shares AS (
  SELECT a.invoice_id, sum(a.amount) AS settled, min(a.id) AS first
    FROM ledger_allocations a WHERE a.payment_id = $1 AND a.invoice_id IS NOT NULL
   GROUP BY a.invoice_id HAVING sum(a.amount) <> 0
  UNION ALL
  SELECT $2::int, 0, NULL
   WHERE NOT EXISTS (SELECT 1 FROM ledger_allocations a WHERE a.payment_id = $1 AND a.invoice_id = $2
                      GROUP BY a.invoice_id HAVING sum(a.amount) <> 0))
SELECT i.id AS "invoiceId", i.number AS "invoiceNumber", to_char(i.issue_date, 'YYYY-MM-DD') AS "invoiceIssueDate",
       d.amount::numeric(14, 2)::text AS "invoiceTotal", s.settled::numeric(14, 2)::text AS settled,
       (-d.credited)::numeric(14, 2)::text AS credited,
       (d.amount - d.credited - COALESCE(upto.paid, 0))::numeric(14, 2)::text AS "balanceAfter"
  FROM shares s JOIN invoices i ON i.id = s.invoice_id
  ${documentFigures('i.id', 'NULL', 'd')}
  LEFT JOIN LATERAL (
    SELECT sum(a.amount) AS paid
      FROM ledger_allocations a JOIN invoice_payments o ON o.id = a.payment_id, this
     WHERE a.invoice_id = i.id AND (o.payment_date, o.id) <= (this.payment_date, this.id)) upto ON true
 ORDER BY s.first NULLS LAST`;

export async function readReceiptData(q: Queryable, id: number, scope: AgencyScope): Promise<ReceiptData | null> {
  const head = await readHead(q, id, scope);
  if (!head) return null;
  const { invoiceId, onAccount, ...payment } = head;
  const invoices = await q.query<ReceiptInvoice & Record<string, unknown>>(INVOICES_SQL, [id, invoiceId]);
  // A payment that settles nothing (all on account) keeps the invoice it was recorded from, settling 0.
  const settled = invoices.filter((invoice) => Number(invoice.settled) !== 0);
  return { ...payment, invoices: settled.length ? settled : invoices, onAccount: onAccount ?? '0.00' };
}
