/**
 * Dropdown sources (`getall`, lookups) without the entity's view permission answer only the
 * picker shape: the review's agent read all payment accounts with refs and descriptions.
 * Assertions name fields, never the values, so a failure prints nothing sensitive.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import type { EntitySchema } from '@schema/types.js';
import { pickerFields } from '@server/crud/picker.js';
import { ADMIN, AGENT, startTestApp, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';

let t: TestApp;
let admin: string;
let nobody: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  nobody = await token(t, []); // a signed-in company user holding no permission at all
});
afterAll(async () => {
  await t?.close();
});

type Rows = Record<string, unknown>[];
const get = (bearer: string, url: string, lang = 'en') =>
  t.call(bearer, { method: 'GET', url, headers: { 'accept-language': lang } });
const allUrl = (s: EntitySchema) => `/api${s.resource.api}/${s.resource.endpoints.all}`;

/** Contact details, references and descriptions: never in a picker unless a schema declares them. */
const SENSITIVE = /email|phone|address|manager|contact|^ref$|^code$|^initial$|description|password/i;
const NEVER: Record<string, string[]> = {
  'payment-account': ['ref', 'description', 'initial'],
  supplier: [
    'address',
    'description',
    'managerName',
    'managerEmail',
    'managerPhone',
    'operationContact',
    'operationEmail',
    'operationPhone',
    'phone',
  ],
  agency: ['code', 'email', 'phone', 'address', 'managerName'],
};

describe('picker shape of every schema', () => {
  it('holds no contact details, refs or descriptions unless the schema declares them in x-resource.picker', () => {
    const offending = t.schemas.flatMap((s) =>
      pickerFields(s, t.schemas)
        .filter((f) => SENSITIVE.test(f) && !s.resource.picker?.includes(f))
        .map((f) => `${s.name}.${f}`),
    );
    expect(offending).toEqual([]);
    for (const [name, fields] of Object.entries(NEVER)) {
      const schema = t.schemas.find((s) => s.name === name)!;
      expect(
        pickerFields(schema, t.schemas).filter((f) => fields.includes(f)),
        name,
      ).toEqual([]);
    }
  });

  it('answers every getall and lookup to a user without the view permission in the picker shape only', async () => {
    const problems: string[] = [];
    // A singleton is no dropdown source: it has no getall or lookups (its get needs its view permission).
    for (const schema of t.schemas.filter((s) => !s.resource.singleton)) {
      const picker = pickerFields(schema, t.schemas);
      const full = await get(admin, allUrl(schema));
      const fullRows = full.json<Rows>();
      const res = await get(nobody, allUrl(schema));
      if (res.statusCode !== 200) {
        problems.push(`${schema.name} getall: ${res.statusCode}`);
        continue;
      }
      const rows = res.json<Rows>();
      if (rows.length !== fullRows.length)
        problems.push(`${schema.name} getall: ${rows.length} rows, viewer ${fullRows.length}`);
      const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !picker.includes(k));
      if (extra.length) problems.push(`${schema.name} getall answers ${extra.join(', ')}`);
      // The values of the hidden fields must not appear anywhere in the answer either.
      for (const field of NEVER[schema.name] ?? []) {
        const hidden = fullRows.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v.length > 3);
        if (hidden.length && hidden.some((v) => res.body.includes(JSON.stringify(v))))
          problems.push(`${schema.name}: a ${field} value leaked`);
      }
      for (const lookup of schema.resource.lookups) {
        const sample = fullRows.find((r) => lookup.params.every((p) => r[p] !== null && r[p] !== undefined));
        if (lookup.params.length && !sample) continue;
        const query = lookup.params.map((p) => `${p}=${encodeURIComponent(String(sample![p]))}`).join('&');
        const url = `/api${lookup.api ?? schema.resource.api}/${lookup.path}${query ? `?${query}` : ''}`;
        const answer = await get(nobody, url);
        if (answer.statusCode !== 200) {
          problems.push(`${url}: ${answer.statusCode}`);
          continue;
        }
        const keys = [...new Set(answer.json<Rows>().flatMap((r) => Object.keys(r)))].filter(
          (k) => !picker.includes(k),
        );
        if (keys.length) problems.push(`${url} answers ${keys.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still answers full rows to a user holding the view permission', async () => {
    const accounts = t.schemas.find((s) => s.name === 'payment-account')!;
    const viewer = await token(t, [accounts.resource.permissions.view]);
    const rows = (await get(viewer, allUrl(accounts))).json<Rows>();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['id', 'title', 'ref', 'description', 'infraTypeName']),
    );
    const mine = (await get(nobody, allUrl(accounts))).json<Rows>();
    expect(Object.keys(mine[0]).sort()).toEqual(['id', 'title']);
  });
});

describe('filters of a user without the view permission', () => {
  it('accepts a dependent-dropdown filter (cities of a country)', async () => {
    const [{ id: countryId }] = await t.db.query<{ id: number }>('SELECT country_id AS id FROM city LIMIT 1');
    const res = await get(nobody, `/api/infrastructure/city/getall?countryId=${countryId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Rows>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.countryId === countryId)).toBe(true);
    expect(Object.keys(rows[0]).sort()).toEqual(['countryId', 'id', 'title']);
  });

  it('answers 400 to a filter on a field outside the picker (en and fr), and accepts it with the view permission', async () => {
    const res = await get(nobody, '/api/finance/paymentaccount/getall?isActive=true');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { isActive: ['Filtering by isActive needs the permission to view this list.'] },
    });
    const fr = await get(nobody, '/api/finance/paymentaccount/getall?isActive=true', 'fr');
    expect(fr.json().errors.isActive).toEqual(['Le filtre isActive demande la permission de voir cette liste.']);
    const viewer = await token(t, ['Finance.PaymentAccounts.ViewList']);
    expect((await get(viewer, '/api/finance/paymentaccount/getall?isActive=true')).statusCode).toBe(200);
  });
});

