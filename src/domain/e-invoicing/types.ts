/**
 * The input of the CII writer: one invoice or credit note as EN 16931 sees it, already mapped from the
 * back office's data. Amounts are positive decimal strings with two decimals ("123.40"); a credit note
 * (type 381) carries positive amounts too, the type code says it reduces what is owed (EN 16931 rule).
 * BT-/BG- numbers refer to the semantic model of EN 16931-1.
 */

/**
 * VAT category code (UNTDID 5305): S standard rate, E exempt (the travel agents' margin scheme),
 * Z zero rated (a 0 % line under standard VAT, e.g. cancellation charges kept on a credit note).
 */
export type VatCategory = 'S' | 'E' | 'Z';

/** A postal address (BG-5 / BG-8). */
export interface EInvoiceAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'FR'. */
  countryCode: string;
}

/** The seller (BG-4) or the buyer (BG-7). */
export interface EInvoiceParty {
  /** Legal name (BT-27 / BT-44). */
  name: string;
  /** SIREN, written as the legal registration id with scheme 0002 (BT-30 / BT-47). */
  siren: string | null;
  /** SIRET, written as a party identifier with scheme 0009 (BT-29 / BT-46). */
  siret: string | null;
  /** Intra-EU VAT number (BT-31 / BT-48), e.g. 'FR44732829320'. */
  vatNumber: string | null;
  /** Electronic address a platform routes on (BT-34 / BT-49), scheme 0225; null: the SIREN, else the e-mail (scheme EM). */
  electronicAddress: string | null;
  address: EInvoiceAddress;
  /** Contact e-mail (BT-43 / BT-58). */
  email: string | null;
  /** Seller only: legal form and share capital (BT-33 "additional legal information"), RCS city. */
  legalForm?: string | null;
  shareCapital?: string | null;
  rcsCity?: string | null;
}

/** One invoice line (BG-25). */
export interface EInvoiceLine {
  /** Line id, unique within the invoice (BT-126), e.g. '1'. */
  id: string;
  /** Item name (BT-153). */
  name: string;
  /** Invoiced quantity, unit C62 'one' (BT-129). */
  quantity: string;
  /** Net price per unit (BT-146). */
  netPrice: string;
  /** Line net amount (BT-131); the caller rounds quantity × netPrice to the cent. */
  lineTotal: string;
  vatCategory: VatCategory;
  /** Rate in percent, "10.00"; "0.00" for category E. */
  vatRate: string;
}

/** One VAT breakdown row (BG-23), one per category and rate. */
export interface EInvoiceVat {
  category: VatCategory;
  rate: string;
  /** Sum of the line totals of this category and rate (BT-116). */
  basis: string;
  /** round(basis × rate / 100, 2) (BT-117, rule BR-CO-17). */
  tax: string;
  /** Exemption reason text and code (BT-120 / BT-121); required for category E. */
  exemptionReason: string | null;
  exemptionCode: string | null;
}

export interface EInvoice {
  /** Invoice number (BT-1). */
  number: string;
  /** 380 commercial invoice, 381 credit note (BT-3). */
  typeCode: '380' | '381';
  /** YYYY-MM-DD (BT-2). */
  issueDate: string;
  /** YYYY-MM-DD (BT-9); an invoice with an amount due needs either this or payment terms. */
  dueDate: string | null;
  /**
   * Date the service was delivered (BT-72), e.g. the trip's end: the "date de la prestation" a French
   * invoice states. Optional; without it the delivery group is empty (a PEPPOL warning, not an error).
   */
  deliveryDate?: string | null;
  /** ISO 4217 (BT-5), e.g. 'EUR'. */
  currency: string;
  /** Buyer reference (BT-10), e.g. the agency's purchase reference. */
  buyerReference: string | null;
  /** The corrected invoice of a credit note (BG-3: BT-25 / BT-26). */
  precedingInvoice: { number: string; issueDate: string } | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  vat: EInvoiceVat[];
  totals: {
    /** Sum of line totals (BT-106). */
    lineTotal: string;
    /** Total without VAT (BT-109); equals lineTotal (no document-level allowances/charges). */
    taxBasis: string;
    /** Total VAT (BT-110). */
    taxTotal: string;
    /** Total with VAT (BT-112). */
    grandTotal: string;
    /** Paid amount (BT-113): payments already received. */
    paid: string;
    /** Amount due (BT-115) = grandTotal − paid. */
    due: string;
  };
  /** Credit transfer (payment means 58) to the seller's account (BG-17); null when there is none. */
  payment: { iban: string; bic: string | null; accountName: string | null } | null;
  /**
   * Invoice notes (BG-1) with UNTDID 4451 subject codes. The French rules (BR-FR-05/06) require each of
   * these exactly once: PMT the fixed €40 recovery indemnity, PMD the late-payment penalties, AAB the
   * early-payment discount (or that there is none). REG: other regulatory information.
   */
  notes: { subjectCode: 'PMT' | 'PMD' | 'AAB' | 'REG' | null; text: string }[];
}

/** The exemption written on every VAT row of an invoice under the travel agents' margin scheme. */
export const MARGIN_SCHEME_EXEMPTION = {
  code: 'VATEX-EU-D',
  reason: 'Régime particulier – agences de voyages',
} as const;
