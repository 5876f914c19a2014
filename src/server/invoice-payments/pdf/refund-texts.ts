/**
 * The words of a refund's receipt PDF, en and fr, beside the payment receipt's (texts.ts), whose
 * labels it shares (payment type, account, reference, amount, agency) and whose payment type names
 * it prints.
 */
import type { Lang } from '@schema/types.js';

export const REFUND_RECEIPT_PDF_TEXTS: Record<
  Lang,
  {
    title: (id: number) => string;
    paidBack: (amount: string, agency: string) => string;
    refundDate: string;
    agencyAddress: string;
    reference: string;
    notes: string;
    creditLeft: (amount: string) => string;
    fileName: (id: number) => string;
  }
> = {
  en: {
    title: (id) => `Refund receipt No. ${id}`,
    paidBack: (amount, agency) => `Paid back ${amount} to ${agency}.`,
    refundDate: 'Refund date',
    agencyAddress: 'Address',
    reference: 'Reference',
    notes: 'Notes',
    creditLeft: (amount) => `Paid back from the agency's credit on account; credit left after this refund: ${amount}.`,
    fileName: (id) => `Refund-${id}.pdf`,
  },
  fr: {
    title: (id) => `Reçu de remboursement n° ${id}`,
    paidBack: (amount, agency) => `Remboursé ${amount} à ${agency}.`,
    refundDate: 'Date du remboursement',
    agencyAddress: 'Adresse',
    reference: 'Référence',
    notes: 'Notes',
    creditLeft: (amount) =>
      `Remboursé sur l'avoir disponible de l'agence ; avoir restant après ce remboursement : ${amount}.`,
    fileName: (id) => `Remboursement-${id}.pdf`,
  },
};
