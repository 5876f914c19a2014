/**
 * The receipt's figures for the screen's print preview, read from the same ledger query as the
 * receipt PDF (receipt-data.ts), so the preview and the PDF never disagree: the invoice the payment
 * was recorded from, its amount and credit notes, what payments before this one settled, this
 * payment, the balance left after it, and what of it is credit on account.
 */
import Big from 'big.js';
import type { ReceiptFigures } from '@domain/finance/index.js';
import type { Queryable } from '../../db/types.js';
import type { AgencyScope } from '../../http/request-decorators.js';
import { readReceiptData } from './receipt-data.js';

export async function readReceiptFigures(q: Queryable, id: number, scope: AgencyScope): Promise<ReceiptFigures | null> {
  const [own] = await q.query<{ invoiceId: number }>(
    'SELECT invoice_id AS "invoiceId" FROM invoice_payments WHERE id = $1 AND NOT is_deleted',
    [id],
  );
  const data = own && (await readReceiptData(q, id, scope));
  if (!data) return null;
  const invoice = data.invoices.find((i) => i.invoiceId === own.invoiceId) ?? data.invoices[0]!;
  const total = new Big(invoice.invoiceTotal);
  const credited = new Big(invoice.credited);
  const after = new Big(invoice.balanceAfter);
  // What payments settled up to and including this one is total + credited − after; this one's share of it is `settled`.
  const paidBefore = total.plus(credited).minus(after).minus(invoice.settled);
  return {
    invoiceTotal: Number(total.toFixed(2)),
    credited: Number(credited.toFixed(2)),
    paidBefore: Number(paidBefore.toFixed(2)),
    amount: Number(new Big(invoice.settled).toFixed(2)),
    balanceAfter: Number(after.toFixed(2)),
    onAccount: Number(data.onAccount),
  };
}
