/** A receipt's figures: the balance left after this payment, payments counted in the order made. */
import { describe, expect, it } from 'vitest';
import { receiptFigures } from '@resources/invoice-payments/print/receipt-figures';

const invoice = {
  grandTotal: 1000.3,
  creditNotes: [
    { id: 9, number: 'CN-2026-00004', grandTotal: -100.1 },
    { id: 10, number: null, grandTotal: -500 },
  ],
};
const payments = [
  { id: 5, paymentDate: '2026-03-01', amount: 200.1 },
  { id: 3, paymentDate: '2026-03-02', amount: 300.05 },
  { id: 4, paymentDate: '2026-03-02', amount: 100 },
  { id: 1, paymentDate: '2026-04-01', amount: 50 },
];

describe('receiptFigures', () => {
  it('counts only the payments made before this one: an earlier day, or the same day recorded first', () => {
    expect(receiptFigures(payments[2]!, invoice, payments)).toEqual({
      invoiceTotal: 1000.3,
      credited: -100.1,
      paidBefore: 500.15,
      amount: 100,
      balanceAfter: 300.05,
    });
  });

  it('leaves the whole amount due less this payment on the first receipt', () => {
    expect(receiptFigures(payments[0]!, invoice, payments).balanceAfter).toBe(700.1);
  });

  it('reaches zero on the payment that settles the invoice', () => {
    const last = { id: 8, paymentDate: '2026-05-01', amount: 250.05 };
    expect(receiptFigures(last, invoice, [...payments, last]).balanceAfter).toBe(0);
  });
});
