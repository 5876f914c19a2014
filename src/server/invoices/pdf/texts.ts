/**
 * The words of the invoice and credit-note PDF, en and fr (French invoicing terms), and the
 * statutory payment terms an invoice carries in its own language (Code de commerce L441-9 and
 * L441-10: late-payment penalties, the €40 fixed recovery indemnity, the discount for early
 * payment), printed when the Finance settings hold no text in that language.
 */
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
  /** The account's holder: the tenant's legal name. */
  accountHolder: string;
  iban: string;
  bic: string;
  /** The reference to put on the transfer: the invoice number. */
  transferReference: string;
  /** A label and its value on one line (`IBAN: FR76…` / `IBAN : FR76…`). */
  labelled: (label: string, value: string) => string;
  paymentReference: (reference: string) => string;
  /** The heading of the payment terms (an invoice's legal mentions). */
  legalMentions: string;
  /** The statutory payment terms (the Finance settings' default text, in this language). */
  statutoryTerms: string;
  draftNotice: string;
  /** The mention an invoice under the travel agents' margin scheme must carry (CGI art. 242 nonies A, 13°). */
  marginScheme: string;
  siren: string;
  vatNumber: string;
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
    accountHolder: 'Account holder',
    iban: 'IBAN',
    bic: 'BIC',
    transferReference: 'Transfer reference',
    labelled: (label, value) => `${label}: ${value}`,
    paymentReference: (reference) => `Please quote ${reference} with your payment.`,
    legalMentions: 'Payment terms',
    statutoryTerms:
      'Payment is due by the due date shown. Any late payment bears penalties at three times the French legal ' +
      'interest rate from the day after the due date, plus a fixed indemnity of €40 for recovery costs (art. L441-10 ' +
      'of the French Commercial Code). No discount is granted for early payment.',
    draftNotice: 'Draft: not a claim for payment until issued with a number.',
    marginScheme: "Travel agents' margin scheme: no VAT shown (Régime particulier – Agences de voyages).",
    siren: 'SIREN',
    vatNumber: 'VAT No.',
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
    accountHolder: 'Titulaire du compte',
    iban: 'IBAN',
    bic: 'BIC',
    transferReference: 'Référence du virement',
    labelled: (label, value) => `${label} : ${value}`,
    paymentReference: (reference) => `Merci de rappeler ${reference} avec votre paiement.`,
    legalMentions: 'Conditions de paiement',
    statutoryTerms:
      "Paiement à la date d'échéance indiquée. Tout retard de paiement entraîne des pénalités au taux de trois fois " +
      "le taux d'intérêt légal, dues dès le lendemain de l'échéance, et une indemnité forfaitaire de 40 € pour frais " +
      "de recouvrement (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
    draftNotice: 'Brouillon : ne vaut pas demande de paiement avant son émission avec un numéro.',
    marginScheme: 'Régime particulier – Agences de voyages',
    siren: 'SIREN',
    vatNumber: 'N° TVA',
    fileName: (kind, number) => `${kind}-${number}.pdf`,
  },
};
