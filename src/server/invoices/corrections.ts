/**
 * Corrections of an issued invoice, always by a credit note (its own gapless series, rows negated,
 * issued at once, due the day it is issued, status Waiting For Accounting: it is for the
 * accountant): a cancellation credits the invoice in full, or all but the cancellation charges;
 * a replacement (an amended request, or `issuecreditnote`) credits it in full and opens a new draft
 * with the request's system rows as they are now and the old manual rows, to which the old
 * invoice's payments move (they pay the booking). Every credit note settles the invoice it
 * corrects in the receivables ledger; what it credits beyond that invoice's balance (a paid
 * invoice cancelled) is the agency's credit on account.
 */
import Big from 'big.js';
import { compareMoney, INVOICE_PAYMENT_AUDIT_ENTITY, INVOICE_STATUS, minus } from '@domain/finance/index.js';
import { recordAudit } from '../audit/index.js';
import type { Queryable } from '../db/types.js';
import {
  allocate,
  documentBalance,
  settleWithCreditNote,
  undoAllocations,
  type AllocationLine,
} from '../ledger/index.js';
import { auditedWrite, recordInvoiceAudit } from './audit-trail.js';
import { createDraft } from './generate.js';
import { issueInvoice } from './issue.js';
import { lockInvoice, readInvoiceAuditState } from './lock.js';
import { todayUtc } from './numbering.js';
import { followLedger } from './settled-status.js';
import { refreshTotals } from './totals.js';
import type { InvoiceWriteContext, LockedInvoice } from './types.js';

const CHARGES_TEXT = { en: 'Cancellation charges', fr: "Frais d'annulation" } as const;

/** Writes, issues and audits a credit note of the invoice; `charges` (kept by the seller) are not credited. */
export async function createCreditNote(
  tx: Queryable,
  invoice: LockedInvoice,
  ctx: InvoiceWriteContext,
  options: { charges?: number; reason?: string | null } = {},
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO invoices (document_type, request_id, agency_id, corrects_invoice_id, status, currency_id, note, created_by)
     VALUES ('creditNote', $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      invoice.requestId,
      invoice.agencyId,
      invoice.id,
      INVOICE_STATUS.WaitingForAccounting,
      invoice.currencyId,
      options.reason ?? null,
      ctx.user?.id ?? null,
    ],
  );
  const id = row!.id;
  await tx.query(
    `INSERT INTO invoice_rows (invoice_id, position, is_manual_row, service_id, description, quantity, fee, tax_rate)
     SELECT $1, position, is_manual_row, service_id, description, -quantity, fee, tax_rate
       FROM invoice_rows WHERE invoice_id = $2 ORDER BY is_manual_row, position, id`,
    [id, invoice.id],
  );
  // The charges are kept as they are (taxes included): one positive row at rate 0 leaves them out of the credit.
  if (options.charges !== undefined && compareMoney(options.charges, 0) > 0) {
    await tx.query(
      `INSERT INTO invoice_rows (invoice_id, position, is_manual_row, description, quantity, fee, tax_rate)
       VALUES ($1, 32000, true, $2, 1, $3, 0)`,
      [id, CHARGES_TEXT[ctx.lang], options.charges],
    );
  }
  await refreshTotals(tx, id);
  await recordInvoiceAudit(tx, {
    user: ctx.user,
    invoiceId: id,
    agencyId: invoice.agencyId,
    operation: 'create',
    before: null,
    after: await readInvoiceAuditState(tx, id),
  });
  await issueInvoice(tx, (await lockInvoice(tx, id, {}))!, ctx, INVOICE_STATUS.WaitingForAccounting);
  // It settles the invoice it corrects up to that invoice's balance; the rest is credit on account.
  await settleWithCreditNote(tx, id, ctx.user?.id ?? null);
  return id;
}

/**
 * Cancels the invoice: a draft just becomes Canceled (no number); an issued one gets its credit
 * note. With charges, a draft is issued first, then credited for the grand total less the charges.
 */
export async function cancelInvoice(
  tx: Queryable,
  invoice: LockedInvoice,
  ctx: InvoiceWriteContext,
  status: typeof INVOICE_STATUS.Canceled | typeof INVOICE_STATUS.CanceledWithCharges,
  charges?: number,
): Promise<void> {
  const setStatus = () =>
    auditedWrite(tx, invoice.id, invoice.agencyId, ctx, () =>
      tx.query(
        `UPDATE invoices SET status = $2, status_set_by_hand = $3, version = version + 1, updated_at = now() WHERE id = $1`,
        [invoice.id, status, ctx.user !== null],
      ),
    );
  if (status === INVOICE_STATUS.Canceled && !invoice.number) return void (await setStatus());
  const issued = await issueInvoice(tx, invoice, ctx, status);
  if (issued.status !== status) await setStatus();
  const kept = status === INVOICE_STATUS.CanceledWithCharges ? (charges ?? 0) : 0;
  if (compareMoney(minus(issued.grandTotal, kept), 0) !== 0) await createCreditNote(tx, issued, ctx, { charges: kept });
}

