import { describe, expect, it } from 'vitest';
import {
  buyerGaps,
  eInvoicingApplies,
  sellerGaps,
  type BuyerIdentity,
  type SellerIdentity,
} from '@domain/legal-identity/requirements.js';

const seller: SellerIdentity = {
  legalName: 'Azur Voyages SAS',
  siren: '912345675',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  street: '12 Promenade des Anglais',
  postcode: '06000',
  city: 'Nice',
  countryCode: 'FR',
  electronicAddress: null,
  email: null,
  legalForm: 'SAS',
  shareCapital: '50000.00',
  rcsCity: 'Nice',
  vatRegime: 'margin',
  eInvoicing: 'auto',
  eInvoicingOn: true,
  legalMentionsEn: null,
  legalMentionsFr: null,
  paymentAccount: { id: 1, title: 'Main', iban: 'FR7699999000010001234567809', bic: null },
};

const buyer: BuyerIdentity = {
  agencyId: 1,
  name: 'Blue Horizon Travel',
  legalName: 'Blue Horizon Travel SARL',
  siren: '928765437',
  siret: null,
  vatNumber: null,
  street: '24 Rue de Rivoli',
  postcode: '75004',
  city: 'Paris',
  countryCode: 'FR',
  electronicAddress: null,
  email: null,
};

describe('what the seller lacks', () => {
  it('is nothing for a complete identity', () => {
    expect(sellerGaps(seller, 'en')).toEqual([]);
  });

  it('names every missing piece in the form order, in en and fr', () => {
    const empty: SellerIdentity = {
      ...seller,
      legalName: '',
      siren: null,
      siret: null,
      vatNumber: null,
      street: ' ',
      postcode: '',
      city: '',
      countryCode: '',
      paymentAccount: null,
    };
    expect(sellerGaps(empty, 'en')).toEqual([
      'Official Company Name',
      'SIREN',
      'SIRET',
      'VAT Number',
      'Street',
      'Postcode',
      'City',
      'Country Code',
      'Account Printed on Invoices',
    ]);
    expect(sellerGaps(empty, 'fr')).toContain('Compte imprimé sur les factures');
  });

  it('counts an invalid value as missing: a SIRET of another SIREN, a VAT number of another SIREN, an IBAN with a wrong key', () => {
    expect(sellerGaps({ ...seller, siret: '92876543700019' }, 'en')).toEqual(['SIRET']);
    expect(sellerGaps({ ...seller, vatNumber: 'FR35928765437' }, 'en')).toEqual(['VAT Number']);
    const account = { ...seller.paymentAccount!, iban: 'FR7699999000010001234567800' };
    expect(sellerGaps({ ...seller, paymentAccount: account }, 'en')).toEqual([
      'IBAN of the Account Printed on Invoices',
    ]);
  });
});

describe('what a buyer lacks', () => {
  it('is nothing for a complete French agency, or a foreign one without SIREN', () => {
    expect(buyerGaps(buyer, 'en')).toEqual([]);
    expect(buyerGaps({ ...buyer, siren: null, countryCode: 'DE', vatNumber: 'DE298765431' }, 'en')).toEqual([]);
  });

  it('asks a French agency for its SIREN and every agency for its postal address', () => {
    const bare = { ...buyer, siren: null, street: '', postcode: '', city: '', countryCode: 'FR' };
    expect(buyerGaps(bare, 'en')).toEqual(['SIREN', 'Street', 'Postcode', 'Town']);
    expect(buyerGaps(bare, 'fr')).toEqual(['SIREN', 'Voie (numéro et rue)', 'Code postal', 'Localité']);
  });

  it('asks for a legal name only when neither it nor a title is there (the reader falls back to the title)', () => {
    expect(buyerGaps({ ...buyer, legalName: '' }, 'en')).toEqual(['Legal Name']);
  });

  it('counts a stored invalid SIRET or VAT number as missing', () => {
    expect(buyerGaps({ ...buyer, siret: '92876543700018', vatNumber: 'FR00928765437' }, 'en')).toEqual([
      'SIRET',
      'VAT Number',
    ]);
  });
});

describe('whether e-invoicing applies', () => {
  it("is on when set on, off when set off, and on in France when 'auto'", () => {
    expect(eInvoicingApplies('on', 'BE')).toBe(true);
    expect(eInvoicingApplies('off', 'FR')).toBe(false);
    expect(eInvoicingApplies('auto', 'FR')).toBe(true);
    expect(eInvoicingApplies('auto', 'BE')).toBe(false);
  });
});
