/**
 * Synthetic invoices for the CII tests: fictitious parties whose SIREN, SIRET and VAT keys are valid
 * (Luhn; FR key = (12 + 3 × (SIREN mod 97)) mod 97) and a valid French IBAN.
 */
import Big from 'big.js';
import { rowSubtotal, taxBreakdown } from '@domain/finance/money.js';
import {
  MARGIN_SCHEME_EXEMPTION,
  type EInvoice,
  type EInvoiceLine,
  type EInvoiceParty,
  type VatCategory,
} from '@domain/e-invoicing/types.js';

export const seller: EInvoiceParty = {
  name: 'Azur Voyages SAS',
  siren: '732829320',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  electronicAddress: null,
  address: { street: '12 promenade des Anglais', postcode: '06000', city: 'Nice', countryCode: 'FR' },
  email: 'factures@azur-voyages.example',
  legalForm: 'SAS',
  shareCapital: '50 000',
  rcsCity: 'Nice',
};

export const buyer: EInvoiceParty = {
  name: 'Voyages "L\'Étoile" & Fils',
  siren: '552100554',
  siret: '55210055400013',
  vatNumber: 'FR12552100554',
  electronicAddress: null,
  address: { street: '3 rue de la République', postcode: '69002', city: 'Lyon', countryCode: 'FR' },
  email: null,
};

const notes: EInvoice['notes'] = [
  { subjectCode: 'PMD', text: 'Pénalités de retard : trois fois le taux d’intérêt légal.' },
  {
    subjectCode: 'PMT',
    text: 'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 du Code de commerce).',
  },
  { subjectCode: 'AAB', text: 'Pas d’escompte pour paiement anticipé.' },
];

export interface RowInput {
  name: string;
  quantity: string;
  price: string;
  rate: string;
}

/**
 * Builds the document with the project's money rules (src/domain/finance/money.ts): a line is
 * round(quantity × price, 2), the tax of each rate is computed on the sum of its lines.
 */
export function invoiceOf(
  rows: RowInput[],
  options: { regime: 'margin' | 'standard'; typeCode?: '380' | '381'; paid?: string; number?: string } = {
    regime: 'standard',
  },
): EInvoice {
  const category: VatCategory = options.regime === 'margin' ? 'E' : 'S';
  const priced = rows.map((r) => ({ fee: r.price, quantity: r.quantity, taxRate: category === 'E' ? 0 : r.rate }));
  const lines: EInvoiceLine[] = rows.map((r, i) => ({
    id: String(i + 1),
    name: r.name,
    quantity: r.quantity,
    netPrice: r.price,
    lineTotal: rowSubtotal(priced[i]).toFixed(2),
    vatCategory: category,
    vatRate: new Big(priced[i].taxRate).toFixed(2),
  }));
  const vat = taxBreakdown(priced).map((t) => ({
    category,
    rate: t.rate.toFixed(2),
    basis: t.base.toFixed(2),
    tax: t.tax.toFixed(2),
    exemptionReason: category === 'E' ? MARGIN_SCHEME_EXEMPTION.reason : null,
    exemptionCode: category === 'E' ? MARGIN_SCHEME_EXEMPTION.code : null,
  }));
  const lineTotal = lines.reduce((s, l) => s.plus(l.lineTotal), new Big(0));
  const taxTotal = vat.reduce((s, v) => s.plus(v.tax), new Big(0));
  const grandTotal = lineTotal.plus(taxTotal);
  const paid = new Big(options.paid ?? '0');
  const typeCode = options.typeCode ?? '380';
  return {
    number: options.number ?? (typeCode === '381' ? 'AV-2026-0003' : 'FA-2026-0042'),
    typeCode,
    issueDate: '2026-09-15',
    dueDate: '2026-10-15',
    deliveryDate: '2026-09-12',
    currency: 'EUR',
    buyerReference: 'DOSSIER-7781',
    precedingInvoice: typeCode === '381' ? { number: 'FA-2026-0042', issueDate: '2026-09-15' } : null,
    seller,
    buyer,
    lines,
    vat,
    totals: {
      lineTotal: lineTotal.toFixed(2),
      taxBasis: lineTotal.toFixed(2),
      taxTotal: taxTotal.toFixed(2),
      grandTotal: grandTotal.toFixed(2),
      paid: paid.toFixed(2),
      due: grandTotal.minus(paid).toFixed(2),
    },
    payment: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', accountName: 'Azur Voyages SAS' },
    notes,
  };
}
