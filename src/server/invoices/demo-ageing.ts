/**
 * Spreads the demo invoices' issue dates over the weeks before today, so that a fresh start shows
 * what a ledger with a past looks like: overdue invoices, every aging bucket, opening balances and
 * several months in the charts. Numbers stay in date order (the earliest number, the earliest
 * date), dates stay in the year of their number, and each due date follows the issue date by
 * the same rule as a real issue (due-date.ts). Payments and credit notes, dated today or lately,
 * stay after the invoices they settle or correct.
 */
import { dueDateOf } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { repostDocument } from '../ledger/index.js';
import { financeSettings } from '../settings/index.js';
import { todayUtc } from './numbering.js';

/** Days between two consecutive demo invoices: about thirty invoices reach back nine months. */
const DAYS_BETWEEN_INVOICES = 9;
const DAY_MS = 86_400_000;

const daysBefore = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export async function ageDemoInvoices(tx: Queryable): Promise<void> {
  const settings = await financeSettings(tx);
  const today = todayUtc();
  const invoices = await tx.query<{ id: number; year: number; first_check_in: string | null }>(
    `SELECT i.id, i.number_year AS year, to_char(r.first_check_in, 'YYYY-MM-DD') AS first_check_in
       FROM invoices i JOIN reservation_requests r ON r.id = i.request_id
      WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
      ORDER BY i.number_year, i.number_sequence`,
  );
  for (const [index, invoice] of invoices.entries()) {
    const spread = daysBefore(today, (invoices.length - 1 - index) * DAYS_BETWEEN_INVOICES);
    const yearStart = `${invoice.year}-01-01`;
    const issueDate = spread < yearStart ? yearStart : spread;
    await tx.query('UPDATE invoices SET issue_date = $2::date, due_date = $3::date WHERE id = $1', [
      invoice.id,
      issueDate,
      dueDateOf(issueDate, invoice.first_check_in, settings),
    ]);
    // The receivables ledger is append-only: the entry made at issue is reversed and posted on the new date.
    await repostDocument(tx, invoice.id, null);
  }
}
