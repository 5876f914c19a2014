/**
 * Fictitious legal identities for the demo: the tenant (Azur Voyages SAS, Nice), every demo
 * agency and the bank accounts, complete enough to issue e-invoices right after `npm start`.
 * The numbers were made up and completed with their keys (Luhn for SIREN and SIRET, the French
 * VAT key, mod 97 for IBANs, the French RIB key inside the FR IBANs), on a bank code (99999) and
 * BICs ('DEMO…') that no bank has; none was looked up, none is meant to be a real company's.
 * tests/unit/domain/legal-identity/demo-identities.test.ts checks them all.
 */

/** The tenant's Legal Identity tab (SAAS tenancy settings). */
export const DEMO_TENANT_IDENTITY = {
  legalForm: 'SAS',
  shareCapital: 50000,
  siren: '912345675',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  rcsCity: 'Nice',
  street: '12 Promenade des Anglais',
  postcode: '06000',
  city: 'Nice',
  countryCode: 'FR',
  vatRegime: 'margin',
  eInvoicing: 'auto',
} as const;

/** Per demo agency code: its legal name, identifiers and postal address. */
export const DEMO_AGENCY_IDENTITIES: Record<string, Record<string, string>> = {
  BHT: {
    legalName: 'Blue Horizon Travel SARL',
    siren: '928765437',
    siret: '92876543700019',
    vatNumber: 'FR35928765437',
    street: '24 Rue de Rivoli',
    postcode: '75004',
    city: 'Paris',
    countryCode: 'FR',
    electronicAddress: '928765437',
  },
  SRT: {
    legalName: 'Sunrise Turizm Ltd. Şti.',
    street: 'Istiklal Cd. 101, Beyoğlu',
    postcode: '34433',
    city: 'Istanbul',
    countryCode: 'TR',
  },
  ATV: {
    legalName: 'Atlas Voyages Ltd',
    street: '77 Baker Street',
    postcode: 'W1U 6AG',
    city: 'London',
    countryCode: 'GB',
  },
  DRH: {
    legalName: 'Desert Rose Holidays LLC',
    street: 'Al Wasl Rd 12, Jumeirah',
    // The Emirates have no postcodes; '00000' is what their forms take.
    postcode: '00000',
    city: 'Dubai',
    countryCode: 'AE',
  },
  NDT: {
    legalName: 'Nordic Trails GmbH',
    vatNumber: 'DE298765431',
    street: 'Friedrichstraße 50',
    postcode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
  },
  AGE: {
    legalName: 'Aegean Escapes IKE',
    vatNumber: 'EL099876543',
    street: 'Ermou 30',
    postcode: '105 63',
    city: 'Athens',
    countryCode: 'GR',
  },
};

/** Per demo payment account ref: the bank details of the bank accounts (BNK-EUR01 is printed on invoices). */
export const DEMO_BANK_DETAILS: Record<string, { iban: string; bic: string }> = {
  'BNK-EUR01': { iban: 'FR7699999000010001234567809', bic: 'DEMOFRPPXXX' },
  'BNK-USD01': { iban: 'FR7699999000010001234567906', bic: 'DEMOFRPPXXX' },
  'BNK-GBP01': { iban: 'GB83DEMO40051531926819', bic: 'DEMOGB2L' },
  'BNK-TRY01': { iban: 'TR249999900000000123456789', bic: 'DEMOTRIS' },
  'BNK-OLD01': { iban: 'FR7699999000010009876543219', bic: 'DEMOFRPPXXX' },
};
