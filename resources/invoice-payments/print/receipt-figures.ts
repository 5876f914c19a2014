/**
 * What a receipt says about the invoice it settles, in decimal (no React): the invoice's total,
 * what its issued credit notes took off, what was paid before this payment, this payment, and
 * the balance left after it. Payments count in the order they were made: by payment date, then
 * by id (two on the same day in the order recorded), so an old receipt shows the balance as it
 * was then, not today's.
 */
import { minus, sum, type InvoiceDetail, type Payment } from '@domain/finance';

export interface ReceiptFigures {
  invoiceTotal: number;
  /** The issued credit notes' totals (negative), 0 when none. */
  credited: number;
  paidBefore: number;
  amount: number;
  balanceAfter: number;
}

type Dated = Pick<Payment, 'id' | 'paymentDate' | 'amount'>;

/** Whether `other` was made before `payment` (an earlier day, or the same day and recorded first). */
const madeBefore = (other: Dated, payment: Dated) =>
  other.paymentDate < payment.paymentDate || (other.paymentDate === payment.paymentDate && other.id < payment.id);

export function receiptFigures(
  payment: Dated,
  invoice: Pick<InvoiceDetail, 'grandTotal' | 'creditNotes'>,
  payments: readonly Dated[],
): ReceiptFigures {
  const credited = sum(
    (invoice.creditNotes ?? []).filter((note) => note.number !== null).map((n) => n.grandTotal ?? 0),
  );
  const paidBefore = sum(
    payments.filter((other) => other.id !== payment.id && madeBefore(other, payment)).map((p) => p.amount),
  );
  const owedBefore = minus(sum([invoice.grandTotal, credited]), paidBefore);
  return {
    invoiceTotal: invoice.grandTotal,
    credited,
    paidBefore,
    amount: payment.amount,
    balanceAfter: minus(owedBefore, payment.amount),
  };
}