describe('x-resource.picker', () => {
  it('gives a user who cannot list currencies the dropdown items of the spec: id, title and initial', async () => {
    const rows = (await get(nobody, '/api/infrastructure/currency/getall')).json<Rows>();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'initial', 'title']);
    expect(rows.every((r) => typeof r.initial === 'string' && /^[A-Z]{3}$/.test(r.initial))).toBe(true);
  });

  it("gives an agency user the excursion's minimal shape of the spec for the reservation wizard", async () => {
    const agent = await t.login(AGENT);
    const [row] = await t.db.query<{ cityId: number; cityName: string; infraTypeName: string }>(
      `SELECT e.city_id AS "cityId", c.title AS "cityName", i.title AS "infraTypeName"
         FROM excursion e JOIN city c ON c.id = e.city_id JOIN infra_type i ON i.id = e.type_id LIMIT 1`,
    );
    const res = await get(agent, `/api/service/excursion/getbycityid?cityId=${row.cityId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Rows>();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'cityId',
      'cityName',
      'description',
      'id',
      'infraTypeName',
      'mainImage',
      'mainImageFullPath',
      'text',
      'title',
    ]);
    expect(rows.every((r) => r.cityName === row.cityName)).toBe(true);
    expect(rows.map((r) => r.infraTypeName)).toContain(row.infraTypeName);
  });

  it("gives an agency user a city's tour services and hotels with their image URL", async () => {
    const agent = await t.login(AGENT);
    const [{ cityId }] = await t.db.query<{ cityId: number }>(
      'SELECT city_id AS "cityId" FROM tour_service WHERE city_id IS NOT NULL LIMIT 1',
    );
    const tours = await get(agent, `/api/service/tour/getall?cityId=${cityId}`);
    expect(tours.statusCode).toBe(200);
    const tourRows = tours.json<Rows>();
    expect(tourRows.length).toBeGreaterThan(0);
    expect(tourRows.every((r) => r.cityId === cityId)).toBe(true);
    expect(Object.keys(tourRows[0]).sort()).toEqual([
      'cityId',
      'description',
      'id',
      'mainImage',
      'mainImageFullPath',
      'text',
      'title',
    ]);

    const [{ hotelCity }] = await t.db.query<{ hotelCity: number }>('SELECT city_id AS "hotelCity" FROM hotel LIMIT 1');
    const hotels = await get(agent, `/api/accommodation/hotel/getHotelByCityId?cityId=${hotelCity}`);
    expect(hotels.statusCode).toBe(200);
    const hotelRows = hotels.json<Rows>();
    expect(hotelRows.length).toBeGreaterThan(0);
    expect(Object.keys(hotelRows[0])).toEqual(expect.arrayContaining(['id', 'title', 'mainImageFullPath']));
    expect(Object.keys(hotelRows[0])).not.toContain('address');
  });

  it("answers the spec's minimal shapes (§3) to a company user who may only create requests", async () => {
    const creator = await token(t, ['Reservations.Reservation.Add']);
    const [{ cityId }] = await t.db.query<{ cityId: number }>(
      'SELECT e.city_id AS "cityId" FROM excursion e JOIN tour_service s ON s.city_id = e.city_id JOIN hotel h ON h.city_id = e.city_id LIMIT 1',
    );
    const keys = async (url: string) => {
      const res = await get(creator, url);
      expect(res.statusCode, url).toBe(200);
      const rows = res.json<Rows>();
      expect(rows.length, url).toBeGreaterThan(0);
      return [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();
    };
    // The spec's shapes, plus the city id a city's dropdown is filtered on.
    expect(await keys(`/api/service/excursion/getbycityid?cityId=${cityId}`)).toEqual([
      'cityId',
      'cityName',
      'description',
      'id',
      'infraTypeName',
      'mainImage',
      'mainImageFullPath',
      'text',
      'title',
    ]);
    expect(await keys(`/api/service/tour/getall?cityId=${cityId}`)).toEqual([
      'cityId',
      'description',
      'id',
      'mainImage',
      'mainImageFullPath',
      'text',
      'title',
    ]);
    expect(await keys(`/api/accommodation/hotel/getHotelByCityId?cityId=${cityId}`)).toContain('mainImageFullPath');
  });

  it('answers an image under its x-full-path name, the URL stored, and leaves it out of the audit', async () => {
    const upload = await t.call(admin, {
      method: 'POST',
      url: '/api/files/image',
      // A 1×1 transparent PNG.
      payload: {
        fileName: 'dot.png',
        base64String:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      },
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json<{ url: string }>().url;
    const [{ id, cityId }] = await t.db.query<{ id: number; cityId: number }>(
      'SELECT id, city_id AS "cityId" FROM tour_service WHERE city_id IS NOT NULL LIMIT 1',
    );
    const before = (await get(admin, `/api/service/tour/getbyid?id=${id}`)).json<Record<string, unknown>>();
    const saved = await t.call(admin, {
      method: 'PUT',
      url: '/api/service/tour/update',
      payload: { ...before, mainImage: url, mainImageFullPath: '/not/mine' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ mainImage: url, mainImageFullPath: url });
    const agent = await t.login(AGENT);
    const listed = (await get(agent, `/api/service/tour/getall?cityId=${cityId}`))
      .json<Rows>()
      .find((r) => r.id === id);
    expect(listed).toMatchObject({ mainImage: url, mainImageFullPath: url });
    const [{ changes }] = await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM audit_entries WHERE entity = 'tour' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(JSON.stringify(changes)).toContain('mainImage');
    expect(JSON.stringify(changes)).not.toContain('mainImageFullPath');
  });

  it('stops start-up with a Schema error when it (or an x-full-path) names an unknown property or is malformed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'picker-schemas-'));
    try {
      cpSync('schemas', dir, { recursive: true });
      const file = join(dir, 'services', 'excursion.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json['x-resource'].picker = ['description', 'nope'];
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(/x-resource\.picker\[1\].*unknown property "nope"/);
      json['x-resource'].picker = 'description';
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(/x-resource\.picker: must be array/);
      json['x-resource'].picker = ['description'];
      json.properties.description['x-full-path'] = 'descriptionUrl';
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(
        /properties\.description\.x-full-path: needs "type": "string" and "x-widget": "image"/,
      );
      delete json.properties.description['x-full-path'];
      json.properties.mainImage['x-full-path'] = 'title';
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(/"title" is a property/);
      json.properties.mainImage['x-full-path'] = 'cityName';
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(/name the same answer key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
