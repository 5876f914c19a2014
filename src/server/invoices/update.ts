/**
 * `PUT update`: what a clerk changes on an invoice, in one transaction with the invoice locked.
 * A draft takes manual rows, currency, status and note; totals are recomputed in SQL whatever the
 * body says. An issued invoice is locked: a change of its rows or currency is a 409 and changes
 * nothing, while its status and note still change. A status leaving the draft statuses issues the
 * invoice; Canceled and Canceled With Charges go through corrections.ts (credit notes).
 */
import { compareMoney, INVOICE_STATUS, type InvoiceUpdateBody } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { HttpError, ValidationError } from '../errors.js';
import { formatMoney } from '../pdf/index.js';
import { financeSettings, sellerIdentity } from '../settings/index.js';
import { rowTaxRate } from './vat-regime.js';
import { auditedWrite } from './audit-trail.js';
import { cancelInvoice } from './corrections.js';
import { Problems } from './input.js';
import { issueInvoice } from './issue.js';
import { lockInvoice } from './lock.js';
import { manualRowsDiffer, readManualRows, writeManualRows, type ManualRow } from './manual-rows.js';
import { invoiceMessage } from './messages.js';
import { refreshTotals } from './totals.js';
import type { InvoiceWriteContext, LockedInvoice } from './types.js';

const CANCELS: readonly number[] = [INVOICE_STATUS.Canceled, INVOICE_STATUS.CanceledWithCharges];
/** Statuses a clerk cannot give an issued invoice: it has left the draft, and Amended comes with a credit note. */
const DRAFT_ONLY: readonly number[] = [INVOICE_STATUS.Pending, INVOICE_STATUS.Amended];

/** A cancelled or replaced invoice stays as it is (its credit note was issued). */
export const isClosed = (i: LockedInvoice) => CANCELS.includes(i.status) || i.replacedByInvoiceId !== null;

async function checkCurrency(q: Queryable, id: number, lang: Lang): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM currency WHERE id = $1 AND NOT is_deleted', [id]);
  if (!row) throw new ValidationError({ currencyId: [invoiceMessage(lang, 'noSuchCurrency')] });
}

/** Checks the status against the invoice's state and the charges; a 400 or 409 when it cannot be. */
function checkStatus(invoice: LockedInvoice, status: number, body: InvoiceUpdateBody, lang: Lang): void {
  const conflict = (key: Parameters<typeof invoiceMessage>[1]) => new HttpError(409, invoiceMessage(lang, key));
  if (isClosed(invoice)) throw conflict('closed');
  if (invoice.documentType === 'creditNote' && (CANCELS.includes(status) || DRAFT_ONLY.includes(status))) {
    throw conflict('creditNoteFixed');
  }
  const p = new Problems(lang);
  if (invoice.number && DRAFT_ONLY.includes(status)) p.add('status', 'invalid');
  if (status === INVOICE_STATUS.CanceledWithCharges) {
    const charges = body.cancellationCharges;
    if (charges === undefined || charges === null) p.add('cancellationCharges', 'chargesRequired');
    else if (compareMoney(charges, 0) <= 0 || compareMoney(charges, invoice.grandTotal) > 0) {
      p.add('cancellationCharges', 'chargesRange', Number(invoice.grandTotal.toFixed(2)));
    }
  }
  p.throwIfAny();
}

/**
 * Paid and Waiting For Payment follow the money (receivables ledger, settled-status.ts): Paid by
 * hand on an invoice with a balance, or Waiting For Payment on one settled in full, is a 400 on
 * `status` naming what is due.
 */
async function checkMoneyStatus(q: Queryable, invoice: LockedInvoice, status: number, lang: Lang): Promise<void> {
  if (status !== INVOICE_STATUS.Paid && status !== INVOICE_STATUS.WaitingForPayment) return;
  const [row] = await q.query<{ amount: string; balance: string; currency: string | null }>(
    `SELECT d.amount::text AS amount, d.balance::text AS balance, cu.initial AS currency
       FROM ledger_documents(NULL) d LEFT JOIN currency cu ON cu.id = d.currency_id WHERE d.document_id = $1`,
    [invoice.id],
  );
  if (!row || invoice.documentType !== 'invoice') return;
  const p = new Problems(lang);
  const due = compareMoney(row.balance, 0) > 0;
  if (status === INVOICE_STATUS.Paid && due)
    p.add('status', 'notSettled', formatMoney(row.balance, row.currency, lang));
  if (status === INVOICE_STATUS.WaitingForPayment && !due && compareMoney(row.amount, 0) > 0)
    p.add('status', 'settled');
  p.throwIfAny();
}

export async function updateInvoice(
  tx: Queryable,
  invoice: LockedInvoice,
  body: InvoiceUpdateBody,
  ctx: InvoiceWriteContext,
): Promise<void> {
  const lang = ctx.lang;
  const settings = await financeSettings(tx);
  // BR-FR-16: a draft's rows under standard VAT with e-invoicing on take the French rates only.
  const frenchRates =
    body.invoiceRows !== undefined &&
    !invoice.number &&
    settings.vatRegime === 'standard' &&
    (await sellerIdentity(tx)).eInvoicingOn;
  const rows: ManualRow[] | undefined = body.invoiceRows
    ? await readManualRows(tx, body.invoiceRows, lang, rowTaxRate(settings), frenchRates)
    : undefined;
  const rowsChange = rows !== undefined && (await manualRowsDiffer(tx, invoice.id, rows));
  const currencyChange = body.currencyId !== undefined && body.currencyId !== invoice.currencyId;
  if ((rowsChange || currencyChange) && invoice.number) throw new HttpError(409, invoiceMessage(lang, 'locked'));
  const statusChange = body.status !== undefined && body.status !== invoice.status;
  if (statusChange) checkStatus(invoice, body.status!, body, lang);
  if (statusChange) await checkMoneyStatus(tx, invoice, body.status!, lang);
  if (currencyChange && body.currencyId !== null) await checkCurrency(tx, body.currencyId!, lang);

  await auditedWrite(tx, invoice.id, invoice.agencyId, ctx, async () => {
    if (rowsChange) await writeManualRows(tx, invoice.id, rows!);
    await tx.query(
      `UPDATE invoices SET currency_id = $2, note = $3, version = version + 1, updated_at = now() WHERE id = $1`,
      [
        invoice.id,
        currencyChange ? body.currencyId : invoice.currencyId,
        body.note !== undefined ? body.note : invoice.note,
      ],
    );
    await refreshTotals(tx, invoice.id);
  });
  if (!statusChange) return;
  const status = body.status!;
  const current = (await lockInvoice(tx, invoice.id, {}))!;
  if (CANCELS.includes(status)) {
    await cancelInvoice(tx, current, ctx, status as 3 | 4, body.cancellationCharges ?? undefined);
    return;
  }
  if (!current.number && !DRAFT_ONLY.includes(status)) {
    await issueInvoice(tx, current, ctx, status);
  } else {
    // Set by hand: it stands until the next payment change (the payments module).
    await auditedWrite(tx, invoice.id, invoice.agencyId, ctx, () =>
      tx.query(`UPDATE invoices SET status = $2, status_set_by_hand = true, updated_at = now() WHERE id = $1`, [
        invoice.id,
        status,
      ]),
    );
  }
  await tx.query('UPDATE invoices SET status_set_by_hand = true WHERE id = $1', [invoice.id]);
}
