import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.call(admin, { method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(admin, { method, url, payload: payload as object });
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.db.query(sql, params))[0] as T;

describe('repeated filter and lookup values', () => {
  it('should answer infra types of several type groups for repeated typeGroupId values', async () => {
    const res = await get('/api/infrastructure/infratype/getByTypeGroupId?typeGroupId=10&typeGroupId=11');
    expect(res.statusCode).toBe(200);
    const groups = new Set(res.json().map((r: { typeGroupId: number }) => r.typeGroupId));
    expect(groups).toEqual(new Set([10, 11]));
    const { n } = await one<{ n: number }>(
      'SELECT count(*)::integer AS n FROM infra_type WHERE type_group_id IN (10, 11)',
    );
    expect(res.json()).toHaveLength(n);
  });

  it('should filter a list and getall by any of several values', async () => {
    const list = (await get('/api/infrastructure/infratype/get?typeGroupId=11&typeGroupId=12&pageSize=100')).json();
    const { n } = await one<{ n: number }>(
      'SELECT count(*)::integer AS n FROM infra_type WHERE type_group_id IN (11, 12)',
    );
    expect(list.paginationModel.totalRecords).toBe(n);
    const all = (await get('/api/infrastructure/city/getall?countryId=1&countryId=2')).json();
    expect(new Set(all.map((c: { countryId: number }) => c.countryId))).toEqual(new Set([1, 2]));
  });

  it('should reject a repeated value of the wrong type with 400 naming the field', async () => {
    const res = await get('/api/infrastructure/infratype/getByTypeGroupId?typeGroupId=10&typeGroupId=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['typeGroupId']);
  });
});

describe('lookup fields', () => {
  it('should answer only id and title for the reservation countries', async () => {
    const rows = (await get('/api/infrastructure/country/getAllReservationCountries')).json();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'title']);
  });

  it('should answer the minimal list of cross-reference numbers', async () => {
    const rows = (await get('/api/infrastructure/infratransportationdetail/getminimallist')).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'refNumber']);
  });
});

describe('lookup under another api base', () => {
  it('should answer providing policies tagged with hotelId under the room-type api, for one or several hotels', async () => {
    const single = await get('/api/accommodation/roomType/getRoomTypeProvidingPolicy?hotelId=1');
    expect(single.statusCode).toBe(200);
    expect(single.json().length).toBeGreaterThan(0);
    expect(
      single
        .json()
        .every((r: { hotelId: number; providingPolicyName: string }) => r.hotelId === 1 && r.providingPolicyName),
    ).toBe(true);
    const several = (await get('/api/accommodation/roomType/getRoomTypeProvidingPolicy?hotelId=1&hotelId=2')).json();
    expect(new Set(several.map((r: { hotelId: number }) => r.hotelId))).toEqual(new Set([1, 2]));
  });

  it('should require the hotelId', async () => {
    const res = await get('/api/accommodation/roomType/getRoomTypeProvidingPolicy');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.hotelId).toEqual(['Hotel is required.']);
  });
});

