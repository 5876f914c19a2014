/**
 * The closing figures of an invoice or credit note as printed (no React): sub-total, tax per rate
 * and total as stored; for an invoice also what its credit notes settled, Total Paid and the
 * balance due, all three as the server answers them from the receivables ledger (never summed
 * here: a credit note beyond the balance is credit on account, not a lower balance). A credit note
 * prints its own total only: it is settled against its invoice.
 */
import { minus, type InvoiceDetail, type TaxLineAnswer } from '@domain/finance';

export interface PrintFigures {
  subtotal: number;
  taxes: readonly TaxLineAnswer[];
  total: number;
  /** An invoice's: absent on a credit note. */
  settlement?: { credited: number; paid: number; balance: number };
}

export function printFigures(
  invoice: Pick<
    InvoiceDetail,
    'documentType' | 'subtotal' | 'taxes' | 'grandTotal' | 'paidTotal' | 'creditedTotal' | 'balanceDue' | 'taxTotal'
  >,
): PrintFigures {
  const base = {
    subtotal: invoice.subtotal ?? minus(invoice.grandTotal, invoice.taxTotal ?? 0),
    taxes: invoice.taxes,
    total: invoice.grandTotal,
  };
  if (invoice.documentType === 'creditNote') return base;
  return {
    ...base,
    settlement: {
      // Printed as a deduction (negative), as the PDF prints it.
      credited: invoice.creditedTotal ? -invoice.creditedTotal : 0,
      paid: invoice.paidTotal,
      balance: invoice.balanceDue,
    },
  };
}
