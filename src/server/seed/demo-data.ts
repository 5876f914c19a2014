/**
 * Demo reference data for an empty database, keyed by schema $id. Ids are explicit so that
 * references between them hold; sequences are moved past them afterwards.
 */
import { DEMO_AGENCY_IDENTITIES, DEMO_BANK_DETAILS } from './demo-identities.js';
import { referenceRows } from './reference-data.js';

type SeedRow = Record<string, unknown> & { id: number };

const typeGroups: SeedRow[] = [
  { id: 8, title: 'General Types' },
  { id: 10, title: 'Extra Services' },
  { id: 11, title: 'Payment Categories' },
  { id: 12, title: 'Payment Types' },
  { id: 13, title: 'Transportation Types' },
  { id: 14, title: 'Station Types' },
  { id: 15, title: 'Providing Policies' },
  { id: 16, title: 'Excursion Types' },
];

const infraTypesByGroup: [number, string[]][] = [
  [8, ['Hotel Category', 'Room View', 'Meal Plan']],
  [10, ['Airport Transfer', 'Travel Insurance', 'Visa Service', 'SIM Card', 'Guide']],
  [11, ['Bank Account', 'Cash', 'Credit Card', 'Online Wallet']],
  [12, ['Bank Transfer', 'Cash', 'Credit Card', 'Cheque']],
  [13, ['Flight', 'Train', 'Bus', 'Ferry']],
  [14, ['Airport', 'Train Station', 'Bus Terminal', 'Seaport']],
  [15, ['Room Only', 'Bed & Breakfast', 'Half Board', 'Full Board', 'All Inclusive']],
  [16, ['City Tour', 'Desert Safari', 'Boat Trip', 'Cultural Visit', 'Nature & Hiking', 'Food & Wine']],
];
let nextInfraId = 1;
const infraTypes: SeedRow[] = infraTypesByGroup.flatMap(([typeGroupId, titles]) =>
  titles.map((title) => ({ id: nextInfraId++, title, typeGroupId })),
);
const category = (title: string) => infraTypes.find((t) => t.typeGroupId === 11 && t.title === title)!.id;

// Symbols the product's fonts draw: it bundles none, and every font of its stack (Inter, Segoe UI,
// Roboto, Helvetica Neue, Arial; DejaVu or Liberation Sans on Linux) covers Latin and '€', not
// '₺' (2012), the Arabic 'د.إ' or '﷼', which showed as boxes: their Latin abbreviations instead.
const currencies: SeedRow[] = [
  ['Euro', 'EUR', '€'],
  ['US Dollar', 'USD', '$'],
  ['Pound Sterling', 'GBP', '£'],
  ['Turkish Lira', 'TRY', 'TL'],
  ['UAE Dirham', 'AED', 'Dh'],
  ['Swiss Franc', 'CHF', 'CHF'],
  ['Japanese Yen', 'JPY', '¥'],
  ['Saudi Riyal', 'SAR', 'SR'],
  ['Egyptian Pound', 'EGP', 'E£'],
].map(([title, initial, symbol], i) => ({ id: i + 1, title, initial, symbol, isActive: initial !== 'SAR' }));

const countryCities: [string, string, string[]][] = [
  ['France', 'FR', ['Paris', 'Lyon', 'Nice']],
  ['Turkey', 'TR', ['Istanbul', 'Antalya', 'Izmir', 'Cappadocia']],
  ['United Kingdom', 'GB', ['London', 'Edinburgh', 'Manchester']],
  ['United States', 'US', ['New York', 'Miami', 'Los Angeles']],
  ['United Arab Emirates', 'AE', ['Dubai', 'Abu Dhabi']],
  ['Italy', 'IT', ['Rome', 'Venice', 'Florence']],
  ['Spain', 'ES', ['Madrid', 'Barcelona', 'Seville']],
  ['Germany', 'DE', ['Berlin', 'Munich']],
  ['Greece', 'GR', ['Athens', 'Santorini', 'Mykonos']],
  ['Egypt', 'EG', ['Cairo', 'Luxor', 'Hurghada']],
  ['Japan', 'JP', ['Tokyo', 'Kyoto']],
  ['Switzerland', 'CH', ['Zurich', 'Geneva']],
];
const countries: SeedRow[] = countryCities.map(([title, code], i) => ({ id: i + 1, title, code }));
let nextCityId = 1;
const cities: SeedRow[] = countryCities.flatMap(([, , names], i) =>
  names.map((title) => ({ id: nextCityId++, title, countryId: i + 1 })),
);

const reference = new Map(referenceRows({ countries, cities, infraTypes }));
const cityId = (title: string) => cities.find((c) => c.title === title)!.id;

