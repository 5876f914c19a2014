/**
 * The words of the payment receipt PDF, en and fr, and the names of the payment types in each.
 * Payment types are infra types of type group 12 with one name and no code (schemas/infrastructure/
 * infra-type.json): a type whose name is one of the known ones, in either language and any case
 * (`Cheque`, `chèque`, `Check`), is printed under its name in the receipt's language; any other
 * under its name as recorded.
 */
import type { Lang } from '@schema/types.js';

/** The known payment types (the demo data's, group 12): the names they are recorded under, and their words. */
const PAYMENT_TYPES: readonly { names: readonly string[]; en: string; fr: string }[] = [
  {
    names: ['bank transfer', 'transfer', 'wire transfer', 'virement', 'virement bancaire'],
    en: 'Bank transfer',
    fr: 'Virement bancaire',
  },
  { names: ['cash', 'espèces', 'especes'], en: 'Cash', fr: 'Espèces' },
  {
    names: ['credit card', 'card', 'carte bancaire', 'carte de crédit', 'carte'],
    en: 'Credit card',
    fr: 'Carte bancaire',
  },
  { names: ['cheque', 'check', 'chèque'], en: 'Cheque', fr: 'Chèque' },
];

const byName = new Map(PAYMENT_TYPES.flatMap((type) => type.names.map((name) => [name, type] as const)));

/** A payment type's name in `lang` when it is a known one, else as recorded; '' for none. */
export function paymentTypeName(recorded: string | null, lang: Lang): string {
  if (!recorded) return '';
  const known = byName.get(recorded.trim().replace(/\s+/g, ' ').toLowerCase());
  return known ? known[lang] : recorded;
}

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
    settlesMany: string;
    onAccount: (amount: string) => string;
    refunded: (amount: string) => string;
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
    settlesMany: 'Invoices settled',
    onAccount: (amount) => `Left on the agency's account (credit on account): ${amount}.`,
    refunded: (amount) => `Refunded to the agency from this payment: ${amount}.`,
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
    settlesMany: 'Factures réglées',
    onAccount: (amount) => `Reste au compte de l'agence (avoir disponible) : ${amount}.`,
    refunded: (amount) => `Remboursé à l'agence sur ce paiement : ${amount}.`,
    invoice: 'Facture',
    issueDate: "Date d'émission",
    invoiceTotal: 'Total de la facture',
    thisPayment: 'Ce paiement',
    balanceAfter: 'Reste à payer après ce paiement',
    draftInvoice: 'Brouillon',
    fileName: (id) => `Recu-${id}.pdf`,
  },
};
