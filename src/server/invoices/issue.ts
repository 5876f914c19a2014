/**
 * Issuing a draft: the next number of its series, today's issue date and its due date, in the
 * caller's transaction (the caller has locked the invoice). A credit note is due the day it is
 * issued; an invoice by the tenant's payment terms and its request's first check-in (due-date.ts).
 * It is refused (409) when its VAT regime or e-invoicing forbids it (issue-checks.ts), and keeps
 * the VAT regime it was issued under.
 */
import { dueDateOf, INVOICE_STATUS } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { postDocument } from '../ledger/index.js';
import { financeSettings } from '../settings/index.js';
import { auditedWrite } from './audit-trail.js';
import { checkIssuable } from './issue-checks.js';
import { lockInvoice } from './lock.js';
import { takeNumber, todayUtc } from './numbering.js';
import type { InvoiceWriteContext, LockedInvoice } from './types.js';

/** A status a draft may keep: issuing to one of these sets Waiting For Payment instead. */
const DRAFT_STATUSES: readonly number[] = [INVOICE_STATUS.Pending, INVOICE_STATUS.Amended, INVOICE_STATUS.Canceled];

/**
 * Issues the invoice (nothing when it has a number already) and answers it as it now is. `status`
 * is the status it gets (Waiting For Payment when absent, as when a payment issues it).
 */
export async function issueInvoice(
  tx: Queryable,
  invoice: LockedInvoice,
  ctx: InvoiceWriteContext,
  status?: number,
): Promise<LockedInvoice> {
  if (invoice.number) return invoice;
  const regime = await checkIssuable(tx, invoice, ctx);
  const settings = await financeSettings(tx);
  const issueDate = todayUtc();
  const isCreditNote = invoice.documentType === 'creditNote';
  const prefix = isCreditNote ? settings.creditNotePrefix : settings.invoiceNumberPrefix;
  const taken = await takeNumber(tx, invoice.documentType, prefix, Number(issueDate.slice(0, 4)));
  const [request] = await tx.query<{ first_check_in: string | null }>(
    `SELECT to_char(first_check_in, 'YYYY-MM-DD') AS first_check_in FROM reservation_requests WHERE id = $1`,
    [invoice.requestId],
  );
  const dueDate = isCreditNote ? issueDate : dueDateOf(issueDate, request?.first_check_in, settings);
  const next = status !== undefined && !DRAFT_STATUSES.includes(status) ? status : INVOICE_STATUS.WaitingForPayment;
  await auditedWrite(tx, invoice.id, invoice.agencyId, ctx, () =>
    tx.query(
      `UPDATE invoices SET number = $2, number_year = $3, number_sequence = $4, issue_date = $5::date,
              due_date = $6::date, status = $7, vat_regime = $8, version = version + 1, updated_at = now()
        WHERE id = $1`,
      [invoice.id, taken.number, taken.year, taken.sequence, issueDate, dueDate, next, regime],
    ),
  );
  // Issued, it is a claim on the agency (a credit note, a credit): its entry in the receivables ledger.
  await postDocument(tx, invoice.id, ctx.user?.id ?? null);
  return (await lockInvoice(tx, invoice.id, {}))!;
}
