/**
 * What an e-invoice needs to know about who sells and who buys, and what is still missing. The
 * server refuses to issue while a gap remains (409 naming them) and the tenancy settings screen
 * lists them (GET /api/finance/einvoicing/readiness). The labels are those of the settings and
 * agency forms, in the caller's language.
 *
 * Text a form leaves empty is '' in the name and address fields (an e-invoice always has them
 * once complete) and null in the identifiers, which some parties do not have.
 *
 * @example
 *   sellerGaps(seller, 'en') // ['SIRET', 'Postcode']
 */
import type { Lang } from '@schema/types.js';
import { compactIdentifier, isEuVatNumber, isIban, isSiren, isSiret, vatMatchesSiren } from './checks.js';

export type VatRegime = 'margin' | 'standard';
export type EInvoicingSetting = 'auto' | 'on' | 'off';

/** A party's legal identity, as both parties have it. */
interface PartyIdentity {
  /** Registered legal name. */
  legalName: string;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'FR'. */
  countryCode: string;
  /** The identifier an e-invoicing platform routes on (BT-34 / BT-49); null: none given. */
  electronicAddress: string | null;
  email: string | null;
}

/** The account printed on invoices as the payment instructions. */
export interface PaymentAccountIdentity {
  id: number;
  title: string;
  iban: string | null;
  bic: string | null;
}

/** The tenant (the seller), from its tenancy settings. `legalName` is the Official Company Name. */
export interface SellerIdentity extends PartyIdentity {
  legalForm: string | null;
  /** Decimal string, e.g. '50000.00'. */
  shareCapital: string | null;
  rcsCity: string | null;
  vatRegime: VatRegime;
  eInvoicing: EInvoicingSetting;
  /** Whether e-invoicing applies now: 'on', or 'auto' with country code FR. */
  eInvoicingOn: boolean;
  legalMentionsEn: string | null;
  legalMentionsFr: string | null;
  paymentAccount: PaymentAccountIdentity | null;
}

/** An agency (the buyer). `legalName` falls back to the agency's title when no legal name is given. */
export interface BuyerIdentity extends PartyIdentity {
  agencyId: number;
  /** The agency's title (how the back office calls it). */
  name: string;
}

/** Whether e-invoicing applies: 'on' always, 'off' never, 'auto' for a tenant established in France. */
export const eInvoicingApplies = (setting: EInvoicingSetting, countryCode: string): boolean =>
  setting === 'on' || (setting === 'auto' && countryCode.toUpperCase() === 'FR');

const LABELS = {
  en: {
    legalName: 'Official Company Name',
    buyerLegalName: 'Legal Name',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT Number',
    street: 'Street',
    postcode: 'Postcode',
    city: 'City',
    buyerCity: 'Town',
    countryCode: 'Country Code',
    paymentAccount: 'Account Printed on Invoices',
    iban: 'IBAN of the Account Printed on Invoices',
  },
  fr: {
    legalName: 'Raison sociale',
    buyerLegalName: 'Raison sociale',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° de TVA intracommunautaire',
    street: 'Voie (numéro et rue)',
    postcode: 'Code postal',
    city: 'Ville',
    buyerCity: 'Localité',
    countryCode: 'Code pays',
    paymentAccount: 'Compte imprimé sur les factures',
    iban: 'IBAN du compte imprimé sur les factures',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const blank = (value: string | null | undefined) => !value?.trim();
const validCountry = (value: string) => /^[A-Z]{2}$/.test(value.trim());

/**
 * What the seller still lacks for an e-invoice: legal name, SIREN, SIRET, VAT number (the French
 * one of its SIREN), street, postcode, city, country code, and the account printed on invoices
 * with a valid IBAN. A value given but invalid counts as missing.
 */
export function sellerGaps(seller: SellerIdentity, lang: Lang): string[] {
  const t = LABELS[lang];
  const gaps: string[] = [];
  if (blank(seller.legalName)) gaps.push(t.legalName);
  if (!seller.siren || !isSiren(seller.siren)) gaps.push(t.siren);
  // A SIRET is one of the SIREN's establishments: its first 9 digits.
  const siretOfSiren =
    !seller.siren || compactIdentifier(seller.siret ?? '').startsWith(compactIdentifier(seller.siren));
  if (!seller.siret || !isSiret(seller.siret) || !siretOfSiren) gaps.push(t.siret);
  const vatOk =
    seller.vatNumber &&
    isEuVatNumber(seller.vatNumber) &&
    (!seller.siren || !isSiren(seller.siren) || vatMatchesSiren(seller.vatNumber, seller.siren));
  if (!vatOk) gaps.push(t.vatNumber);
  gaps.push(...addressGaps(seller, t.city, lang));
  if (!seller.paymentAccount) gaps.push(t.paymentAccount);
  else if (!seller.paymentAccount.iban || !isIban(seller.paymentAccount.iban)) gaps.push(t.iban);
  return gaps;
}

/**
 * What an agency still lacks to be invoiced electronically: legal name (its title stands in, so
 * only an agency without either lacks it), SIREN when it is in France, street, postcode, town,
 * country code. A SIREN, SIRET or VAT number given must be valid (the forms make sure of it; this
 * covers rows written before the checks).
 */
export function buyerGaps(buyer: BuyerIdentity, lang: Lang): string[] {
  const t = LABELS[lang];
  const gaps: string[] = [];
  if (blank(buyer.legalName)) gaps.push(t.buyerLegalName);
  const inFrance = buyer.countryCode.trim() === 'FR';
  if ((inFrance && !buyer.siren) || (buyer.siren && !isSiren(buyer.siren))) gaps.push(t.siren);
  if (buyer.siret && !isSiret(buyer.siret)) gaps.push(t.siret);
  if (buyer.vatNumber && !isEuVatNumber(buyer.vatNumber)) gaps.push(t.vatNumber);
  gaps.push(...addressGaps(buyer, t.buyerCity, lang));
  return gaps;
}

function addressGaps(party: PartyIdentity, cityLabel: string, lang: Lang): string[] {
  const t = LABELS[lang];
  const gaps: string[] = [];
  if (blank(party.street)) gaps.push(t.street);
  if (blank(party.postcode)) gaps.push(t.postcode);
  if (blank(party.city)) gaps.push(cityLabel);
  if (!validCountry(party.countryCode)) gaps.push(t.countryCode);
  return gaps;
}
