/** The words of the invoice and credit-note PDF, en and fr (French invoicing terms). */
import type { Lang } from '@schema/types.js';

export interface InvoicePdfTexts {
  invoice: string;
  creditNote: string;
  draft: string;
  number: string;
  issueDate: string;
  dueDate: string;
  correcting: (number: string, date: string) => string;
  billedTo: string;
  requestReference: string;
  requestType: string;
  agencyReference: string;
  firstCheckIn: string;
  passenger: string;
  pax: string;
  currency: string;
  description: string;
  quantity: string;
  rate: string;
  taxPercent: string;
  amount: string;
  subtotal: string;
  tax: (rate: string, base: string) => string;
  total: string;
  /** The total of a document without VAT (margin scheme): no « TTC ». */
  totalNoVat: string;
  credited: string;
  totalPaid: string;
  balanceDue: string;
  paymentInstructions: string;
  paymentReference: (reference: string) => string;
  legalMentions: string;
  draftNotice: string;
  /** The mention an invoice under the travel agents' margin scheme must carry (CGI art. 242 nonies A, 13°). */
  marginScheme: string;
  siren: string;
  siret: string;
  vatNumber: string;
  shareCapital: (form: string, capital: string) => string;
  rcs: (city: string, siren: string) => string;
  fileName: (kind: string, number: string) => string;
}

export const INVOICE_PDF_TEXTS: Record<Lang, InvoicePdfTexts> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    draft: 'Draft',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    correcting: (number, date) => `Credit note for invoice ${number}${date ? ` of ${date}` : ''}`,
    billedTo: 'Billed to',
    requestReference: 'Request reference',
    requestType: 'Request type',
    agencyReference: 'Agency reference',
    firstCheckIn: 'First check-in',
    passenger: 'Passenger',
    pax: 'PAX',
    currency: 'Currency',
    description: 'Description',
    quantity: 'Quantity',
    rate: 'Rate',
    taxPercent: 'Tax %',
    amount: 'Amount',
    subtotal: 'Sub-total',
    tax: (rate, base) => `Tax ${rate}% on ${base}`,
    total: 'Total',
    totalNoVat: 'Total',
    credited: 'Credit notes',
    totalPaid: 'Total Paid',
    balanceDue: 'Balance due',
    paymentInstructions: 'Payment instructions',
    paymentReference: (reference) => `Please quote ${reference} with your payment.`,
    legalMentions: 'Terms',
    draftNotice: 'Draft: not a claim for payment until issued with a number.',
    marginScheme: "Travel agents' margin scheme: no VAT shown (Régime particulier – Agences de voyages).",
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT No.',
    shareCapital: (form, capital) => `${form} with a share capital of ${capital}`,
    rcs: (city, siren) => `RCS ${city} ${siren}`,
    fileName: (kind, number) => `${kind}-${number}.pdf`,
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    draft: 'Brouillon',
    number: 'Numéro',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    correcting: (number, date) => `Avoir sur la facture ${number}${date ? ` du ${date}` : ''}`,
    billedTo: 'Facturé à',
    requestReference: 'Référence de la demande',
    requestType: 'Type de demande',
    agencyReference: "Référence de l'agence",
    firstCheckIn: 'Première arrivée',
    passenger: 'Passager',
    pax: 'PAX',
    currency: 'Devise',
    description: 'Description',
    quantity: 'Quantité',
    rate: 'Prix unitaire',
    taxPercent: 'TVA %',
    amount: 'Montant',
    subtotal: 'Total HT',
    tax: (rate, base) => `TVA ${rate} % sur ${base}`,
    total: 'Total TTC',
    totalNoVat: 'Total',
    credited: 'Avoirs',
    totalPaid: 'Total payé',
    balanceDue: 'Reste à payer',
    paymentInstructions: 'Instructions de paiement',
    paymentReference: (reference) => `Merci de rappeler ${reference} avec votre paiement.`,
    legalMentions: 'Conditions',
    draftNotice: 'Brouillon : ne vaut pas demande de paiement avant son émission avec un numéro.',
    marginScheme: 'Régime particulier – Agences de voyages',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA',
    shareCapital: (form, capital) => `${form} au capital de ${capital}`,
    rcs: (city, siren) => `RCS ${city} ${siren}`,
    fileName: (kind, number) => `${kind}-${number}.pdf`,
  },
};
