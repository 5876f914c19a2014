/**
 * How invoices follow their request (module.ts `listens`), inside the reservation write's
 * transaction: a submitted request gets its draft; a changed one (an approved amendment or a
 * company edit) gets its bill again when what it bills changed (a draft in place, status Amended;
 * an issued invoice by a credit note and a new draft); a cancelled one cancels its invoice (a
 * credit note when issued); a deleted one takes its drafts to the trash, or is refused (409) while
 * it has issued documents (an issued invoice is cancelled with its request instead).
 */
import { INVOICE_STATUS } from '@domain/finance/index.js';
import type { ModuleEvent, ModuleListeners } from '../module-events.js';
import { HttpError } from '../errors.js';
import { auditedWrite, recordInvoiceAudit } from './audit-trail.js';
import { cancelInvoice, replaceIssued } from './corrections.js';
import { generateInvoice, liveInvoiceId, regenerateSystemRows } from './generate.js';
import { lockInvoice, readInvoiceAuditState } from './lock.js';
import { invoiceMessage } from './messages.js';
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

/**
 * A request deleted: refused while it has an issued document (the live invoice issued: cancel the
 * request instead; else the issued ones are kept); otherwise its drafts go to the trash, audited.
 */
export async function onRequestDeleted(e: RequestEvent): Promise<void> {
  const documents = await e.tx.query<{ id: number; number: string | null; live: boolean }>(
    `SELECT id, number, (document_type = 'invoice' AND status <> ${INVOICE_STATUS.Canceled}
                         AND replaced_by_invoice_id IS NULL) AS live
       FROM invoices WHERE request_id = $1 AND NOT is_deleted ORDER BY id FOR UPDATE`,
    [e.requestId],
  );
  const issued = documents.filter((d) => d.number !== null);
  if (issued.some((d) => d.live)) throw new HttpError(409, invoiceMessage(e.lang, 'requestIssued'));
  if (issued.length) throw new HttpError(409, invoiceMessage(e.lang, 'requestDocuments'));
  for (const draft of documents) {
    const before = await readInvoiceAuditState(e.tx, draft.id);
    await e.tx.query(
      'UPDATE invoices SET is_deleted = true, deleted_at = now(), version = version + 1, updated_at = now() WHERE id = $1',
      [draft.id],
    );
    await recordInvoiceAudit(e.tx, {
      user: e.user,
      invoiceId: draft.id,
      agencyId: e.agencyId,
      operation: 'delete',
      before,
      after: null,
    });
  }
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
  'reservation.deleted': onRequestDeleted,
});
