/**
 * The declared list filters (x-resource.list.filters) through the generic list endpoint, on
 * the configured database (PGlite, or the PostgreSQL server with TEST_DATABASE_URL): each kind
 * on payment accounts (GET) and on a test schema with a date, a date-time and an enum, paged by
 * POST (the filters in the body). Bad values answer 400 keyed by the parameter, en and fr.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@server/setup.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';
import { allPermissions, token } from './kit/harness.js';
import { schemasDirWith } from './kit/recipe-files.js';

const VOUCHER = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'filter-voucher',
  title: 'Filter Voucher',
  type: 'object',
  'x-resource': {
    route: 'test/filter-vouchers',
    api: '/test/filtervoucher',
    text: { en: { one: 'Voucher', many: 'Vouchers' }, fr: { one: 'Bon', many: 'Bons' } },
    permissions: { view: 'Test.Vouchers.ViewList', add: 'Test.Vouchers.Add', delete: 'Test.Vouchers.Delete' },
    paging: { method: 'POST' },
    listKey: 'filterVouchers',
    list: {
      columns: ['code', 'status', 'issuedOn'],
      filters: [
        'code',
        'status',
        'cityId',
        'issuedOn',
        { field: 'sentAt', params: { from: 'sentFrom', to: 'sentTo' } },
        'isPaid',
      ],
    },
  },
  required: ['code'],
  properties: {
    id: { type: 'integer', readOnly: true },
    code: { type: 'string', title: 'Code', maxLength: 40 },
    status: {
      type: 'integer',
      title: 'Status',
      enum: [0, 1, 2],
      'x-enum-labels': [
        { en: 'Draft', fr: 'Brouillon' },
        { en: 'Sent', fr: 'Envoyé' },
        { en: 'Paid', fr: 'Payé' },
      ],
      'x-i18n': { fr: { title: 'Statut' } },
    },
    cityId: { type: 'integer', title: 'City', 'x-ref': { resource: 'city', label: 'title', as: 'cityName' } },
    issuedOn: { type: 'string', format: 'date', title: 'Issued on', 'x-i18n': { fr: { title: 'Émis le' } } },
    sentAt: { type: 'string', format: 'date-time', title: 'Sent at' },
    isPaid: { type: 'boolean', title: 'Paid' },
  },
};

const dir = schemasDirWith({ 'test/filter-voucher.json': VOUCHER });
let t: TestApp;
let admin: string;
let vouchers: string;
let cities: number[];

beforeAll(async () => {
  t = await startTestApp({ schemasDir: dir });
  await prepareDatabase(t.db, t.schemas); // start-up: the new table
  admin = await t.login(ADMIN);
  vouchers = await token(t, allPermissions(t));
  cities = (await t.db.query<{ id: number }>('SELECT id FROM city ORDER BY id LIMIT 2')).map((r) => r.id);
  const rows: [string, number, number, string, string, boolean][] = [
    ['Été 50% off', 0, cities[0], '2026-03-01', '2026-03-09T23:59:59Z', false],
    ['ete 50 off', 1, cities[0], '2026-03-02', '2026-03-10T00:00:00Z', true],
    ['SUMMER_1', 2, cities[1], '2026-03-03', '2026-03-10T23:30:00Z', true],
    ['winter', 1, cities[1], '2026-03-04', '2026-03-11T00:00:00Z', false],
  ];
  for (const r of rows) {
    await t.db.query(
      'INSERT INTO filter_voucher (code, status, city_id, issued_on, sent_at, is_paid) VALUES ($1, $2, $3, $4, $5, $6)',
      r,
    );
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The codes a POST list answers for `body`, sorted by code point (the database's collation may differ). */
async function codes(body: Record<string, unknown>): Promise<string[]> {
  const res = await t.call(vouchers, {
    method: 'POST',
    url: '/api/test/filtervoucher/get',
    payload: { pageSize: 100, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ filterVouchers: { code: string }[] }>()
    .filterVouchers.map((r) => r.code)
    .sort();
}

async function errorsOf(body: Record<string, unknown>, lang = 'en'): Promise<Record<string, string[]>> {
  const res = await t.call(vouchers, {
    method: 'POST',
    url: '/api/test/filtervoucher/get',
    payload: body,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(400);
  return res.json<{ errors: Record<string, string[]> }>().errors;
}

describe('contains', () => {
  it('ignores case and accents, and takes % and _ as plain characters', async () => {
    expect(await codes({ code: 'ETE' })).toEqual(['ete 50 off', 'Été 50% off']);
    expect(await codes({ code: '50%' })).toEqual(['Été 50% off']);
    expect(await codes({ code: '%' })).toEqual(['Été 50% off']);
    expect(await codes({ code: 'r_1' })).toEqual(['SUMMER_1']);
    expect(await codes({ code: 'e_e' })).toEqual([]);
  });
});

describe('date range', () => {
  it('includes both days of a date column; either end may be left out', async () => {
    expect(await codes({ issuedOnFrom: '2026-03-02', issuedOnTo: '2026-03-03' })).toEqual(['SUMMER_1', 'ete 50 off']);
    expect(await codes({ issuedOnFrom: '2026-03-04' })).toEqual(['winter']);
    expect(await codes({ issuedOnTo: '2026-03-01' })).toEqual(['Été 50% off']);
  });

  it('includes the whole To day of a date-time column (UTC), under its own parameter names', async () => {
    expect(await codes({ sentFrom: '2026-03-10', sentTo: '2026-03-10' })).toEqual(['SUMMER_1', 'ete 50 off']);
    expect(await codes({ sentTo: '2026-03-09' })).toEqual(['Été 50% off']);
  });

  it('answers 400 keyed by the parameter for a date that is not one, en and fr', async () => {
    expect(await errorsOf({ issuedOnFrom: '2026-02-30' })).toEqual({
      issuedOnFrom: ['Issued on must be a date (YYYY-MM-DD).'],
    });
    expect(await errorsOf({ sentTo: 'yesterday' }, 'fr')).toEqual({
      sentTo: ['Le champ « Sent at » doit être une date (AAAA-MM-JJ).'],
    });
    expect(await errorsOf({ issuedOnTo: '10/03/2026' }, 'fr')).toEqual({
      issuedOnTo: ['Le champ « Émis le » doit être une date (AAAA-MM-JJ).'],
    });
  });
});

describe('reference, enum and yes/no', () => {
  it('match their value; repeated values match any of them', async () => {
    expect(await codes({ cityId: cities[1] })).toEqual(['SUMMER_1', 'winter']);
    expect(await codes({ status: 1 })).toEqual(['ete 50 off', 'winter']);
    expect(await codes({ status: [0, 2] })).toEqual(['SUMMER_1', 'Été 50% off']);
    expect(await codes({ isPaid: true, cityId: String(cities[0]) })).toEqual(['ete 50 off']);
  });

  it('answers 400 for an id or an enum value that is not one, en and fr', async () => {
    expect(await errorsOf({ cityId: 'abc' })).toEqual({ cityId: ['City has an invalid value.'] });
    // Refused by the route's schema (the enum is in the OpenAPI), under the same key.
    expect(await errorsOf({ status: 7 }, 'fr')).toEqual({ status: ["Le champ « Statut » n'est pas valide."] });
  });
});

describe('payment accounts (GET)', () => {
  const get = (query: string, lang = 'en') =>
    t.call(admin, {
      method: 'GET',
      url: `/api/finance/paymentaccount/get?${query}`,
      headers: { 'accept-language': lang },
    });

  it('filter by category (reference), active (yes/no) and ref (contains)', async () => {
    expect((await get('infraTypeId=11&isActive=true')).json().paginationModel.totalRecords).toBe(3);
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/paymentaccount/add',
      payload: { title: 'Filter Test', ref: 'Réf%_9', initial: 'FLT', infraTypeId: 9, isActive: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const byRef = await get(`ref=${encodeURIComponent('REF%_')}`);
    expect(byRef.json().financeListing.paymentAccounts.map((r: { ref: string }) => r.ref)).toEqual(['Réf%_9']);
    expect((await get('ref=ref9')).json().paginationModel.totalRecords).toBe(0);
  });

  it('answers 400 keyed by the parameter for a bad category id, en and fr', async () => {
    const en = await get('infraTypeId=x');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ infraTypeId: ['Payment Category has an invalid value.'] });
    const fr = await get('infraTypeId=1.5', 'fr');
    expect(fr.json().errors.infraTypeId[0]).toContain('«');
  });

  it('documents the parameters with their types (OpenAPI)', async () => {
    const doc = (await t.call(admin, { method: 'GET', url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/finance/paymentaccount/get'].get.parameters as {
      name: string;
      schema: { type: string; items?: { type: string } };
    }[];
    const byName = Object.fromEntries(params.map((p) => [p.name, p.schema]));
    expect(byName.ref.type).toBe('string');
    expect(byName.infraTypeId.items?.type).toBe('integer');
    expect(byName.isActive.items?.type).toBe('boolean');
  });
});

describe('a base field (agencies registered between two days)', () => {
  it('filters dateCreated as a date range', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT min(id) AS id FROM agency');
    await t.db.query("UPDATE agency SET created_at = '2020-01-01T23:59:00Z' WHERE id = $1", [id]);
    const res = await t.call(admin, {
      method: 'GET',
      url: '/api/agencymanagement/agency/get?dateCreatedFrom=2020-01-01&dateCreatedTo=2020-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paginationModel.totalRecords).toBe(1);
  });
});
