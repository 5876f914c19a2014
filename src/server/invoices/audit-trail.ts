/**
 * The invoice's entries in the audit log, written in the write's transaction, and the status
 * changes the system makes on its own (Paid when the payments reach the total, back when they
 * drop), each one an audited update.
 */
import type { AuthUser } from '../auth/token.js';
import { recordAudit, type Operation } from '../audit/index.js';
import type { Queryable } from '../db/types.js';
import { readInvoiceAuditState } from './lock.js';
import { INVOICE_AUDIT_ENTITY } from './permissions.js';
import type { InvoiceAuditState, InvoiceWriteContext } from './types.js';

export interface InvoiceAuditEvent {
  user: Pick<AuthUser, 'id' | 'fullname'> | null;
  invoiceId: number;
  agencyId: number;
  operation: Operation;
  before: InvoiceAuditState | null;
  after: InvoiceAuditState | null;
}

export async function recordInvoiceAudit(tx: Queryable, event: InvoiceAuditEvent): Promise<void> {
  await recordAudit(tx, {
    user: event.user,
    entity: INVOICE_AUDIT_ENTITY,
    entityId: event.invoiceId,
    operation: event.operation,
    before: event.before,
    after: event.after,
    agencyId: event.agencyId,
  });
}

/** Runs a write on one invoice and records what it changed (nothing changed: no entry). */
export async function auditedWrite<T>(
  tx: Queryable,
  invoiceId: number,
  agencyId: number,
  ctx: InvoiceWriteContext,
  write: () => Promise<T>,
): Promise<T> {
  const before = await readInvoiceAuditState(tx, invoiceId);
  const result = await write();
  const after = await readInvoiceAuditState(tx, invoiceId);
  await recordInvoiceAudit(tx, { user: ctx.user, invoiceId, agencyId, operation: 'update', before, after });
  return result;
}

/**
 * The system sets a status (a payment made the invoice Paid, or took it back): the clerk's hand
 * no longer holds it. The caller has locked the invoice.
 */
export async function setStatusAutomatically(
  tx: Queryable,
  invoiceId: number,
  status: number,
  ctx: InvoiceWriteContext,
): Promise<void> {
  const [row] = await tx.query<{ agency_id: number }>('SELECT agency_id FROM invoices WHERE id = $1', [invoiceId]);
  if (!row) return;
  await auditedWrite(tx, invoiceId, row.agency_id, ctx, () =>
    tx.query(
      `UPDATE invoices SET status = $2, status_set_by_hand = false, version = version + 1, updated_at = now()
        WHERE id = $1 AND (status <> $2 OR status_set_by_hand)`,
      [invoiceId, status],
    ),
  );
}
