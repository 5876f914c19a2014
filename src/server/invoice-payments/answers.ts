/**
 * A payment as the routes answer it: its head (repository.ts), its attachments (the documents of
 * kind `invoice-payment` under its guid) and what is left to pay on its invoice.
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

/** The invoice's grand total minus its payments, computed in SQL. */
export async function balanceDue(q: Queryable, invoiceId: number): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    'SELECT (grand_total - paid_total)::float8 AS balance FROM invoices WHERE id = $1',
    [invoiceId],
  );
  return row?.balance ?? 0;
}

/** The live payment in the caller's scope with its attachments and its invoice's balance due; null otherwise. */
export async function readPayment(q: Queryable, id: number, scope: AgencyScope): Promise<Payment | null> {
  const head = await readPaymentHead(q, id, scope);
  if (!head) return null;
  return { ...(await withAttachments(q, head)), balanceDue: await balanceDue(q, head.invoiceId) };
}
