/** The words of the payment receipt PDF, en and fr. */
import type { Lang } from '@schema/types.js';

export const RECEIPT_PDF_TEXTS: Record<
  Lang,
  {
    title: (id: number) => string;
    received: (amount: string, agency: string) => string;
    receiptNumber: string;
    paymentDate: string;
    paymentType: string;
    paymentAccount: string;
    paymentRef: string;
    amount: string;
    requestReference: string;
    agencyReference: string;
    agency: string;
    passenger: string;
    settles: string;
    invoice: string;
    issueDate: string;
    invoiceTotal: string;
    thisPayment: string;
    balanceAfter: string;
    draftInvoice: string;
    fileName: (id: number) => string;
  }
> = {
  en: {
    title: (id) => `Payment receipt No. ${id}`,
    received: (amount, agency) => `Received ${amount} from ${agency}.`,
    receiptNumber: 'Receipt number',
    paymentDate: 'Payment date',
    paymentType: 'Payment type',
    paymentAccount: 'Payment account',
    paymentRef: 'Payment reference',
    amount: 'Amount',
    requestReference: 'Request reference',
    agencyReference: 'Agency reference',
    agency: 'Agency',
    passenger: 'Passenger',
    settles: 'Invoice settled',
    invoice: 'Invoice',
    issueDate: 'Issue date',
    invoiceTotal: 'Invoice total',
    thisPayment: 'This payment',
    balanceAfter: 'Balance left after this payment',
    draftInvoice: 'Draft',
    fileName: (id) => `Receipt-${id}.pdf`,
  },
  fr: {
    title: (id) => `Reçu de paiement n° ${id}`,
    received: (amount, agency) => `Reçu ${amount} de ${agency}.`,
    receiptNumber: 'Numéro du reçu',
    paymentDate: 'Date du paiement',
    paymentType: 'Type de paiement',
    paymentAccount: 'Compte de paiement',
    paymentRef: 'Référence du paiement',
    amount: 'Montant',
    requestReference: 'Référence de la demande',
    agencyReference: "Référence de l'agence",
    agency: 'Agence',
    passenger: 'Passager',
    settles: 'Facture réglée',
    invoice: 'Facture',
    issueDate: "Date d'émission",
    invoiceTotal: 'Total de la facture',
    thisPayment: 'Ce paiement',
    balanceAfter: 'Reste à payer après ce paiement',
    draftInvoice: 'Brouillon',
    fileName: (id) => `Recu-${id}.pdf`,
  },
};
