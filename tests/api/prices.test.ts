/**
 * Prices in the reference data (nightly rate, price per person, fare per person) and the tenant's
 * finance settings: money is a `number` with `multipleOf: 0.01`, stored as numeric(14, 2), refused
 * with the shared message beyond two decimals or below 0, answered as the number it is; the
 * settings' finance fields with their defaults (also for a settings row saved before they
 * existed), `financeSettings` and the currency route every signed-in user reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntityTables } from '@server/db/entity-tables.js';
import { financeSettings } from '@server/settings/index.js';
import { ADMIN, AGENT, startTestApp, type TestApp } from './helpers.js';

const POLICY = '/api/accommodation/roomTypeProvidingPolicy';
const SETTINGS = '/api/providersettings/saastenancysettings';

type Row = Record<string, unknown>;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const getPolicy = async (id: number) =>
  (await t.call(admin, { method: 'GET', url: `${POLICY}/getbyid?id=${id}` })).json<Row>();
const updatePolicy = (body: Row, lang = 'en') =>
  t.call(admin, { method: 'PUT', url: `${POLICY}/update`, payload: body, headers: { 'accept-language': lang } });

describe('a nightly rate', () => {
  it('comes with every seeded policy, as a number', async () => {
    const policy = await getPolicy(1);
    expect(typeof policy.nightlyRate).toBe('number');
    expect(policy.nightlyRate).toBeGreaterThan(0);
  });

  it('is refused with three decimals or below 0, in English and French, and nothing changes', async () => {
    const policy = await getPolicy(2);
    for (const [value, en, fr] of [
      [
        12.345,
        'Nightly Rate must have at most 2 decimal places.',
        'Le champ « Prix par nuit » doit avoir au plus 2 décimales.',
      ],
      [-1, 'Nightly Rate must be at least 0.', 'Le champ « Prix par nuit » doit être supérieur ou égal à 0.'],
    ] as const) {
      const res = await updatePolicy({ ...policy, nightlyRate: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ errors: { nightlyRate: [en] } });
      const french = await updatePolicy({ ...policy, nightlyRate: value }, 'fr');
      expect(french.json()).toEqual({ errors: { nightlyRate: [fr] } });
    }
    expect((await getPolicy(2)).nightlyRate).toBe(policy.nightlyRate);
  });

  it('is stored and read back as sent: 12.5, 0.29, 99999999.99, 0 and none', async () => {
    for (const value of [12.5, 0.29, 99999999.99, 0]) {
      const res = await updatePolicy({ ...(await getPolicy(3)), nightlyRate: value });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Row>().nightlyRate).toBe(value);
      expect((await getPolicy(3)).nightlyRate).toBe(value);
    }
    const res = await updatePolicy({ ...(await getPolicy(3)), nightlyRate: null });
    expect(res.json<Row>().nightlyRate).toBeNull();
  });

  it('is a numeric(14, 2) column, like every price', async () => {
    const columns = await t.db.query<{ table_name: string; column_name: string; type: string }>(
      `SELECT table_name, column_name, format_type(a.atttypid, a.atttypmod) AS type
         FROM information_schema.columns c
         JOIN pg_attribute a ON a.attrelid = c.table_name::regclass AND a.attname = c.column_name
        WHERE c.table_schema = current_schema()
          AND c.column_name IN ('nightly_rate', 'price_per_person', 'fare_per_person', 'default_tax_rate')
        ORDER BY table_name`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name} ${c.type}`)).toEqual([
      'excursion.price_per_person numeric(14,2)',
      'room_type_providing_policy.nightly_rate numeric(14,2)',
      'saas_tenancy_settings.default_tax_rate numeric(14,2)',
      'tour_service.price_per_person numeric(14,2)',
      'transportation_provider.fare_per_person numeric(14,2)',
    ]);
  });
});

describe("the tenant's finance settings", () => {
  it("are the demo tenant's: EUR, 10 % tax, and the defaults", async () => {
    const res = await t.call(admin, { method: 'GET', url: `${SETTINGS}/get` });
    expect(res.json()).toMatchObject({
      currencyName: 'Euro',
      defaultTaxRate: 10,
      invoiceNumberPrefix: 'INV',
      creditNotePrefix: 'CN',
      paymentTermsDays: 30,
      balanceDaysBeforeTravel: 14,
    });
    expect(await financeSettings(t.db)).toEqual({
      currencyId: expect.any(Number),
      currencyInitial: 'EUR',
      currencyName: 'Euro',
      defaultTaxRate: 10,
      invoiceNumberPrefix: 'INV',
      creditNotePrefix: 'CN',
      paymentTermsDays: 30,
      balanceDaysBeforeTravel: 14,
      // The demo prints its main EUR bank account and the prefilled legal mentions.
      invoicePaymentAccountId: expect.any(Number),
      invoiceLegalMentions: expect.stringContaining('€40'),
      vatRegime: 'margin',
    });
  });

  it('give every signed-in user the currency, and no one else', async () => {
    const agent = await t.login(AGENT);
    const res = await t.call(agent, { method: 'GET', url: `${SETTINGS}/currency` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currencyId: expect.any(Number), currencyInitial: 'EUR', currencyName: 'Euro' });
    expect((await t.call(null, { method: 'GET', url: `${SETTINGS}/currency` })).statusCode).toBe(401);
  });

  it('refuse a bad prefix, tax rate or term with the field messages (en, fr)', async () => {
    const current = (await t.call(admin, { method: 'GET', url: `${SETTINGS}/get` })).json<Row>();
    const save = (body: Row, lang: string) =>
      t.call(admin, { method: 'POST', url: `${SETTINGS}/save`, payload: body, headers: { 'accept-language': lang } });
    const bad = {
      ...current,
      defaultTaxRate: 5.555,
      invoiceNumberPrefix: 'INV 2026',
      paymentTermsDays: 400,
      balanceDaysBeforeTravel: -1,
    };
    expect((await save(bad, 'en')).json()).toEqual({
      errors: {
        defaultTaxRate: ['Default Tax Rate (%) must have at most 2 decimal places.'],
        invoiceNumberPrefix: ["Invoice Number Prefix must be 1 to 10 characters: letters, digits and '-'."],
        paymentTermsDays: ['Payment Terms (days) cannot exceed 365.'],
        balanceDaysBeforeTravel: ['Balance Due Before Travel (days) must be at least 0.'],
      },
    });
    expect((await save(bad, 'fr')).json<{ errors: Row }>().errors.invoiceNumberPrefix).toEqual([
      'Le champ « Préfixe des numéros de facture » doit contenir 1 à 10 caractères : lettres, chiffres et « - ».',
    ]);
    const saved = await save({ ...current, defaultTaxRate: 5.5, creditNotePrefix: 'AV-NICE' }, 'en');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await financeSettings(t.db)).toMatchObject({ defaultTaxRate: 5.5, creditNotePrefix: 'AV-NICE' });
  });

  it('take their defaults in a settings row saved before they existed (the next start adds them)', async () => {
    const columns = ['default_tax_rate', 'invoice_number_prefix', 'credit_note_prefix', 'payment_terms_days'];
    await t.db.exec(
      `ALTER TABLE saas_tenancy_settings ${columns.map((c) => `DROP COLUMN ${c}`).join(', ')};
       ALTER TABLE excursion DROP COLUMN price_per_person;
       DELETE FROM settings WHERE key = 'entity_tables_ddl'`,
    );
    expect(await syncEntityTables(t.db, t.schemas)).toBe(true);
    expect(await financeSettings(t.db)).toMatchObject({
      currencyInitial: 'EUR',
      defaultTaxRate: 0,
      invoiceNumberPrefix: 'INV',
      creditNotePrefix: 'CN',
      paymentTermsDays: 30,
    });
    const [row] = await t.db.query<Row>(
      'SELECT default_tax_rate, invoice_number_prefix, credit_note_prefix, payment_terms_days FROM saas_tenancy_settings',
    );
    expect(row).toEqual({
      default_tax_rate: 0,
      invoice_number_prefix: 'INV',
      credit_note_prefix: 'CN',
      payment_terms_days: 30,
    });
    // A price added later is empty (no default): the excursions answer null until priced.
    const [excursion] = await t.db.query<Row>('SELECT price_per_person FROM excursion LIMIT 1');
    expect(excursion.price_per_person).toBeNull();
  });
});
