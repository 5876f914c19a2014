import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadSchemas } from '@schema/load-dir.js';
import { createDataProvider, type FetchJson } from '@admin/data-provider.js';
import type { EntitySchema } from '@schema/types.js';

const API = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shell's fetchJson contract: a path under /api, throws { status, message, body } on errors. */
const fetchJson: FetchJson = async (path, init) => {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const detail = (body as { detail?: string } | null)?.detail;
    throw Object.assign(new Error(detail ?? 'Something went wrong! Please try again later.'), {
      status: response.status,
      body,
    });
  }
  return { status: response.status, headers: response.headers, body };
};

const schemas = loadSchemas('schemas');
const provider = createDataProvider(() => schemas, fetchJson);
const paymentAccount = schemas.find((s) => s.name === 'payment-account')!;

/** Records each request so a test can assert the exact call. */
function recorder() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    calls.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
  };
  return { calls, record };
}

describe('data provider getList', () => {
  it('asks the documented list endpoint with the paging names, sort and filters, and reads listKey and totalKey', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/finance/paymentaccount/get`, async (info) => {
        await record(info);
        return HttpResponse.json({
          financeListing: { paymentAccounts: [{ id: 1, title: 'Main bank' }] },
          paginationModel: { totalRecords: 12 },
        });
      }),
    );
    const result = await provider.getList('finance/payment-account', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'bank', infraTypeId: 3, isActive: '' },
    });
    expect(result).toEqual({ data: [{ id: 1, title: 'Main bank' }], total: 12 });
    const params = Object.fromEntries(calls[0].url.searchParams);
    expect(params).toEqual({
      search: 'bank',
      pageIndex: '2',
      pageSize: '10',
      sort: 'title',
      order: 'ASC',
      infraTypeId: '3',
    });
  });

  it('sends an empty search and the schema default sort when none is given', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/infrastructure/city/get`, async (info) => {
        await record(info);
        return HttpResponse.json({ cities: [], paginationModel: { totalRecords: 0 } });
      }),
    );
    const result = await provider.getList('infrastructure/cities', {
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 0 });
    expect(calls[0].url.search).toBe('?search=&pageIndex=1&pageSize=10&sort=title&order=ASC');
  });

  it('posts the same fields as a JSON body when paging.method is POST, under custom names and keys', async () => {
    const invoices: EntitySchema = {
      ...paymentAccount,
      name: 'invoice-like',
      resource: {
        ...paymentAccount.resource,
        route: 'finance/invoice-like',
        api: '/finance/invoice',
        listKey: 'invoices',
        totalKey: 'paging.count',
        paging: { method: 'POST', page: 'currentPage', size: 'pageSize', search: 'requestRef', defaultSize: 10 },
      },
    };
    const custom = createDataProvider(() => [invoices], fetchJson);
    const { calls, record } = recorder();
    server.use(
      http.post(`${API}/finance/invoice/get`, async (info) => {
        await record(info);
        return HttpResponse.json({ invoices: [{ id: 7 }], paging: { count: 31 } });
      }),
    );
    const result = await custom.getList('finance/invoice-like', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'TR-1' },
    });
    expect(result).toEqual({ data: [{ id: 7 }], total: 31 });
    expect(calls[0].url.search).toBe('');
    expect(calls[0].body).toEqual({ requestRef: 'TR-1', currentPage: 3, pageSize: 10, sort: 'id', order: 'DESC' });
  });

  it('explains a listKey that does not match the answer', async () => {
    server.use(http.get(`${API}/finance/paymentaccount/get`, () => HttpResponse.json({ rows: [] })));
    await expect(
      provider.getList('finance/payment-account', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow(/financeListing\.paymentAccounts/);
  });
});

