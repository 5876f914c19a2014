/**
 * The closing figures of an invoice or credit note as printed (no React), in decimal: sub-total,
 * tax per rate and total as stored; for an invoice also what its issued credit notes took off,
 * Total Paid and the balance due (total + credit notes − payments, the finance contract's
 * amount due). A credit note prints its own total only: it is settled against its invoice.
 */
import { minus, sum, type InvoiceDetail, type TaxLineAnswer } from '@domain/finance';

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
    'documentType' | 'subtotal' | 'taxes' | 'grandTotal' | 'paidTotal' | 'creditNotes' | 'taxTotal'
  >,
): PrintFigures {
  const base = {
    subtotal: invoice.subtotal ?? minus(invoice.grandTotal, invoice.taxTotal ?? 0),
    taxes: invoice.taxes,
    total: invoice.grandTotal,
  };
  if (invoice.documentType === 'creditNote') return base;
  const credited = sum((invoice.creditNotes ?? []).filter((n) => n.number !== null).map((n) => n.grandTotal ?? 0));
  return {
    ...base,
    settlement: {
      credited,
      paid: invoice.paidTotal,
      balance: minus(sum([invoice.grandTotal, credited]), invoice.paidTotal),
    },
  };
}
