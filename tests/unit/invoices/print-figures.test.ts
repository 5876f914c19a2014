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
  creditNotes: [] as { id: number; number: string | null; grandTotal?: number }[],
};

describe('printFigures', () => {
  it('gives an invoice its balance due: total − payments, to the cent', () => {
    expect(printFigures(invoice)).toEqual({
      subtotal: 100.1,
      taxes: invoice.taxes,
      total: 120.12,
      settlement: { credited: 0, paid: 50.01, balance: 70.11 },
    });
  });

  it('takes the issued credit notes off the balance, not a draft one', () => {
    const credited = printFigures({
      ...invoice,
      paidTotal: 0.1,
      creditNotes: [
        { id: 2, number: 'CN-2026-00001', grandTotal: -0.2 },
        { id: 3, number: null, grandTotal: -100 },
      ],
    });
    expect(credited.settlement).toEqual({ credited: -0.2, paid: 0.1, balance: 119.82 });
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
