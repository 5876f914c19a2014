/**
 * An issued invoice or credit note as the e-invoice says it (EN 16931 in CII), from exactly what
 * its PDF prints (InvoicePdfData), so the two carry the same numbers to the cent.
 * - A credit note (type 381) states its amounts as positive credits: the stored rows, negated in
 *   the database, are negated back (a kept cancellation charge becomes a negative line), and it
 *   names the invoice it corrects (BT-25/26).
 * - Net prices are never negative (BR-27): the sign goes on the quantity.
 * - Under the travel agents' margin scheme every line is VAT category E at 0 % with the exemption
 *   code VATEX-EU-D; under standard VAT a line with a rate is S, one at 0 % (a kept charge) Z.
 * - Paid amount: what the stored PDF printed as Total Paid; amount due = total − paid (BR-CO-16).
 * - Delivery date (BT-72): the request's first check-in, when the service starts.
 */
import Big from 'big.js';
import type { EInvoice, EInvoiceLine, EInvoiceParty, EInvoiceVat, VatCategory } from '@domain/e-invoicing/types.js';
import { MARGIN_SCHEME_EXEMPTION } from '@domain/e-invoicing/types.js';
import type { BuyerIdentity, SellerIdentity } from '@domain/legal-identity/requirements.js';
import { plainLines } from '../../pdf/index.js';
import type { InvoicePdfData } from '../pdf/invoice-data.js';
import type { VatRegime } from '../vat-regime.js';

export interface EInvoiceSource {
  data: InvoicePdfData;
  seller: SellerIdentity;
  buyer: BuyerIdentity;
  regime: VatRegime;
}

const ITEM_FALLBACK = { en: 'Travel service', fr: 'Prestation de voyage' } as const;

/**
 * The French rules (BR-FR-05) want three notes, once each: PMD the late-payment penalties (the
 * tenant's legal mentions), PMT the fixed recovery indemnity and AAB the early-payment discount,
 * both set by law for a business buyer (Code de commerce L441-10) and so written as such.
 */
const FIXED_NOTES = {
  en: {
    PMT: 'Fixed indemnity for recovery costs in case of late payment: €40 (art. L441-10 Code de commerce).',
    AAB: 'No discount for early payment.',
    PMD: 'Late-payment penalties: three times the French legal interest rate.',
  },
  fr: {
    PMT: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (art. L441-10 du Code de commerce).',
    AAB: "Pas d'escompte pour paiement anticipé.",
    PMD: "Pénalités de retard : trois fois le taux d'intérêt légal.",
  },
} as const;

const money = (value: Big) => value.toFixed(2);
const rateText = (rate: string) => new Big(rate).toFixed(2);

function category(regime: VatRegime, rate: string): VatCategory {
  if (regime === 'margin') return 'E';
  return new Big(rate).eq(0) ? 'Z' : 'S';
}

/** What both parties state: name, identifiers, postal and electronic addresses. */
function party(p: SellerIdentity | BuyerIdentity): EInvoiceParty {
  return {
    name: p.legalName,
    siren: p.siren,
    siret: p.siret,
    vatNumber: p.vatNumber,
    electronicAddress: p.electronicAddress,
    address: { street: p.street, postcode: p.postcode, city: p.city, countryCode: p.countryCode },
    email: p.email,
  };
}

/** The seller also states its legal form, share capital and RCS (BT-33). */
const sellerParty = (s: SellerIdentity): EInvoiceParty => ({
  ...party(s),
  legalForm: s.legalForm,
  shareCapital: s.shareCapital,
  rcsCity: s.rcsCity,
});

export function toEInvoice({ data, seller, buyer, regime }: EInvoiceSource, lang: 'en' | 'fr'): EInvoice {
  const { head } = data;
  if (!head.number || !head.issueDate) throw new Error(`Invoice ${head.id} is not issued: it has no electronic form`);
  const creditNote = head.documentType === 'creditNote';
  // A credit note's stored amounts are negative; the document states them as credits.
  const signed = (value: string) => (creditNote ? new Big(value).times(-1) : new Big(value));

  const lines: EInvoiceLine[] = data.rows.map((row, index) => {
    const total = signed(row.subtotal);
    const quantity = signed(row.quantity);
    return {
      id: String(index + 1),
      name: plainLines(row.description).replace(/\s+/g, ' ').trim() || row.serviceName || ITEM_FALLBACK[lang],
      quantity: quantity.toFixed(),
      netPrice: money(new Big(row.fee).abs()),
      lineTotal: money(total),
      vatCategory: category(regime, row.taxRate),
      vatRate: rateText(row.taxRate),
    };
  });

  const vat: EInvoiceVat[] = data.taxes.map((t) => {
    const cat = category(regime, t.rate);
    return {
      category: cat,
      rate: rateText(t.rate),
      basis: money(signed(t.base)),
      tax: money(signed(t.tax)),
      exemptionReason: cat === 'E' ? MARGIN_SCHEME_EXEMPTION.reason : null,
      exemptionCode: cat === 'E' ? MARGIN_SCHEME_EXEMPTION.code : null,
    };
  });

  const grandTotal = signed(head.grandTotal);
  // BT-113 (paid amount): what payments and credit notes settled of it in the receivables ledger,
  // so that BT-115 (amount due, grand total less it: BR-CO-16) is the ledger's balance.
  const paid = creditNote ? new Big(0) : new Big(head.paidTotal).minus(head.credited);
  const mentions = lang === 'fr' ? seller.legalMentionsFr : seller.legalMentionsEn;
  return {
    number: head.number,
    typeCode: creditNote ? '381' : '380',
    issueDate: head.issueDate,
    dueDate: head.dueDate,
    currency: head.currencyInitial ?? 'EUR',
    buyerReference: head.agencyReference || head.requestReference,
    precedingInvoice:
      creditNote && head.correctsInvoiceNumber && head.correctsIssueDate
        ? { number: head.correctsInvoiceNumber, issueDate: head.correctsIssueDate }
        : null,
    seller: sellerParty(seller),
    buyer: party(buyer),
    lines,
    vat,
    totals: {
      lineTotal: money(signed(head.subtotal)),
      taxBasis: money(signed(head.subtotal)),
      taxTotal: money(signed(head.taxTotal)),
      grandTotal: money(grandTotal),
      paid: money(paid),
      due: money(grandTotal.minus(paid)),
    },
    payment:
      !creditNote && seller.paymentAccount?.iban
        ? { iban: seller.paymentAccount.iban, bic: seller.paymentAccount.bic, accountName: seller.legalName }
        : null,
    notes: [
      { subjectCode: 'PMD', text: mentions || FIXED_NOTES[lang].PMD },
      { subjectCode: 'PMT', text: FIXED_NOTES[lang].PMT },
      { subjectCode: 'AAB', text: FIXED_NOTES[lang].AAB },
    ],
    deliveryDate: head.firstCheckInDate,
  };
}
