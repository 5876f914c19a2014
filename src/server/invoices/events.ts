/**
 * How invoices follow their request (module.ts `listens`), inside the reservation write's
 * transaction: a submitted request gets its draft; a changed one (an approved amendment or a
 * company edit) gets its bill again when what it bills changed (a draft in place, status Amended;
 * an issued invoice by a credit note and a new draft); a cancelled one cancels its invoice (a
 * credit note when issued).
 */
import { INVOICE_STATUS } from '@domain/finance/index.js';
import type { ModuleEvent, ModuleListeners } from '../module-events.js';
import { auditedWrite } from './audit-trail.js';
import { cancelInvoice, replaceIssued } from './corrections.js';
import { generateInvoice, liveInvoiceId, regenerateSystemRows } from './generate.js';
import { lockInvoice } from './lock.js';
import { billedLines, storedSystemLines } from './system-rows.js';
import type { InvoiceWriteContext } from './types.js';

type RequestEvent = ModuleEvent<'reservation.submitted'>;

const contextOf = (e: RequestEvent): InvoiceWriteContext => ({ user: e.user, lang: e.lang });

async function liveInvoice(e: RequestEvent) {
  const id = await liveInvoiceId(e.tx, e.requestId);
  return id === null ? null : lockInvoice(e.tx, id, {});
}

export async function onRequestChanged(e: RequestEvent): Promise<void> {
  const invoice = await liveInvoice(e);
  if (!invoice) return;
  const now = await billedLines(e.tx, e.requestId);
  const stored = await storedSystemLines(e.tx, invoice.id);
  if (now.join('\n') === stored.join('\n')) return;
  const ctx = contextOf(e);
  if (invoice.number) {
    await replaceIssued(e.tx, invoice, ctx);
    return;
  }
  await auditedWrite(e.tx, invoice.id, invoice.agencyId, ctx, async () => {
    await regenerateSystemRows(e.tx, invoice.id, e.requestId);
    await e.tx.query(`UPDATE invoices SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`, [
      invoice.id,
      INVOICE_STATUS.Amended,
    ]);
  });
}

export const invoiceListeners = (): ModuleListeners => ({
  'reservation.submitted': async (e) => {
    if ((await liveInvoiceId(e.tx, e.requestId)) === null)
      await generateInvoice(e.tx, { id: e.requestId, agencyId: e.agencyId }, contextOf(e));
  },
  'reservation.changed': onRequestChanged,
  'reservation.cancelled': async (e) => {
    const invoice = await liveInvoice(e);
    if (invoice) await cancelInvoice(e.tx, invoice, contextOf(e), INVOICE_STATUS.Canceled);
  },
});