describe('data provider writes and reads one row', () => {
  it('creates with POST add and id null', async () => {
    const { calls, record } = recorder();
    server.use(
      http.post(`${API}/finance/paymentaccount/add`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5, title: 'Cash desk' });
      }),
    );
    const { data } = await provider.create('finance/payment-account', { data: { title: 'Cash desk', infraTypeId: 3 } });
    expect(data).toEqual({ id: 5, title: 'Cash desk' });
    expect(calls[0].body).toEqual({ title: 'Cash desk', infraTypeId: 3, id: null });
  });

  it('updates with PUT update and the id in the body', async () => {
    const { calls, record } = recorder();
    server.use(
      http.put(`${API}/finance/paymentaccount/update`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5, title: 'Cash' });
      }),
    );
    const { data } = await provider.update('finance/payment-account', {
      id: 5,
      data: { title: 'Cash' },
      previousData: { id: 5, title: 'Cash desk' },
    });
    expect(data).toEqual({ id: 5, title: 'Cash' });
    expect(calls[0].body).toEqual({ title: 'Cash', id: 5 });
  });

  it('sends the version it read with an update (from previousData, or the data when it carries one)', async () => {
    const { calls, record } = recorder();
    server.use(
      http.put(`${API}/finance/paymentaccount/update`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5, title: 'Cash', version: 4 });
      }),
    );
    const { data } = await provider.update('finance/payment-account', {
      id: 5,
      data: { title: 'Cash' },
      previousData: { id: 5, title: 'Cash desk', version: 3 },
    });
    expect(data).toEqual({ id: 5, title: 'Cash', version: 4 });
    expect(calls[0].body).toEqual({ title: 'Cash', id: 5, version: 3 });
    await provider.update('finance/payment-account', {
      id: 5,
      data: { title: 'Cash', version: 4 },
      previousData: { id: 5, title: 'Cash desk', version: 3 },
    });
    expect(calls[1].body).toEqual({ title: 'Cash', id: 5, version: 4 });
  });

  it('passes a stale-version 409 through with its code', async () => {
    server.use(
      http.put(`${API}/finance/paymentaccount/update`, () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'stale-version',
            detail: 'This record was changed by someone else. Reload it and try again.',
          },
          { status: 409 },
        ),
      ),
    );
    await expect(
      provider.update('finance/payment-account', {
        id: 5,
        data: { title: 'Cash' },
        previousData: { id: 5, version: 3 },
      }),
    ).rejects.toMatchObject({ status: 409, body: { code: 'stale-version' } });
  });

  it('reads the trash with GET trash?pageIndex=&pageSize=&search= and the list key', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/finance/paymentaccount/trash`, async (info) => {
        await record(info);
        return HttpResponse.json({
          financeListing: { paymentAccounts: [{ id: 5, title: 'Cash desk', deletedDate: '2026-11-20T10:00:00Z' }] },
          paginationModel: { totalRecords: 1 },
        });
      }),
    );
    const result = await provider.getList('finance/payment-account', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'cash' },
      meta: { trash: true },
    });
    expect(result).toEqual({ data: [{ id: 5, title: 'Cash desk', deletedDate: '2026-11-20T10:00:00Z' }], total: 1 });
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ pageIndex: '2', pageSize: '10', search: 'cash' });
  });

  it('restores with POST restore {id}', async () => {
    const { calls, record } = recorder();
    server.use(
      http.post(`${API}/finance/paymentaccount/restore`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5, title: 'Cash desk', version: 3 });
      }),
    );
    const { data } = await provider.restore('finance/payment-account', { id: 5 });
    expect(data).toEqual({ id: 5, title: 'Cash desk', version: 3 });
    expect(calls[0].body).toEqual({ id: 5 });
  });

  it('deletes with DELETE delete?id=', async () => {
    const { calls, record } = recorder();
    server.use(
      http.delete(`${API}/finance/paymentaccount/delete`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5 });
      }),
    );
    const { data } = await provider.delete('finance/payment-account', { id: 5 });
    expect(data).toEqual({ id: 5 });
    expect(calls[0].url.search).toBe('?id=5');
  });

  it('deletes a country under the parameter its schema names: delete?countryId=', async () => {
    const { calls, record } = recorder();
    server.use(
      http.delete(`${API}/infrastructure/country/delete`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 7 });
      }),
    );
    await provider.delete('infrastructure/countries', { id: 7 });
    expect(calls[0].url.search).toBe('?countryId=7');
  });

  it('reads one row with GET getbyid?id=', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/finance/paymentaccount/getbyid`, async (info) => {
        await record(info);
        return HttpResponse.json({ id: 5, title: 'Cash desk' });
      }),
    );
    const { data } = await provider.getOne('finance/payment-account', { id: 5 });
    expect(data).toEqual({ id: 5, title: 'Cash desk' });
    expect(calls[0].url.search).toBe('?id=5');
  });

  it('reads several rows from getall, keeping the asked ids', async () => {
    server.use(
      http.get(`${API}/finance/paymentaccount/getall`, () => HttpResponse.json([{ id: 1 }, { id: 2 }, { id: 3 }])),
    );
    const { data } = await provider.getMany('finance/payment-account', { ids: [1, 3] });
    expect(data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('passes a 400 with its field errors through to the caller', async () => {
    server.use(
      http.post(`${API}/finance/paymentaccount/add`, () =>
        HttpResponse.json({ errors: { title: ['Title must be at least 3 characters long.'] } }, { status: 400 }),
      ),
    );
    await expect(provider.create('finance/payment-account', { data: { title: 'ab' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { title: ['Title must be at least 3 characters long.'] } },
    });
  });

  it('passes a problem detail through to the caller', async () => {
    server.use(
      http.delete(`${API}/finance/paymentaccount/delete`, () =>
        HttpResponse.json({ title: 'Conflict', status: 409, detail: 'The account has payments.' }, { status: 409 }),
      ),
    );
    await expect(provider.delete('finance/payment-account', { id: 1 })).rejects.toMatchObject({
      status: 409,
      message: 'The account has payments.',
    });
  });
});

describe('data provider lookup', () => {
  it('uses the lookup whose params are the query keys: infra types by type group', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/infrastructure/infratype/getByTypeGroupId`, async (info) => {
        await record(info);
        return HttpResponse.json([{ id: 3, title: 'Bank' }]);
      }),
    );
    const { data } = await provider.lookup('infra-type', { typeGroupId: 11 });
    expect(data).toEqual([{ id: 3, title: 'Bank' }]);
    expect(calls[0].url.search).toBe('?typeGroupId=11');
  });

  it('falls back to getall with the query as equality filters', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/infrastructure/country/getall`, async (info) => {
        await record(info);
        return HttpResponse.json([{ id: 1, title: 'France' }]);
      }),
    );
    const { data } = await provider.lookup('country', { isActive: true });
    expect(data).toEqual([{ id: 1, title: 'France' }]);
    expect(calls[0].url.search).toBe('?isActive=true');
  });

  it('asks endpoints.all for full rows with { all: true }, even where a lookup takes no parameter', async () => {
    const { calls, record } = recorder();
    server.use(
      http.get(`${API}/infrastructure/infratransportationdetail/getall`, async (info) => {
        await record(info);
        return HttpResponse.json([{ id: 2, refNumber: 'AT-800', typeId: 70 }]);
      }),
    );
    const { data } = await provider.lookup('preset-transportation-detail', {}, { all: true });
    expect(data).toEqual([{ id: 2, refNumber: 'AT-800', typeId: 70 }]);
    expect(calls).toHaveLength(1);
  });

  it('names an unknown resource', async () => {
    await expect(provider.lookup('nope')).rejects.toThrow('No schema has the route or $id "nope".');
  });
});
