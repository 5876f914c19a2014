/**
 * Making a request's invoice: a draft (Pending, no number) in the tenant's currency with the
 * request's system rows at the tenant's default tax rate (none under the travel agents' margin
 * scheme: vat-regime.ts), totals computed, audited as created.
 * Submitting a request makes one in its transaction (events.ts); `POST add` makes one for a
 * request whose invoice was deleted.
 */
import { INVOICE_STATUS } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { financeSettings } from '../settings/index.js';
import { rowTaxRate } from './vat-regime.js';
import { recordInvoiceAudit } from './audit-trail.js';
import { readInvoiceAuditState } from './lock.js';
import { insertSystemRows } from './system-rows.js';
import { refreshTotals } from './totals.js';
import type { InvoiceWriteContext } from './types.js';

/** A request's cancelled status (reservation statuses, spec §3). */
export const REQUEST_CANCELLED = 5;

export interface RequestForInvoice {
  id: number;
  agencyId: number;
  statusId: number;
  isDeleted: boolean;
}

export async function requestForInvoice(
  q: Queryable,
  where: { id?: number; guid?: string },
): Promise<RequestForInvoice | null> {
  const [row] = await q.query<RequestForInvoice & Record<string, unknown>>(
    `SELECT id, agency_id AS "agencyId", status_id AS "statusId", is_deleted AS "isDeleted" FROM reservation_requests
      WHERE ($1::int IS NOT NULL AND id = $1) OR ($2::uuid IS NOT NULL AND request_guid = $2::uuid)`,
    [where.id ?? null, where.guid ?? null],
  );
  return row ?? null;
}

/** The request's live invoice (not deleted, cancelled or replaced), if any. */
export async function liveInvoiceId(q: Queryable, requestId: number): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM invoices WHERE request_id = $1 AND document_type = 'invoice' AND NOT is_deleted
        AND status <> ${INVOICE_STATUS.Canceled} AND replaced_by_invoice_id IS NULL`,
    [requestId],
  );
  return row?.id ?? null;
}

/** Writes the draft of a request and answers its id (the caller checked that the request has no live invoice). */
export async function createDraft(
  tx: Queryable,
  request: Pick<RequestForInvoice, 'id' | 'agencyId'>,
  ctx: InvoiceWriteContext,
  options: { status?: number; currencyId?: number | null } = {},
): Promise<number> {
  const settings = await financeSettings(tx);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO invoices (request_id, agency_id, status, currency_id, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      request.id,
      request.agencyId,
      options.status ?? INVOICE_STATUS.Pending,
      options.currencyId !== undefined ? options.currencyId : settings.currencyId,
      ctx.user?.id ?? null,
    ],
  );
  await insertSystemRows(tx, row!.id, request.id, rowTaxRate(settings));
  await refreshTotals(tx, row!.id);
  return row!.id;
}

/** A draft for the request, audited as created. */
export async function generateInvoice(
  tx: Queryable,
  request: Pick<RequestForInvoice, 'id' | 'agencyId'>,
  ctx: InvoiceWriteContext,
): Promise<number> {
  const id = await createDraft(tx, request, ctx);
  await recordInvoiceAudit(tx, {
    user: ctx.user,
    invoiceId: id,
    agencyId: request.agencyId,
    operation: 'create',
    before: null,
    after: await readInvoiceAuditState(tx, id),
  });
  return id;
}

/** Replaces a draft's system rows with what the request bills now (manual rows stay). */
export async function regenerateSystemRows(tx: Queryable, invoiceId: number, requestId: number): Promise<void> {
  const settings = await financeSettings(tx);
  await tx.query('DELETE FROM invoice_rows WHERE invoice_id = $1 AND NOT is_manual_row', [invoiceId]);
  await insertSystemRows(tx, invoiceId, requestId, rowTaxRate(settings));
  await refreshTotals(tx, invoiceId);
}