/**
 * The live payments recorded from one invoice are now recorded from another. Each move is in the
 * payment's own history (which invoice it pays), since the clerk did not touch the payment.
 */
async function movePayments(tx: Queryable, fromId: number, toId: number, ctx: InvoiceWriteContext, agencyId: number) {
  const moved = await tx.query<{ id: number }>(
    'UPDATE invoice_payments SET invoice_id = $2, updated_at = now() WHERE invoice_id = $1 AND NOT is_deleted RETURNING id',
    [fromId, toId],
  );
  for (const { id } of moved) {
    await recordAudit(tx, {
      user: ctx.user,
      entity: INVOICE_PAYMENT_AUDIT_ENTITY,
      entityId: id,
      operation: 'update',
      before: { invoiceId: fromId },
      after: { invoiceId: toId },
      agencyId,
    });
  }
}

/**
 * What the payments settled of the replaced invoice moves with them to the new one, as far as its
 * balance goes (the rest stays credit on account); the new invoice is issued first (it is a claim
 * now) and Paid when they cover it.
 */
async function settleReplacement(tx: Queryable, moved: AllocationLine[], draftId: number, ctx: InvoiceWriteContext) {
  const total = moved.reduce((s, m) => s.plus(m.amount), new Big(0));
  if (total.lte(0)) return;
  await issueInvoice(tx, (await lockInvoice(tx, draftId, {}))!, ctx);
  let room = new Big((await documentBalance(tx, draftId)) ?? 0);
  for (const line of moved) {
    if (room.lte(0) || line.paymentId === null) break;
    const part = room.lt(line.amount) ? room : new Big(line.amount);
    await allocate(tx, { paymentId: line.paymentId }, { invoiceId: draftId }, part, ctx.user?.id ?? null);
    room = room.minus(part);
  }
  await followLedger(tx, draftId, ctx);
}

/**
 * Replaces an issued invoice: a full credit note, the old invoice Amended and pointing at a new
 * draft (system rows regenerated, manual rows carried over), its payments moved to the draft,
 * which a payment issues (and makes Paid when they cover it). Answers the ids written.
 */
export async function replaceIssued(
  tx: Queryable,
  invoice: LockedInvoice,
  ctx: InvoiceWriteContext,
  reason?: string | null,
): Promise<{ creditNoteId: number; draftId: number }> {
  // The payments stop settling the old invoice today (they did until now), so its credit note
  // settles it in full and they settle the new one.
  const moved = await undoAllocations(tx, { paymentsOnInvoiceId: invoice.id }, ctx.user?.id ?? null, todayUtc());
  const creditNoteId = await createCreditNote(tx, invoice, ctx, { reason });
  const before = await readInvoiceAuditState(tx, invoice.id);
  // Out of the one-live-invoice index first (it points at itself for this instant), so the draft may be written.
  await tx.query(
    `UPDATE invoices SET status = $2, replaced_by_invoice_id = id, version = version + 1, updated_at = now() WHERE id = $1`,
    [invoice.id, INVOICE_STATUS.Amended],
  );
  const draftId = await createDraft(tx, { id: invoice.requestId, agencyId: invoice.agencyId }, ctx, {
    currencyId: invoice.currencyId,
  });
  await tx.query(
    `INSERT INTO invoice_rows (invoice_id, position, is_manual_row, service_id, description, quantity, fee, tax_rate)
     SELECT $1, position, true, service_id, description, quantity, fee, tax_rate
       FROM invoice_rows WHERE invoice_id = $2 AND is_manual_row ORDER BY position, id`,
    [draftId, invoice.id],
  );
  await tx.query('UPDATE invoices SET note = $2 WHERE id = $1', [draftId, invoice.note]);
  await refreshTotals(tx, draftId);
  await recordInvoiceAudit(tx, {
    user: ctx.user,
    invoiceId: draftId,
    agencyId: invoice.agencyId,
    operation: 'create',
    before: null,
    after: await readInvoiceAuditState(tx, draftId),
  });
  await tx.query('UPDATE invoices SET replaced_by_invoice_id = $2 WHERE id = $1', [invoice.id, draftId]);
  await movePayments(tx, invoice.id, draftId, ctx, invoice.agencyId);
  await recordInvoiceAudit(tx, {
    user: ctx.user,
    invoiceId: invoice.id,
    agencyId: invoice.agencyId,
    operation: 'update',
    before,
    after: await readInvoiceAuditState(tx, invoice.id),
  });
  await settleReplacement(tx, moved, draftId, ctx);
  return { creditNoteId, draftId };
}
