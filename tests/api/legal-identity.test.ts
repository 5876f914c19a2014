/**
 * Legal identities over HTTP: the demo tenant's and agencies' identities, the SIREN / SIRET /
 * VAT / IBAN / BIC checks of the tenancy settings, agencies and payment accounts (400 with the
 * shared messages, en and fr), the VAT number that must carry the SIREN, and
 * GET /api/finance/einvoicing/readiness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';

type Row = Record<string, unknown>;
const SETTINGS = '/api/providersettings/saastenancysettings';
const AGENCY = '/api/agencymanagement/agency';
const ACCOUNT = '/api/finance/paymentaccount';
const READINESS = '/api/finance/einvoicing/readiness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row, lang = 'en', bearer = admin) =>
  t.call(bearer, { method, url, payload, headers: { 'accept-language': lang } });
const settings = async () => (await call('GET', `${SETTINGS}/get`)).json<Row>();
const saveSettings = (changes: Row, lang = 'en') =>
  settings().then((current) => call('POST', `${SETTINGS}/save`, { ...current, ...changes }, lang));
const agency = async (id: number) => (await call('GET', `${AGENCY}/getbyid?id=${id}`)).json<Row>();
const updateAgency = (id: number, changes: Row, lang = 'en') =>
  agency(id).then((row) => call('PUT', `${AGENCY}/update`, { ...row, ...changes }, lang));
const readiness = async (lang = 'en') => {
  const res = await call('GET', READINESS, undefined, lang);
  expect(res.statusCode).toBe(200);
  return res.json<{
    enabled: boolean;
    sellerGaps: string[];
    agenciesMissing: { id: number; title: string; gaps: string[] }[];
  }>();
};

describe('the demo identities', () => {
  it('gives the tenant a complete French identity under the margin scheme, with both legal mentions', async () => {
    expect(await settings()).toMatchObject({
      officialCompanyName: 'Azur Voyages SAS',
      legalForm: 'SAS',
      siren: '912345675',
      siret: '91234567500017',
      vatNumber: 'FR65912345675',
      street: '12 Promenade des Anglais',
      postcode: '06000',
      city: 'Nice',
      countryCode: 'FR',
      vatRegime: 'margin',
      eInvoicing: 'auto',
      invoiceLegalMentions: expect.stringContaining('€40'),
      invoiceLegalMentionsFr: expect.stringContaining('40 €'),
    });
  });

  it('shows the agencies SIREN in the list and gives the bank account printed on invoices an IBAN', async () => {
    const list = (await call('GET', `${AGENCY}/get?search=Blue Horizon`)).json<{ agencies: Row[] }>();
    expect(list.agencies[0]).toMatchObject({ title: 'Blue Horizon Travel', siren: '928765437', countryCode: 'FR' });
    const [account] = (await call('GET', `${ACCOUNT}/get?search=BNK-EUR01`)).json<{
      financeListing: { paymentAccounts: Row[] };
    }>().financeListing.paymentAccounts;
    expect(account).toMatchObject({ iban: 'FR7699999000010001234567809', bic: 'DEMOFRPPXXX' });
  });

  it('leaves nothing for e-invoicing to ask: on (France, auto), no gap anywhere', async () => {
    expect(await readiness()).toEqual({ enabled: true, sellerGaps: [], agenciesMissing: [] });
  });
});

describe('checks of the tenancy settings', () => {
  it('refuses an invalid SIREN and SIRET with the shared messages, in en and fr', async () => {
    const en = await saveSettings({ siren: '912345676', siret: '9123456750001' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      siren: ['SIREN must be 9 digits with a valid check digit.'],
      siret: ['SIRET must be 14 digits with a valid check digit.'],
    });
    const fr = await saveSettings({ siren: '912345676' }, 'fr');
    expect(fr.json().errors).toEqual({
      siren: ['Le champ « SIREN » doit contenir 9 chiffres avec une clé de contrôle valide.'],
    });
  });

  it('refuses a French VAT number that is not the one of the SIREN', async () => {
    // FR35928765437 is a valid number, but Blue Horizon's, not the tenant's SIREN 912345675.
    const res = await saveSettings({ vatNumber: 'FR35928765437' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ vatNumber: ['VAT Number does not match the SIREN.'] });
    const fr = await saveSettings({ vatNumber: 'FR35928765437' }, 'fr');
    expect(fr.json().errors).toEqual({
      vatNumber: ['Le champ « N° de TVA intracommunautaire » ne correspond pas au SIREN.'],
    });
  });

  it('refuses a regime or an e-invoicing setting outside the list', async () => {
    const res = await saveSettings({ vatRegime: 'reduced', eInvoicing: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['eInvoicing', 'vatRegime']);
  });
});

describe('checks of agencies and payment accounts', () => {
  it('refuses an agency SIRET, VAT number and country code that do not pass their checks', async () => {
    const res = await updateAgency(1, { siret: '92876543700018', vatNumber: 'FR99928765437', countryCode: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      siret: ['SIRET must be 14 digits with a valid check digit.'],
      vatNumber: ['VAT Number must be a valid intra-EU VAT number (e.g. FR44732829320).'],
      countryCode: ['Country Code must be two capital letters (ISO 3166-1), e.g. FR.'],
    });
  });

  it('accepts identifiers typed with spaces, and a foreign VAT number without a SIREN', async () => {
    const fr = await updateAgency(1, { siren: '928 765 437', vatNumber: 'FR 35 928 765 437' });
    expect(fr.statusCode).toBe(200);
    const de = await updateAgency(5, { vatNumber: 'DE 298 765 431' });
    expect(de.statusCode).toBe(200);
  });

  it('refuses an invalid IBAN or BIC on a payment account and takes a valid one with spaces', async () => {
    const [row] = (await call('GET', `${ACCOUNT}/get?search=BNK-USD01`)).json<{
      financeListing: { paymentAccounts: Row[] };
    }>().financeListing.paymentAccounts;
    const bad = await call('PUT', `${ACCOUNT}/update`, { ...row, iban: 'FR7699999000010001234567800', bic: 'DEMO1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      iban: ['IBAN must be a valid IBAN (country code, check digits, account number).'],
      bic: ['BIC must be a valid BIC of 8 or 11 characters.'],
    });
    const fr = await call('PUT', `${ACCOUNT}/update`, { ...row, iban: 'FR7699999000010001234567800' }, 'fr');
    expect(fr.json().errors.iban).toEqual([
      'Le champ « IBAN » doit contenir un IBAN valide (code pays, clé, numéro de compte).',
    ]);
    const good = await call('PUT', `${ACCOUNT}/update`, {
      ...row,
      iban: 'GB83 DEMO 4005 1531 9268 19',
      bic: 'DEMOGB2L',
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('GET /api/finance/einvoicing/readiness', () => {
  it('names what the tenant and each agency lack, in the caller language', async () => {
    expect((await saveSettings({ siret: null, postcode: '' })).statusCode).toBe(200);
    expect((await updateAgency(2, { street: null, postcode: null })).statusCode).toBe(200);
    const en = await readiness();
    expect(en.sellerGaps).toEqual(['SIRET', 'Postcode']);
    expect(en.agenciesMissing).toEqual([{ id: 2, title: 'Sunrise Tours', gaps: ['Street', 'Postcode'] }]);
    const fr = await readiness('fr');
    expect(fr.sellerGaps).toEqual(['SIRET', 'Code postal']);
    expect(fr.agenciesMissing[0].gaps).toEqual(['Voie (numéro et rue)', 'Code postal']);
  });

  it('asks a French agency for its SIREN, and a foreign one not', async () => {
    expect((await updateAgency(3, { countryCode: 'FR' })).statusCode).toBe(200);
    const { agenciesMissing } = await readiness();
    expect(agenciesMissing.find((a) => a.id === 3)?.gaps).toEqual(['SIREN']);
    await updateAgency(3, { countryCode: 'GB' });
  });

  it("says e-invoicing is off when the setting is 'off', or 'auto' outside France", async () => {
    await saveSettings({ eInvoicing: 'off' });
    expect((await readiness()).enabled).toBe(false);
    await saveSettings({ eInvoicing: 'auto', countryCode: 'BE' });
    expect((await readiness()).enabled).toBe(false);
    await saveSettings({ eInvoicing: 'on' });
    expect((await readiness()).enabled).toBe(true);
    await saveSettings({ eInvoicing: 'auto', countryCode: 'FR' });
  });

  it('answers 403 without the settings view permission', async () => {
    const bearer = await token(t, ['Infrastructure.Agencies.ViewList']);
    expect((await call('GET', READINESS, undefined, 'en', bearer)).statusCode).toBe(403);
  });
});
