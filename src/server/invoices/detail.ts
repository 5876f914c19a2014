/**
 * The invoice as `getbyid` answers it: the head (head-sql.ts) with its note, its rows (system
 * rows first, then the manual ones, each in its order), the tax per rate, its attachments (the
 * documents of kind `invoice`) and the credit notes made for it.
 */
import type { InvoiceDetail, InvoiceRow } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { listDocuments } from '../documents/index.js';
import { INVOICE_DOCUMENT_KIND } from './document-kind.js';
import { HEAD_COLUMNS, HEAD_JOINS, headAnswer, type HeadRow } from './head-sql.js';
import { taxLines } from './totals.js';
import type { InvoiceScope } from './types.js';
import { documentVatRegime } from './vat-regime.js';

export async function readInvoiceRows(q: Queryable, id: number): Promise<InvoiceRow[]> {
  return q.query<InvoiceRow & Record<string, unknown>>(
    `SELECT r.id, r.invoice_id AS "invoiceId", r.service_id AS "serviceId", t.title AS "serviceName",
            r.description AS "destinationDescription", r.quantity::float8 AS quantity, r.fee::float8 AS fee,
            r.tax_rate::float8 AS "taxRate", r.subtotal::float8 AS subtotal, i.currency_id AS "currencyId",
            cu.initial AS "currencyInitial", cu.title AS "currencyName", r.is_manual_row AS "isManualRow"
       FROM invoice_rows r JOIN invoices i ON i.id = r.invoice_id
       LEFT JOIN infra_type t ON t.id = r.service_id LEFT JOIN currency cu ON cu.id = i.currency_id
      WHERE r.invoice_id = $1 ORDER BY r.is_manual_row, r.position, r.id`,
    [id],
  );
}

/** The live invoice's detail; null when missing, deleted or outside the scope. */
export async function readInvoiceDetail(
  q: Queryable,
  id: number,
  scope: InvoiceScope,
  lang: Lang,
): Promise<InvoiceDetail | null> {
  const [head] = await q.query<HeadRow & { note: string | null } & Record<string, unknown>>(
    `SELECT ${HEAD_COLUMNS}, i.note FROM invoices i ${HEAD_JOINS}
      WHERE i.id = $1 AND NOT i.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  if (!head) return null;
  const { note, ...rest } = head;
  const documents = await listDocuments(q, INVOICE_DOCUMENT_KIND, String(id));
  const creditNotes = await q.query<{
    id: number;
    number: string | null;
    issueDate: string | null;
    grandTotal: number;
  }>(
    `SELECT id, number, to_char(issue_date, 'YYYY-MM-DD') AS "issueDate", grand_total::float8 AS "grandTotal"
       FROM invoices WHERE corrects_invoice_id = $1 AND NOT is_deleted ORDER BY id`,
    [id],
  );
  return {
    ...headAnswer(rest, lang),
    note,
    invoiceRows: await readInvoiceRows(q, id),
    taxes: await taxLines(q, id),
    attachments: documents.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      attachmentName: d.fileName,
      mediaType: d.contentType,
      fullPath: d.url,
    })),
    attachmentsFullPaths: documents.map((d) => d.url),
    creditNotes,
    vatRegime: await documentVatRegime(q, id),
  };
}
