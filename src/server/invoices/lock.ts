/**
 * Reading an invoice's head inside a write: `lockInvoice` takes its agency's account lock (the
 * ledger's, before any row lock, so every ledger write of one agency runs alone and two writes
 * never wait on each other in a circle), then the row's lock (FOR UPDATE), so two writes on one
 * invoice (a payment and an issue, two saves) run one after the other; and the state the audit
 * log compares before and after a write.
 */
import type { Queryable } from '../db/types.js';
import { lockAccount } from '../ledger/index.js';
import type { InvoiceAuditState, InvoiceScope, LockedInvoice } from './types.js';

const HEAD_COLUMNS = `id, version, document_type AS "documentType", request_id AS "requestId", agency_id AS "agencyId",
  status, number, to_char(issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(due_date, 'YYYY-MM-DD') AS "dueDate",
  currency_id AS "currencyId", corrects_invoice_id AS "correctsInvoiceId", replaced_by_invoice_id AS "replacedByInvoiceId",
  system_total::float8 AS "systemTotal", grand_total::float8 AS "grandTotal",
  status_set_by_hand AS "statusSetByHand", note`;

/** The live invoice, locked for the transaction; null when missing, deleted or outside the scope. */
export async function lockInvoice(tx: Queryable, id: number, scope: InvoiceScope): Promise<LockedInvoice | null> {
  // An invoice's agency never changes: read without a lock, it names the account to lock first.
  const [owner] = await tx.query<{ agencyId: number }>(
    'SELECT agency_id AS "agencyId" FROM invoices WHERE id = $1 AND ($2::int IS NULL OR agency_id = $2)',
    [id, scope.agencyId ?? null],
  );
  if (!owner) return null;
  await lockAccount(tx, owner.agencyId);
  const [row] = await tx.query<LockedInvoice & Record<string, unknown>>(
    `SELECT ${HEAD_COLUMNS} FROM invoices
      WHERE id = $1 AND NOT is_deleted AND ($2::int IS NULL OR agency_id = $2) FOR UPDATE`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** The head without a lock (deleted ones included), for code that only reads. */
export async function readInvoiceHead(q: Queryable, id: number): Promise<LockedInvoice | null> {
  const [row] = await q.query<LockedInvoice & Record<string, unknown>>(
    `SELECT ${HEAD_COLUMNS} FROM invoices WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** What the audit log keeps of an invoice: its head, its totals and its rows as one list. */
export async function readInvoiceAuditState(q: Queryable, id: number): Promise<InvoiceAuditState | null> {
  const [row] = await q.query<InvoiceAuditState>(
    `SELECT i.number, i.status, i.currency_id AS "currencyId", i.note,
            to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
            i.system_total::text AS "systemTotal", i.subtotal::text AS subtotal, i.tax_total::text AS "taxTotal",
            i.grand_total::text AS "grandTotal",
            i.replaced_by_invoice_id AS "replacedByInvoiceId",
            COALESCE((SELECT json_agg(json_build_object('id', r.id, 'serviceId', r.service_id,
                        'description', r.description, 'quantity', r.quantity::text, 'fee', r.fee::text,
                        'taxRate', r.tax_rate::text, 'isManualRow', r.is_manual_row) ORDER BY r.position, r.id)
                        FROM invoice_rows r WHERE r.invoice_id = i.id), '[]'::json) AS "invoiceRows"
       FROM invoices i WHERE i.id = $1 AND NOT i.is_deleted`,
    [id],
  );
  return row ?? null;
}
