/**
 * The findings of the security review on hostile input, one by one: each answered 500 (or was
 * misread) before; now each is the documented 400 keyed by field in en and fr, writes nothing,
 * or (pageSize) is capped. Runs on PGlite and, with TEST_DATABASE_URL, on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { fieldMessage } from '@schema/messages.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

const ACCOUNTS = '/api/finance/paymentaccount';
const INFRA = '/api/infrastructure/infratype';
const USERS = '/api/authorization/user';

let t: TestApp;
let admin: string;
let categoryId: number;
const accounts = () => t.schemas.find((s) => s.name === 'payment-account')!;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  const [row] = await t.db.query<{ id: number }>(
    'SELECT id FROM infra_type WHERE type_group_id = 11 ORDER BY id LIMIT 1',
  );
  categoryId = row.id;
});
afterAll(() => t.close());

/** A JSON body sent as written, so `1e309` and `2147483648` reach the server as such. */
const raw = (method: InjectOptions['method'], url: string, json: string, lang = 'en'): InjectOptions => ({
  method,
  url,
  payload: json,
  headers: { 'content-type': 'application/json', 'accept-language': lang },
});

async function counts(): Promise<string> {
  const rows = await t.db.query<{ n: string }>(
    "SELECT (SELECT count(*) FROM payment_account) || '/' || (SELECT count(*) FROM users) || '/' || (SELECT count(*) FROM roles) || '/' || (SELECT coalesce(max(updated_at)::text, '') FROM users) AS n",
  );
  return rows[0].n;
}

async function expect400(options: InjectOptions, field: string, token: string | null = admin): Promise<string[]> {
  const before = await counts();
  const res = await t.call(token, options);
  expect(res.statusCode, res.body).toBe(400);
  const errors = res.json<{ errors: Record<string, string[]> }>().errors;
  expect(Object.keys(errors)).toContain(field);
  expect(await counts()).toBe(before);
  return errors[field];
}

describe('strings with NUL or invalid Unicode', () => {
  it('answers 400 on search to a NUL in the search box of a list', async () => {
    await expect400({ method: 'GET', url: `${ACCOUNTS}/get?search=a%00b` }, 'search');
    await expect400({ method: 'GET', url: `${USERS}/get?search=%00` }, 'search');
  });

  it('answers 400 on the field, in en and fr, to a NUL in a body and stores nothing', async () => {
    const body = JSON.stringify({ title: 'Safe\u0000title', infraTypeId: categoryId, isActive: true });
    const en = await expect400(raw('POST', `${ACCOUNTS}/add`, body), 'title');
    expect(en).toEqual(['title contains characters that are not allowed.']);
    const fr = await expect400(raw('POST', `${ACCOUNTS}/add`, body, 'fr'), 'title');
    expect(fr).toEqual(['title contient des caractères non autorisés.']);
  });

  it('answers 400 to a lone surrogate deep inside a body', async () => {
    await expect400(
      raw(
        'POST',
        `${USERS}/add`,
        '{"firstName":"A","lastName":"B","email":"x@example.com","password":"Passw0rd!","roleIds":[1],"extra":{"deep":["\\ud800"]}}',
      ),
      'extra',
    );
  });

  it('answers 400 to a NUL in the public login instead of checking it', async () => {
    await expect400(
      raw('POST', '/api/Auth/login', JSON.stringify({ email: 'admin@example.com\u0000', password: ADMIN.password })),
      'email',
      null,
    );
    await expect400(
      raw('POST', '/api/Auth/login', JSON.stringify({ email: ADMIN.email, password: 'Admin#2026\u0000' })),
      'password',
      null,
    );
  });
});

