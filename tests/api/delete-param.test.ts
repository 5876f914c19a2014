/**
 * The delete reads the row's id under the parameter the spec names (`x-resource.deleteParam`):
 * countries are `DELETE /api/infrastructure/country/delete?countryId=` (spec §7); every other
 * entity keeps `?id=`. The OpenAPI document names the same parameter.
 */
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

const COUNTRIES = '/api/infrastructure/country';
const CITIES = '/api/infrastructure/city';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call(admin, { method, url, payload, headers: { 'accept-language': lang } });

async function newCountry(title: string, code: string): Promise<number> {
  const res = await call('POST', `${COUNTRIES}/add`, { title, code, isActive: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('delete under the parameter the spec names', () => {
  it('deletes a country by countryId', async () => {
    const id = await newCountry('Iceland', 'IS');
    const deleted = await call('DELETE', `${COUNTRIES}/delete?countryId=${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id });
    expect((await call('GET', `${COUNTRIES}/getbyid?id=${id}`)).statusCode).toBe(404);
  });

  it('refuses a country delete by id with the countryId message, and deletes nothing', async () => {
    const id = await newCountry('Malta', 'MT');
    const refused = await call('DELETE', `${COUNTRIES}/delete?id=${id}`);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['countryId']);
    expect((await call('GET', `${COUNTRIES}/getbyid?id=${id}`)).statusCode).toBe(200);
  });

  it('answers 400 for a countryId that is no id', async () => {
    const refused = await call('DELETE', `${COUNTRIES}/delete?countryId=abc`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.countryId).toHaveLength(1);
  });

  it('says why a used country stays, in en and fr, for the screen to put after its own failure text', async () => {
    const id = await newCountry('Cyprus', 'CY');
    const city = await call('POST', `${CITIES}/add`, { title: 'Nicosia', countryId: id, isActive: true });
    expect(city.statusCode, city.body).toBe(200);
    const en = await call('DELETE', `${COUNTRIES}/delete?countryId=${id}`);
    expect(en.statusCode).toBe(409);
    expect(en.json().detail).toBe('It is used by 1 cities.');
    const fr = await call('DELETE', `${COUNTRIES}/delete?countryId=${id}`, undefined, 'fr');
    expect(fr.json().detail).toBe('Il est utilisé par 1 villes.');
  });

  it('keeps ?id= for the other entities', async () => {
    const country = await newCountry('Estonia', 'EE');
    const city = (await call('POST', `${CITIES}/add`, { title: 'Tallinn', countryId: country, isActive: true })).json<{
      id: number;
    }>();
    expect((await call('DELETE', `${CITIES}/delete?countryId=${city.id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `${CITIES}/delete?id=${city.id}`)).statusCode).toBe(200);
  });

  it('documents the countryId parameter in the OpenAPI document', async () => {
    const doc = (await t.call(null, { method: 'GET', url: '/api/openapi.json' })).json();
    const names = (path: string) =>
      (doc.paths[path].delete.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(names(`${COUNTRIES}/delete`)).toEqual(['countryId']);
    expect(names(`${CITIES}/delete`)).toEqual(['id']);
  });
});
