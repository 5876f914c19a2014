/**
 * A payment as the routes answer it: its head (repository.ts), its attachments (the documents of
 * kind `invoice-payment` under its guid), what it settles and what is left to pay on its invoice.
 */
import type { Payment } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { listDocuments } from '../documents/index.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { PAYMENT_DOCUMENT_KIND } from './permissions.js';
import { readPaymentHead, type PaymentHead } from './repository.js';

/** The head with its attachments. */
export async function withAttachments(q: Queryable, head: PaymentHead): Promise<Payment> {
  const documents = await listDocuments(q, PAYMENT_DOCUMENT_KIND, head.paymentGuid);
  return {
    ...head,
    attachments: documents.map((d) => ({ id: d.id, fileName: d.fileName, fullPath: d.url })),
    attachmentsFullPaths: documents.map((d) => d.url),
  };
}

/** The invoice's balance due, from the receivables ledger. */
export async function balanceDue(q: Queryable, invoiceId: number): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    'SELECT balance::float8 AS balance FROM ledger_documents(NULL) WHERE document_id = $1',
    [invoiceId],
  );
  return row?.balance ?? 0;
}

/** The invoices a payment settles and what of it is credit on account, from the receivables ledger, in one read. */
export async function paymentAllocations(
  q: Queryable,
  paymentId: number,
): Promise<Pick<Payment, 'settledInvoices' | 'unallocated'>> {
  const [row] = await q.query<Required<Pick<Payment, 'settledInvoices' | 'unallocated'>>>(
    `SELECT COALESCE(p.unallocated, 0)::float8 AS unallocated,
            COALESCE((SELECT json_agg(json_build_object('invoiceId', s.invoice_id, 'invoiceNumber', s.number,
                                                        'amount', s.amount::float8) ORDER BY s.first)
                        FROM (SELECT a.invoice_id, i.number, sum(a.amount) AS amount, min(a.id) AS first
                                FROM ledger_allocations a JOIN invoices i ON i.id = a.invoice_id
                               WHERE a.payment_id = $1 GROUP BY a.invoice_id, i.number HAVING sum(a.amount) <> 0) s),
                     '[]'::json) AS "settledInvoices"
       FROM (SELECT 1) one LEFT JOIN ledger_payments(NULL) p ON p.payment_id = $1`,
    [paymentId],
  );
  return row!;
}

/** The live payment in the caller's scope with its attachments, its allocations and its invoice's balance due; null otherwise. */
export async function readPayment(q: Queryable, id: number, scope: AgencyScope): Promise<Payment | null> {
  const head = await readPaymentHead(q, id, scope);
  if (!head) return null;
  return {
    ...(await withAttachments(q, head)),
    balanceDue: await balanceDue(q, head.invoiceId),
    ...(await paymentAllocations(q, id)),
  };
}