// Agency groups (reference-data.ts): 1 Premium, 2 Standard, 3 Online, 4 Corporate.
const agencies: SeedRow[] = [
  [
    'Blue Horizon Travel',
    'BHT',
    'contact@bluehorizon.example',
    '+33 1 40 00 00 01',
    'Paris',
    '24 Rue de Rivoli, 75004 Paris',
    'Sophie Laurent',
    1,
  ],
  [
    'Sunrise Tours',
    'SRT',
    'hello@sunrise.example',
    '+90 212 000 00 02',
    'Istanbul',
    'Istiklal Cd. 101, Beyoğlu, Istanbul',
    'Mehmet Kaya',
    2,
  ],
  [
    'Atlas Voyages',
    'ATV',
    'info@atlas.example',
    '+44 20 7000 0003',
    'London',
    '77 Baker Street, London W1U',
    'Oliver Smith',
    1,
  ],
  [
    'Desert Rose Holidays',
    'DRH',
    'sales@desertrose.example',
    '+971 4 000 0004',
    'Dubai',
    'Al Wasl Rd 12, Jumeirah, Dubai',
    'Layla Rahman',
    3,
  ],
  [
    'Nordic Trails',
    'NDT',
    'book@nordictrails.example',
    '+49 30 0000 0005',
    'Berlin',
    'Friedrichstraße 50, 10117 Berlin',
    'Erik Hansen',
    4,
  ],
  [
    'Aegean Escapes',
    'AGE',
    'team@aegean.example',
    '+30 21 0000 0006',
    'Athens',
    'Ermou 30, Athens 105 63',
    'Dimitra Kostas',
    2,
  ],
].map(([title, code, email, phone, city, address, managerName, agencyGroupId], i) => ({
  id: i + 1,
  title,
  code,
  email,
  phone,
  isActive: i !== 5,
  address,
  managerName,
  agencyGroupId,
  cityId: cityId(city as string),
  countryId: cities.find((c) => c.title === city)!.countryId,
  ...DEMO_AGENCY_IDENTITIES[code as string],
}));

const paymentAccounts: SeedRow[] = (
  [
    ['Main EUR Bank Account', 'BNK-EUR01', 'MAIN EUR', 'Bank Account', true],
    ['USD Operations Account', 'BNK-USD01', 'OPS USD', 'Bank Account', true],
    ['GBP Receivables', 'BNK-GBP01', 'GBP REC', 'Bank Account', true],
    ['TRY Local Account', 'BNK-TRY01', 'TRY LOCAL', 'Bank Account', true],
    ['Legacy Savings Account', 'BNK-OLD01', 'LEGACY', 'Bank Account', false],
    ['Head Office Cash Desk', 'CSH-HQ01', 'HQ CASH', 'Cash', true],
    ['Airport Desk Cash', 'CSH-APT01', 'APT CASH', 'Cash', true],
    ['Petty Cash', 'CSH-PET01', 'PETTY', 'Cash', false],
    ['Corporate Visa Card', 'CC-VISA01', 'VISA CORP', 'Credit Card', true],
    ['Mastercard Business', 'CC-MC01', 'MC BIZ', 'Credit Card', true],
    ['Amex Travel Card', 'CC-AMX01', 'AMEX', 'Credit Card', true],
    ['Old Debit Card', 'CC-DEB01', 'DEBIT OLD', 'Credit Card', false],
    ['PayPal Wallet', 'OW-PP01', 'PAYPAL', 'Online Wallet', true],
    ['Stripe Balance', 'OW-STR01', 'STRIPE', 'Online Wallet', true],
    ['Wise Multi-Currency', 'OW-WISE01', 'WISE', 'Online Wallet', true],
    ['Apple Pay Merchant', 'OW-APL01', 'APPLE PAY', 'Online Wallet', false],
  ] as const
).map(([title, ref, initial, cat, isActive], i) => ({
  id: i + 1,
  title,
  ref,
  initial,
  infraTypeId: category(cat),
  isActive,
  description: `<p>${title}: used for <strong>${cat.toLowerCase()}</strong> payments.</p>`,
  ...DEMO_BANK_DETAILS[ref],
}));

/** Rows per schema $id, in insertion order (referenced entities first). */
export const DEMO_ROWS: [string, SeedRow[]][] = [
  ['type-group', typeGroups],
  ['infra-type', infraTypes],
  ['currency', currencies],
  ['country', countries],
  ['city', cities],
  ['agency-group', reference.get('agency-group')!],
  ['agency', agencies],
  ['payment-account', paymentAccounts],
  ...[...reference].filter(([name]) => name !== 'agency-group'),
];
