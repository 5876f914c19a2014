/** The closing figures of a printed invoice or credit note, in decimal. */
import { describe, expect, it } from 'vitest';
import { printFigures } from '@resources/invoices/print/print-figures';

const invoice = {
  documentType: 'invoice' as const,
  subtotal: 100.1,
  taxTotal: 20.02,
  taxes: [{ rate: 20, base: 100.1, tax: 20.02 }],
  grandTotal: 120.12,
  paidTotal: 50.01,
  creditedTotal: 0,
  balanceDue: 70.11,
};

describe('printFigures', () => {
  it("gives an invoice the server's paid total and balance due (the receivables ledger's)", () => {
    expect(printFigures(invoice)).toEqual({
      subtotal: 100.1,
      taxes: invoice.taxes,
      total: 120.12,
      settlement: { credited: 0, paid: 50.01, balance: 70.11 },
    });
  });

  it('prints what credit notes settled as a deduction, and the balance as the ledger says', () => {
    // Paid 100 then cancelled with a credit note of 120.12: the note settles the 20.12 left, the rest is on account.
    const credited = printFigures({ ...invoice, paidTotal: 100, creditedTotal: 20.12, balanceDue: 0 });
    expect(credited.settlement).toEqual({ credited: -20.12, paid: 100, balance: 0 });
  });

  it('prints a credit note with its own total and no settlement', () => {
    const note = printFigures({ ...invoice, documentType: 'creditNote', grandTotal: -120.12, subtotal: -100.1 });
    expect(note.total).toBe(-120.12);
    expect(note.settlement).toBeUndefined();
  });

  it('derives the sub-total from total and tax when the answer lacks it', () => {
    expect(printFigures({ ...invoice, subtotal: undefined }).subtotal).toBe(100.1);
  });
});
