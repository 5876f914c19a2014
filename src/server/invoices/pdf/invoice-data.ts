/**
 * What the invoice and credit-note PDF prints, read in SQL: the head the list and detail share
 * (head-sql.ts) with the money as exact decimals (`numeric::text`), the agency's address, the
 * issued credit notes' sum, the rows, the tax per rate, the payment account the tenant prints
 * as payment instructions, the VAT regime and both parties' legal identities. Scoped like every invoice read: another agency's invoice is null.
 */
import type { BuyerIdentity, SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../../db/types.js';
import { buyerIdentity, financeSettings, sellerIdentity } from '../../settings/index.js';
import { HEAD_COLUMNS, HEAD_JOINS } from '../head-sql.js';
import type { InvoiceScope } from '../types.js';
import { documentVatRegime, type VatRegime } from '../vat-regime.js';

export interface InvoicePdfHead {
  id: number;
  agencyId: number;
  version: number;
  documentType: 'invoice' | 'creditNote';
  number: string | null;
  status: number;
  issueDate: string | null;
  dueDate: string | null;
  requestReference: string | null;
  supplierInitial: string | null;
  requestTypeId: number;
  agencyName: string;
  agencyReference: string | null;
  agencyAddress: string | null;
  agencyCity: string | null;
  agencyCountry: string | null;
  agencyEmail: string | null;
  firstCheckInDate: string | null;
  passengerName: string | null;
  pax: number;
  currencyName: string | null;
  currencyInitial: string | null;
  correctsInvoiceNumber: string | null;
  correctsIssueDate: string | null;
  subtotal: string;
  taxTotal: string;
  grandTotal: string;
  paidTotal: string;
  /** The issued credit notes made for this invoice, summed (≤ 0; 0 for a credit note). */
  credited: string;
  /** grand total + credited − paid. */
  balanceDue: string;
}

export interface InvoicePdfRow {
  description: string;
  serviceName: string | null;
  quantity: string;
  fee: string;
  taxRate: string;
  subtotal: string;
}

export interface InvoicePdfData {
  head: InvoicePdfHead;
  rows: InvoicePdfRow[];
  taxes: { rate: string; base: string; tax: string }[];
  account: { title: string; ref: string | null; description: string | null } | null;
  /** The VAT regime the document is (or will be) issued under. */
  regime: VatRegime;
  /** The tenant's legal identity (what e-invoicing and the legal lines print). */
  seller: SellerIdentity;
  /** The agency's legal identity; null when the agency is gone. */
  buyer: BuyerIdentity | null;
}

/** Named apart from the head's float columns of the same meaning (`grandTotal`...), then renamed. */
const MONEY_COLUMNS = `
  i.subtotal::text AS "subtotalText", i.tax_total::text AS "taxTotalText", i.grand_total::text AS "grandTotalText",
  lg.paid::numeric(14, 2)::text AS "paidTotalText",
  (-lg.credited)::numeric(14, 2)::text AS "creditedText", lg.balance::numeric(14, 2)::text AS "balanceDueText",
  a.address AS "agencyAddress", ac.title AS "agencyCity", aco.title AS "agencyCountry", a.email AS "agencyEmail",
  to_char(ci.issue_date, 'YYYY-MM-DD') AS "correctsIssueDate"`;

const EXTRA_JOINS = `
  LEFT JOIN city ac ON ac.id = a.city_id
  LEFT JOIN country aco ON aco.id = a.country_id`;

export async function readInvoicePdfData(
  q: Queryable,
  id: number,
  scope: InvoiceScope,
): Promise<InvoicePdfData | null> {
  const [found] = await q.query<Record<string, unknown>>(
    `SELECT ${HEAD_COLUMNS}, ${MONEY_COLUMNS} FROM invoices i ${HEAD_JOINS} ${EXTRA_JOINS}
      WHERE i.id = $1 AND NOT i.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  if (!found) return null;
  const head = {
    ...found,
    subtotal: found.subtotalText,
    taxTotal: found.taxTotalText,
    grandTotal: found.grandTotalText,
    paidTotal: found.paidTotalText,
    credited: found.creditedText,
    balanceDue: found.balanceDueText,
  } as InvoicePdfHead;
  const rows = await q.query<InvoicePdfRow & Record<string, unknown>>(
    `SELECT r.description, t.title AS "serviceName", r.quantity::text AS quantity, r.fee::text AS fee,
            r.tax_rate::text AS "taxRate", r.subtotal::text AS subtotal
       FROM invoice_rows r LEFT JOIN infra_type t ON t.id = r.service_id
      WHERE r.invoice_id = $1 ORDER BY r.is_manual_row, r.position, r.id`,
    [id],
  );
  const taxes = await q.query<{ rate: string; base: string; tax: string }>(
    `SELECT tax_rate::text AS rate, sum(subtotal)::text AS base, round(sum(subtotal) * tax_rate / 100, 2)::text AS tax
       FROM invoice_rows WHERE invoice_id = $1 GROUP BY tax_rate ORDER BY tax_rate`,
    [id],
  );
  const settings = await financeSettings(q);
  const [account] =
    settings.invoicePaymentAccountId === null
      ? []
      : await q.query<{ title: string; ref: string | null; description: string | null }>(
          'SELECT title, ref, description FROM payment_account WHERE id = $1 AND NOT is_deleted',
          [settings.invoicePaymentAccountId],
        );
  return {
    head,
    rows,
    taxes,
    account: account ?? null,
    regime: await documentVatRegime(q, id),
    seller: await sellerIdentity(q),
    buyer: await buyerIdentity(q, head.agencyId),
  };
}