describe('numbers outside their column', () => {
  for (const value of ['2147483648', '1e309', '-1e309', '1.5', '0']) {
    it(`answers 400 on infraTypeId to a reference id of ${value}`, async () => {
      await expect400(raw('POST', `${ACCOUNTS}/add`, `{"title":"Hostile ref","infraTypeId":${value}}`), 'infraTypeId');
      const [row] = await t.db.query<{ id: number }>('SELECT id FROM payment_account ORDER BY id LIMIT 1');
      await expect400(
        raw('PUT', `${ACCOUNTS}/update`, `{"id":${row.id},"title":"Hostile ref","infraTypeId":${value}}`),
        'infraTypeId',
      );
    });
  }

  it('says which bound a reference id crossed, with the schema message', async () => {
    const messages = await expect400(
      raw('POST', `${ACCOUNTS}/add`, '{"title":"Hostile ref","infraTypeId":2147483648}'),
      'infraTypeId',
    );
    expect(messages).toEqual(['Payment Category cannot exceed 2147483647.']);
  });

  for (const value of ['2147483648', '1e309', '99999999999999999999']) {
    it(`answers 400 to user and role ids and agencyId of ${value}`, async () => {
      await expect400({ method: 'GET', url: `${USERS}/getbyid?id=${value}` }, 'id');
      await expect400({ method: 'DELETE', url: `${USERS}/deleterole?id=${value}` }, 'id');
      await expect400({ method: 'GET', url: `${USERS}/getuserbyagencyid?agencyId=${value}` }, 'agencyId');
      const user = '"firstName":"Hostile","lastName":"Input","email":"hostile@example.com"';
      await expect400(
        raw('POST', `${USERS}/add`, `{${user},"password":"Passw0rd!","agencyId":${value},"roleIds":[1]}`),
        'agencyId',
      );
      await expect400(raw('POST', `${USERS}/add`, `{${user},"password":"Passw0rd!","roleIds":[${value}]}`), 'roleIds');
      await expect400(raw('PUT', `${USERS}/update`, `{"id":${value},${user},"roleIds":[1]}`), 'id');
      await expect400(raw('PUT', `${USERS}/lock`, `{"id":${value},"isLocked":true}`), 'id');
      await expect400(raw('PUT', `${USERS}/role/permissions`, `{"roleId":${value},"permissions":[]}`), 'roleId');
      await expect400(raw('PUT', `${USERS}/updaterole`, `{"id":${value},"title":"Hostile"}`), 'id');
    });
  }

  it('answers 400 on pageIndex to pageIndex=99999999999999999999', async () => {
    const messages = await expect400(
      { method: 'GET', url: `${ACCOUNTS}/get?pageIndex=99999999999999999999` },
      'pageIndex',
    );
    expect(messages).toEqual(['pageIndex cannot exceed 2147483647.']);
    await expect400({ method: 'GET', url: `${USERS}/get?pageIndex=99999999999999999999` }, 'pageIndex');
    await expect400({ method: 'GET', url: `${ACCOUNTS}/get?pageIndex=2147483648` }, 'pageIndex');
  });

  it('answers the last page, not an error, at pageIndex 2147483647', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/get?pageIndex=2147483647` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().financeListing.paymentAccounts).toEqual([]);
  });

  it('caps pageSize=5000 at 1000 and answers 200', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${ACCOUNTS}/get?pageSize=5000` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paginationModel.pageSize).toBe(1000);
    const users = await t.call(admin, { method: 'GET', url: `${USERS}/get?pageSize=5000` });
    expect(users.json().paginationModel.pageSize).toBe(1000);
  });
});

describe('ids that are not plain decimals', () => {
  for (const id of ['0x10', '1e3', '%2012', '%2B5', '1.0', '-1', 'Infinity']) {
    it(`answers 400 on id to id=${id} instead of reading a number out of it`, async () => {
      const [en] = await expect400({ method: 'GET', url: `${ACCOUNTS}/getbyid?id=${id}` }, 'id');
      expect(en).toBe(fieldMessage(accounts(), 'id', 'type', 'en'));
      await expect400({ method: 'DELETE', url: `${ACCOUNTS}/delete?id=${id}` }, 'id');
      await expect400({ method: 'GET', url: `${USERS}/getbyid?id=${id}` }, 'id');
      await expect400({ method: 'GET', url: `${INFRA}/getByTypeGroupId?typeGroupId=${id}` }, 'typeGroupId');
    });
  }

  it('answers 400 in French to id=0x10 with Accept-Language: fr', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `${ACCOUNTS}/getbyid?id=0x10`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.id).toEqual([fieldMessage(accounts(), 'id', 'type', 'fr')]);
    expect(res.json().errors.id[0]).toMatch(/valeur invalide/);
  });

  it('still reads a plain decimal id', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${INFRA}/getbyid?id=${categoryId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(categoryId);
  });
});

describe('read-only and unknown keys in a body', () => {
  it('ignores an id, a reference label and unknown keys sent back with a whole row', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: `${ACCOUNTS}/add`,
      payload: {
        id: 999999,
        title: 'Whole row sent back',
        infraTypeId: categoryId,
        infraTypeName: 'Forged',
        createdAt: 'x',
        __proto__: { isAdmin: true },
        constructor: 'x',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json();
    expect(row.id).not.toBe(999999);
    expect(row.infraTypeName).not.toBe('Forged');
    const updated = await t.call(admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/update`,
      payload: { ...row, title: 'Whole row updated', infraTypeName: 'Forged again', unknownKey: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: row.id, title: 'Whole row updated', infraTypeId: categoryId });
    expect(updated.json().infraTypeName).not.toBe('Forged again');
    expect(updated.json()).not.toHaveProperty('unknownKey');
  });
});
