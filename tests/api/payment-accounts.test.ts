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

const BASE = '/api/finance/paymentaccount';
const get = (url: string, headers: Record<string, string> = {}) => t.call(admin, { method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => t.call(admin, { method, url, payload: payload as object, headers });
const count = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM payment_account WHERE NOT is_deleted'))[0].n;
const valid = {
  id: null,
  title: 'Test Account',
  ref: 'TST01',
  initial: 'TEST',
  description: '<p>Hi</p>',
  infraTypeId: 9,
  isActive: true,
};

describe('payment account list', () => {
  it('should answer the documented shape with paging defaults 1 and 10', async () => {
    const res = await get(`${BASE}/get`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.financeListing.paymentAccounts).toHaveLength(10);
    expect(body.paginationModel).toEqual({
      pageIndex: 1,
      pageSize: 10,
      currentPageRecords: 10,
      startIndex: 1,
      endIndex: 10,
      totalRecords: 16,
    });
    const row = body.financeListing.paymentAccounts[0];
    expect(Object.keys(row).sort()).toEqual([
      'bic',
      'dateCreated',
      'description',
      'iban',
      'id',
      'infraTypeId',
      'infraTypeName',
      'initial',
      'isActive',
      'lastModifiedDate',
      'ref',
      'title',
      'version',
    ]);
    expect(body.financeListing.paymentAccounts.map((r: { id: number }) => r.id)).toEqual([
      16, 15, 14, 13, 12, 11, 10, 9, 8, 7,
    ]);
  });

  it('should answer the second page', async () => {
    const body = (await get(`${BASE}/get?search=&pageIndex=2&pageSize=10`)).json();
    expect(body.financeListing.paymentAccounts).toHaveLength(6);
    expect(body.paginationModel).toMatchObject({
      pageIndex: 2,
      startIndex: 11,
      endIndex: 16,
      totalRecords: 16,
      currentPageRecords: 6,
    });
  });

  it('should search title, ref and initial case-insensitively, treating % and _ literally', async () => {
    const byTitle = (await get(`${BASE}/get?search=cash`)).json();
    expect(byTitle.paginationModel.totalRecords).toBe(3);
    expect(
      byTitle.financeListing.paymentAccounts.every((r: { infraTypeName: string }) => r.infraTypeName === 'Cash'),
    ).toBe(true);
    expect((await get(`${BASE}/get?search=bnk-eur`)).json().financeListing.paymentAccounts[0].title).toBe(
      'Main EUR Bank Account',
    );
    expect((await get(`${BASE}/get?search=paypal`)).json().paginationModel.totalRecords).toBe(1);
    expect((await get(`${BASE}/get?search=%25`)).json().paginationModel.totalRecords).toBe(0);
    expect((await get(`${BASE}/get?search=_`)).json().paginationModel.totalRecords).toBe(0);
  });

  it('should search without regard to case or accents, in the row and in its category name', async () => {
    const created = await send('POST', `${BASE}/add`, { ...valid, title: 'Caisse Émilie Dupré', ref: 'EMI01' });
    expect(created.statusCode, created.body).toBe(200);
    const titles = async (text: string) =>
      (await get(`${BASE}/get?search=${encodeURIComponent(text)}`))
        .json()
        .financeListing.paymentAccounts.map((r: { title: string }) => r.title);
    for (const text of ['emilie', 'EMILIE DUPRE', 'Émilie', 'dupré'])
      expect(await titles(text)).toEqual(['Caisse Émilie Dupré']);
    // The category column shows the infra type's title: a search finds the accounts of a category by it.
    const infra = (await get(`/api/infrastructure/infratype/getbyid?id=${valid.infraTypeId}`)).json();
    const renamed = await send('PUT', '/api/infrastructure/infratype/update', { ...infra, title: 'Crédit Élysée' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const inCategory = (await get(`${BASE}/get?infraTypeId=${valid.infraTypeId}&pageSize=100`)).json();
    const found = (await get(`${BASE}/get?search=elysee&pageSize=100`)).json();
    expect(found.paginationModel.totalRecords).toBe(inCategory.paginationModel.totalRecords);
    expect(found.financeListing.paymentAccounts.map((r: { infraTypeName: string }) => r.infraTypeName)).toContain(
      'Crédit Élysée',
    );
    await send('PUT', '/api/infrastructure/infratype/update', { ...infra, version: renamed.json().version });
    expect((await get(`${BASE}/get?search=elysee`)).json().paginationModel.totalRecords).toBe(0);
    await send('DELETE', `${BASE}/delete?id=${created.json().id}`);
  });

  it('should sort by an allowed column and filter by category and status', async () => {
    const sorted = (await get(`${BASE}/get?sort=title&order=asc&pageSize=3`)).json().financeListing.paymentAccounts;
    expect(sorted.map((r: { title: string }) => r.title)).toEqual([
      'Airport Desk Cash',
      'Amex Travel Card',
      'Apple Pay Merchant',
    ]);
    const byCategory = (await get(`${BASE}/get?sort=infraTypeName&order=desc&pageSize=1`)).json().financeListing
      .paymentAccounts;
    expect(byCategory[0].infraTypeName).toBe('Online Wallet');
    const inactive = (await get(`${BASE}/get?isActive=false`)).json();
    expect(inactive.paginationModel.totalRecords).toBe(4);
    const cards = (await get(`${BASE}/get?infraTypeId=11&isActive=true`)).json();
    expect(cards.paginationModel.totalRecords).toBe(3);
  });

  it('should reject an unknown sort column, a bad order and a bad page with 400', async () => {
    const sort = await get(`${BASE}/get?sort=password_hash`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors.sort[0]).toContain('password_hash');
    expect((await get(`${BASE}/get?sort=title&order=sideways`)).json().errors).toHaveProperty('order');
    expect((await get(`${BASE}/get?pageIndex=0`)).json().errors).toHaveProperty('pageIndex');
    expect((await get(`${BASE}/get?pageSize=abc`)).statusCode).toBe(400);
  });

  it('should cap the page size at 1000', async () => {
    expect((await get(`${BASE}/get?pageSize=5000`)).json().paginationModel.pageSize).toBe(1000);
  });
});

describe('payment account dropdowns and getbyid', () => {
  it('should answer every account from getall and one from getbyid', async () => {
    const all = (await get(`${BASE}/getall`)).json();
    expect(all).toHaveLength(16);
    const one = await get(`${BASE}/getbyid?id=1`);
    expect(one.json()).toMatchObject({
      id: 1,
      title: 'Main EUR Bank Account',
      infraTypeName: 'Bank Account',
      isActive: true,
    });
    expect((await get(`${BASE}/getbyid?id=9999`)).statusCode).toBe(404);
    expect((await get(`${BASE}/getbyid?id=abc`)).statusCode).toBe(400);
  });

  it('should answer the payment categories from infra types getByTypeGroupId', async () => {
    const res = await get('/api/infrastructure/infratype/getByTypeGroupId?typeGroupId=11');
    expect(res.json().map((r: { title: string }) => r.title)).toEqual([
      'Bank Account',
      'Cash',
      'Credit Card',
      'Online Wallet',
    ]);
    const types = (await get('/api/infrastructure/infratype/getByTypeGroupId?typeGroupId=12')).json();
    expect(types.map((r: { title: string }) => r.title)).toContain('Cheque');
    expect((await get('/api/infrastructure/infratype/getByTypeGroupId')).statusCode).toBe(400);
    expect(
      (await get('/api/infrastructure/city/getbycountryid?countryId=1')).json().map((c: { title: string }) => c.title),
    ).toEqual(['Lyon', 'Nice', 'Paris']);
  });
});

describe('payment account writes', () => {
  it('should add, update, read and delete an account', async () => {
    const added = await send('POST', `${BASE}/add`, valid);
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({
      title: 'Test Account',
      ref: 'TST01',
      initial: 'TEST',
      infraTypeId: 9,
      infraTypeName: 'Bank Account',
      isActive: true,
    });
    expect(row.id).toBeGreaterThan(16);

    const updated = await send('PUT', `${BASE}/update`, {
      ...row,
      title: '  Renamed  ',
      infraTypeId: 12,
      isActive: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      title: 'Renamed',
      infraTypeName: 'Online Wallet',
      isActive: false,
    });
    expect((await get(`${BASE}/getbyid?id=${row.id}`)).json().title).toBe('Renamed');

    const deleted = await send('DELETE', `${BASE}/delete?id=${row.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: row.id });
    expect((await get(`${BASE}/getbyid?id=${row.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/delete?id=${row.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${BASE}/update`, { ...valid, id: row.id })).statusCode).toBe(404);
  });

  it('should default isActive to true and store empty optional text as null', async () => {
    const row = (
      await send('POST', `${BASE}/add`, { title: 'Minimal', infraTypeId: 10, ref: '  ', description: '' })
    ).json();
    expect(row).toMatchObject({ isActive: true, ref: null, description: null, initial: null });
  });

  it('should keep the sequence after the seeded ids', async () => {
    const row = (await send('POST', '/api/infrastructure/country/add', { title: 'Portugal', code: 'PT' })).json();
    expect(row.id).toBeGreaterThan(12);
  });

  it('should refuse to delete an infra type still used by payment accounts with 409', async () => {
    const res = await send('DELETE', '/api/infrastructure/infratype/delete?id=9');
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/^It is used by \d+ payment accounts\.$/);
  });
});

describe('payment account validation', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['a missing title', { title: '' }, 'title', 'Title is required.', 'Le champ « Titre » est obligatoire.'],
    [
      'a title of 2 characters',
      { title: 'ab' },
      'title',
      'Title must be at least 3 characters long.',
      'Le champ « Titre » doit contenir au moins 3 caractères.',
    ],
    [
      'a title of 501 characters',
      { title: 'x'.repeat(501) },
      'title',
      'Title cannot exceed 500 characters.',
      'Le champ « Titre » ne peut pas dépasser 500 caractères.',
    ],
    [
      'a ref of 2 characters',
      { ref: 'ab' },
      'ref',
      'Ref must be at least 3 characters long.',
      'Le champ « Réf. » doit contenir au moins 3 caractères.',
    ],
    [
      'a ref longer than 10 characters',
      { ref: 'x'.repeat(11) },
      'ref',
      'Ref cannot exceed 10 characters.',
      'Le champ « Réf. » ne peut pas dépasser 10 caractères.',
    ],
    [
      'an initial of 2 characters',
      { initial: 'ab' },
      'initial',
      'Initial must be at least 3 characters long.',
      'Le champ « Initiales » doit contenir au moins 3 caractères.',
    ],
    [
      'an initial longer than 24 characters',
      { initial: 'x'.repeat(25) },
      'initial',
      'Initial cannot exceed 24 characters.',
      'Le champ « Initiales » ne peut pas dépasser 24 caractères.',
    ],
    [
      'a description of 2 characters',
      { description: 'ab' },
      'description',
      'Description must be at least 3 characters long.',
      'Le champ « Description » doit contenir au moins 3 caractères.',
    ],
    [
      'a description longer than 4000 characters',
      { description: 'x'.repeat(4001) },
      'description',
      'Description cannot exceed 4000 characters.',
      'Le champ « Description » ne peut pas dépasser 4000 caractères.',
    ],
    [
      'a missing payment category',
      { infraTypeId: null },
      'infraTypeId',
      'Payment category is required.',
      'Le champ « Catégorie de paiement » est obligatoire.',
    ],
    [
      'a category that is not a payment category (group 12)',
      { infraTypeId: 13 },
      'infraTypeId',
      'Payment Category is not valid.',
      "Le champ « Catégorie de paiement » n'est pas valide.",
    ],
    [
      'a category that does not exist',
      { infraTypeId: 999 },
      'infraTypeId',
      'Payment Category is not valid.',
      "Le champ « Catégorie de paiement » n'est pas valide.",
    ],
  ];

  it.each(cases)('rejects %s in en and fr and changes nothing', async (_name, change, field, en, fr) => {
    const before = await count();
    const resEn = await send('POST', `${BASE}/add`, { ...valid, ...change });
    expect(resEn.statusCode).toBe(400);
    expect(resEn.json()).toEqual({ errors: { [field]: [en] } });
    const resFr = await send('PUT', `${BASE}/update`, { ...valid, id: 1, ...change }, { 'accept-language': 'fr' });
    expect(resFr.statusCode).toBe(400);
    expect(resFr.json()).toEqual({ errors: { [field]: [fr] } });
    expect(await count()).toBe(before);
    expect((await get(`${BASE}/getbyid?id=1`)).json().title).toBe('Main EUR Bank Account');
  });

  it('should accept the bounds themselves', async () => {
    const res = await send('POST', `${BASE}/add`, {
      ...valid,
      title: 'x'.repeat(500),
      ref: 'x'.repeat(10),
      initial: 'x'.repeat(24),
    });
    expect(res.statusCode).toBe(200);
  });

  it('should answer malformed JSON with the errors shape', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: '{"title": "abc",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { body: ['Malformed JSON.'] } });
    const fr = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: '{',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    });
    expect(fr.json()).toEqual({ errors: { body: ['JSON mal formé.'] } });
  });
});

describe('rich text', () => {
  it('should remove scripts, event handlers and javascript: links and keep formatting', async () => {
    const html =
      '<p>Hello <strong>bold</strong> <em>it</em> <u>under</u> <s>strike</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.com">link</a></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="x()">click</p><a href="javascript:alert(3)">bad</a>';
    const row = (await send('POST', `${BASE}/add`, { ...valid, description: html })).json();
    expect(row.description).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    for (const kept of [
      '<strong>bold</strong>',
      '<em>it</em>',
      '<u>under</u>',
      '<s>strike</s>',
      '<ul><li>one</li></ul>',
      '<ol><li>two</li></ol>',
      '<a href="https://example.com" rel="noopener noreferrer">link</a>',
      '<p>click</p>',
    ]) {
      expect(row.description).toContain(kept);
    }
  });

  it('should treat rich text that is empty after sanitising as empty', async () => {
    const row = (
      await send('POST', `${BASE}/add`, { ...valid, description: '<p><script>x</script></p><p>&nbsp;</p>' })
    ).json();
    expect(row.description).toBeNull();
  });
});

describe('list totals after writes', () => {
  const total = async (query = '') =>
    (await get(`${BASE}/get?pageIndex=1&pageSize=10${query}`)).json().paginationModel.totalRecords as number;

  it('should count an added account and forget a deleted one, searched or not', async () => {
    const before = await total();
    const searchedBefore = await total('&search=zebra');
    const created = (await send('POST', `${BASE}/add`, { ...valid, title: 'Zebra Travel Account' })).json();
    expect(await total()).toBe(before + 1);
    expect(await total('&search=zebra')).toBe(searchedBefore + 1);
    await send('PUT', `${BASE}/update`, { ...valid, id: created.id, title: 'Plain Account', isActive: false });
    expect(await total('&search=zebra')).toBe(searchedBefore);
    expect(await total('&isActive=false')).toBe(
      (await count()) - (await t.db.query('SELECT 1 FROM payment_account WHERE is_active AND NOT is_deleted')).length,
    );
    await send('DELETE', `${BASE}/delete?id=${created.id}`);
    expect(await total()).toBe(before);
  });

  it('should keep the total of a rejected write unchanged', async () => {
    const before = await total();
    const res = await send('POST', `${BASE}/add`, { ...valid, title: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(await total()).toBe(before);
  });
});

describe('search index', () => {
  it('should serve the list search from the trigram index of the search expression', async () => {
    const res = await get(`${BASE}/get?search=PET01`);
    expect(res.json().financeListing.paymentAccounts.map((r: { ref: string }) => r.ref)).toEqual(['CSH-PET01']);
    await t.db.exec('SET enable_seqscan = off');
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT count(*) FROM payment_account t
       WHERE search_fold(coalesce(t."title", '') || E'\\n' || coalesce(t."ref", '') || E'\\n' || coalesce(t."initial", '')) LIKE $1`,
      ['%pet01%'],
    );
    await t.db.exec('SET enable_seqscan = on');
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
      /Bitmap Index Scan on payment_account_search_[0-9a-f]{8}/,
    );
  });

  it('should not match text spanning two searched columns', async () => {
    const res = await get(`${BASE}/get?search=${encodeURIComponent('Petty Cash CSH')}`);
    expect(res.json().paginationModel.totalRecords).toBe(0);
  });
});

describe('list answers after a write to a referenced table', () => {
  it('should show the new category name once the infra type is renamed', async () => {
    const row = (await get(`${BASE}/getbyid?id=1`)).json();
    const listed = async () =>
      (await get(`${BASE}/get?search=${encodeURIComponent(row.title)}`))
        .json()
        .financeListing.paymentAccounts.find((r: { id: number }) => r.id === 1).infraTypeName;
    const before = await listed();
    const infra = (await get(`/api/infrastructure/infratype/getbyid?id=${row.infraTypeId}`)).json();
    const renamed = await send('PUT', '/api/infrastructure/infratype/update', { ...infra, title: `${before} Renamed` });
    expect(renamed.statusCode).toBe(200);
    expect(await listed()).toBe(`${before} Renamed`);
    await send('PUT', '/api/infrastructure/infratype/update', { ...infra, version: renamed.json().version });
    expect(await listed()).toBe(before);
  });
});