describe('dependent references (x-ref.dependsOn)', () => {
  const hotel = (countryId: number, cityId: number) => ({
    id: null,
    title: 'Test Dependent Hotel',
    countryId,
    cityId,
    stars: 4,
    isActive: true,
  });

  it('should accept a city of the chosen country', async () => {
    const { id: cityId } = await one<{ id: number }>("SELECT id FROM city WHERE title = 'Lyon'");
    const { country_id: countryId } = await one<{ country_id: number }>('SELECT country_id FROM city WHERE id = $1', [
      cityId,
    ]);
    const res = await send('POST', '/api/accommodation/hotel/add', hotel(countryId, cityId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cityName: 'Lyon', countryName: 'France' });
  });

  it('should reject a city of another country with the reference message, on add and update', async () => {
    const { id: france } = await one<{ id: number }>("SELECT id FROM country WHERE title = 'France'");
    const { id: london } = await one<{ id: number }>("SELECT id FROM city WHERE title = 'London'");
    const add = await send('POST', '/api/accommodation/hotel/add', hotel(france, london));
    expect(add.statusCode).toBe(400);
    expect(add.json()).toEqual({ errors: { cityId: ['City is not valid.'] } });
    const existing = (await get('/api/accommodation/hotel/getbyid?id=1')).json();
    const update = await send('PUT', '/api/accommodation/hotel/update', { ...existing, cityId: london });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.cityId).toEqual(['City is not valid.']);
  });

  it('should reject a room type of another hotel in a providing policy', async () => {
    const { id: roomTypeId } = await one<{ id: number }>('SELECT id FROM room_type WHERE hotel_id = 2 LIMIT 1');
    const res = await send('POST', '/api/accommodation/roomTypeProvidingPolicy/add', {
      id: null,
      hotelId: 1,
      roomTypeId,
      providingPolicyId: (await one<{ id: number }>('SELECT id FROM infra_type WHERE type_group_id = 15 LIMIT 1')).id,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['roomTypeId']);
  });
});

describe('filter aliases', () => {
  it('should filter agencies by agencyId', async () => {
    const body = (await get('/api/agencymanagement/agency/get?agencyId=2')).json();
    expect(body.agencies.map((a: { id: number }) => a.id)).toEqual([2]);
    expect(body.agencies[0]).toMatchObject({ agencyGroupName: expect.any(String), cityName: 'Istanbul' });
  });
});

describe('reference entities answer the documented shapes', () => {
  it.each([
    ['/api/infrastructure/station/get', 'stations', 10],
    ['/api/infrastructure/transportationprovider/get', 'transportationProviders', 10],
    ['/api/suppliermanagement/supplier/get', 'suppliers', 10],
    ['/api/service/tour/get', 'tourServices', 10],
    ['/api/service/excursion/get', 'excursions', 10],
    ['/api/accommodation/hotel/get', 'hotels', 10],
    ['/api/infrastructure/zone/get', 'zones', 10],
  ])('%s answers %s with page size %i', async (url, key, size) => {
    const res = await get(`${url}?search=`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json()[key])).toBe(true);
    expect(res.json().paginationModel.pageSize).toBe(size);
  });

  // The spec's 1,000 of these three is the size of their dropdown loads; their lists page by 10 like the others.
  it.each([
    ['/api/infrastructure/station/get?pageIndex=1', 'stations', 'infrastructure/station/getall'],
    [
      '/api/infrastructure/transportationprovider/get?pageIndex=1',
      'transportationProviders',
      'infrastructure/transportationprovider/getall',
    ],
    ['/api/service/excursion/get?currentPage=1', 'excursions', 'service/excursion/getall'],
  ])('%s still answers the dropdown load of 1000 rows, and getall every row', async (url, key, all) => {
    const load = (await get(`${url}&pageSize=1000&search=`)).json();
    expect(load.paginationModel.pageSize).toBe(1000);
    const rows = (await get(`/api/${all}`)).json();
    expect(load[key]).toHaveLength(Math.min(1000, rows.length));
    expect(load.paginationModel.totalRecords).toBe(rows.length);
  });

  it('should page tours by currentPage', async () => {
    const second = (await get('/api/service/tour/get?currentPage=2&pageSize=3')).json();
    expect(second.paginationModel).toMatchObject({ pageIndex: 2, startIndex: 4 });
  });

  it('should answer hotels of a city and suppliers of a country as arrays', async () => {
    const hotels = (await get('/api/accommodation/hotel/getHotelByCityId?cityId=1')).json();
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((h: { cityId: number }) => h.cityId === 1)).toBe(true);
    const suppliers = (await get('/api/suppliermanagement/supplier/getbycountryid?countryId=1')).json();
    expect(suppliers.every((s: { countryId: number }) => s.countryId === 1)).toBe(true);
  });
});
