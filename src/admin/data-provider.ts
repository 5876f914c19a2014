/**
 * The react-admin data provider of every schema resource. It knows no entity: each call is
 * mapped onto the documented endpoints from the schema's `x-resource` alone. The resource
 * name is `resource.route` (e.g. `finance/payment-account`); `base` is `resource.api`
 * (e.g. `/finance/paymentaccount`) under `/api`, which `fetchJson` prepends.
 *
 * - getList with `meta: { trash: true }`: GET {base}/{endpoints.trash}?pageIndex=1&pageSize=10&search=q
 *   → the deleted rows (each with `deletedDate`), read like the list.
 * - getList: GET {base}/{endpoints.list}?{paging.search}=q&{paging.page}=1&{paging.size}=10
 *   &sort=field&order=ASC|DESC&{filter}=value... (paging.method POST: POST {base}/{endpoints.list}
 *   with the same fields as a JSON body) → rows at readPath(body, listKey), total at
 *   readPath(body, totalKey).
 * - getOne: GET {base}/{endpoints.getOne}?id=1 → the row.
 * - getMany: GET {base}/{endpoints.all} → the rows whose id was asked for.
 * - getManyReference: getList with `{ [target]: id }` added to the filters.
 * - create: POST {base}/{endpoints.create}, body `{ ...data, id: null }` → the row.
 * - update: PUT {base}/{endpoints.update}, body `{ ...data, id, version }` → the row; `version` is
 *   the one read (data.version, else previousData.version): the server answers 409
 *   `stale-version` when the row changed since, and nothing is lost.
 * - updateMany: getOne then update per id → the ids.
 * - delete: DELETE {base}/{endpoints.delete}?{deleteParam}=1 (`id` unless the schema names
 *   another, e.g. countries' `countryId`) → previousData, else the answer, else `{ id }`.
 * - deleteMany: delete per id → the ids.
 * - restore: POST {base}/{endpoints.restore}, body `{ id }` → the row, back in the list.
 * - getSingleton (`x-resource.singleton`): GET {base}/get → the row (its defaults when never saved).
 * - saveSingleton: POST {base}/save, the full body with the `version` read → the saved row.
 * - lookup (dropdowns): GET {base}/{lookup.path}?{param}=v for the lookup whose params are the
 *   query's keys (infra types: getByTypeGroupId?typeGroupId=11; under `lookup.api` when set),
 *   else GET {base}/{endpoints.all} with the query as equality filters → the rows. An array
 *   value is sent as a repeated parameter (?typeGroupId=10&typeGroupId=11). With `{ all: true }`
 *   always {endpoints.all} (full rows where a lookup answers a minimal list).
 *
 * The react-admin filter `q` is the search text. Errors are not caught: the `HttpError`
 * thrown by `fetchJson` (status, message, body with `errors` or `detail`) reaches the caller.
 */
import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { EntitySchema } from '@schema/types.js';
import { readPath } from '@schema/naming.js';
import { listRequest, queryString, type ListParams } from './list-request.js';

/** What `src/admin/http.ts` exports: a JSON call under /api that throws HttpError on errors. */
export type FetchJson = (
  path: string,
  init?: RequestInit,
) => Promise<{ status: number; headers: Headers; body: unknown }>;

/** Query values; empty ones (undefined, null, '') are left out except the search text. */
type Params = Record<string, unknown>;

export interface LookupResult {
  data: RaRecord[];
}

/** The data provider plus the dropdown source used by `x-ref` selects. */
export interface SchemaDataProvider extends DataProvider {
  /** Rows of `resource` (a schema `$id` or route) matching `query` by equality (`all`: from endpoints.all, no lookup). */
  lookup(resource: string, query?: Record<string, unknown>, options?: { all?: boolean }): Promise<LookupResult>;
  /** Takes a row of `resource` out of its trash. */
  restore(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** The row of a single-row resource; `data` is whatever the server answered (checked by the screen). */
  getSingleton(resource: string): Promise<{ data: unknown }>;
  /** Saves the row of a single-row resource (full body, with its `version`). */
  saveSingleton(resource: string, params: { data: Record<string, unknown> }): Promise<{ data: unknown }>;
}

/** Paths of a single-row resource's two endpoints under its `api`. */
export const SINGLETON_ENDPOINTS = { get: 'get', save: 'save' } as const;

/** `{ version }` of the row as read, for an update; nothing when the row has none. */
function versionOf(data: Partial<RaRecord>, previous?: RaRecord): { version?: number } {
  const version = data.version ?? previous?.version;
  return typeof version === 'number' ? { version } : {};
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

function asRows(value: unknown, where: string): RaRecord[] {
  if (!Array.isArray(value)) {
    throw new Error(`The answer of ${where} holds no array of rows; check the schema's listKey.`);
  }
  return value as RaRecord[];
}

export function createDataProvider(getSchemas: () => EntitySchema[], fetchJson: FetchJson): SchemaDataProvider {
  const schemaOf = (resource: string): EntitySchema => {
    const schema = getSchemas().find((s) => s.resource.route === resource || s.name === resource);
    if (!schema) throw new Error(`No schema has the route or $id "${resource}".`);
    return schema;
  };
  const url = (schema: EntitySchema, path: string, params: Params = {}) =>
    `${schema.resource.api}/${path}${queryString(params)}`;

  const getList = async (resource: string, params: ListParams): Promise<GetListResult> => {
    const schema = schemaOf(resource);
    const request = listRequest(schema, params);
    const { body } =
      request.method === 'POST'
        ? await fetchJson(request.path, json('POST', request.fields))
        : await fetchJson(request.path);
    return readList(schema, body, request.endpoint);
  };

  const getOne = async (resource: string, params: { id: Identifier }) => {
    const schema = schemaOf(resource);
    const { body } = await fetchJson(url(schema, schema.resource.endpoints.getOne, { id: params.id }));
    return { data: body as RaRecord };
  };

  const update = async (
    resource: string,
    params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord },
  ) => {
    const schema = schemaOf(resource);
    const { body } = await fetchJson(
      url(schema, schema.resource.endpoints.update),
      json('PUT', { ...params.data, id: params.id, ...versionOf(params.data, params.previousData) }),
    );
    return { data: body as RaRecord };
  };

  const readList = (schema: EntitySchema, body: unknown, path: string): GetListResult => {
    const { listKey, totalKey } = schema.resource;
    const data = asRows(readPath(body, listKey), `${schema.resource.api}/${path} (${listKey})`);
    const total = Number(readPath(body, totalKey) ?? data.length);
    return { data, total: Number.isFinite(total) ? total : data.length };
  };

  const remove = async (resource: string, params: { id: Identifier; previousData?: RaRecord }) => {
    const schema = schemaOf(resource);
    const { endpoints, deleteParam } = schema.resource;
    const { body } = await fetchJson(url(schema, endpoints.delete, { [deleteParam]: params.id }), { method: 'DELETE' });
    const answered = body && typeof body === 'object' ? (body as RaRecord) : undefined;
    return { data: params.previousData ?? answered ?? { id: params.id } };
  };

  const provider: SchemaDataProvider = {
    getList,
    getOne: getOne as DataProvider['getOne'],
    async getMany(resource, params) {
      const schema = schemaOf(resource);
      const { body } = await fetchJson(url(schema, schema.resource.endpoints.all));
      const wanted = new Set(params.ids.map(String));
      const rows = asRows(body, `${schema.resource.api}/${schema.resource.endpoints.all}`);
      return { data: rows.filter((r) => wanted.has(String(r.id))) as never[] };
    },
    getManyReference(resource, params) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const schema = schemaOf(resource);
      const { body } = await fetchJson(
        url(schema, schema.resource.endpoints.create),
        json('POST', { ...params.data, id: null }),
      );
      return { data: body as never };
    },
    update: update as DataProvider['update'],
    async updateMany(resource, params) {
      for (const id of params.ids) {
        const { data } = await getOne(resource, { id });
        await update(resource, { id, data: { ...data, ...params.data } });
      }
      return { data: params.ids };
    },
    delete: remove as DataProvider['delete'],
    async deleteMany(resource, params) {
      for (const id of params.ids) await remove(resource, { id });
      return { data: params.ids };
    },
    async restore(resource, params) {
      const schema = schemaOf(resource);
      const { body } = await fetchJson(url(schema, schema.resource.endpoints.restore), json('POST', { id: params.id }));
      return { data: (body && typeof body === 'object' ? body : { id: params.id }) as RaRecord };
    },
    async getSingleton(resource) {
      const schema = schemaOf(resource);
      const { body } = await fetchJson(url(schema, SINGLETON_ENDPOINTS.get));
      return { data: body };
    },
    async saveSingleton(resource, params) {
      const schema = schemaOf(resource);
      const { body } = await fetchJson(url(schema, SINGLETON_ENDPOINTS.save), json('POST', params.data));
      return { data: body };
    },
    async lookup(resource, query = {}, options = {}) {
      const schema = schemaOf(resource);
      const keys = Object.keys(query).sort();
      const match = options.all
        ? undefined
        : schema.resource.lookups.find(
            (l) => l.params.length === keys.length && [...l.params].sort().every((p, i) => p === keys[i]),
          );
      const path = match ? match.path : schema.resource.endpoints.all;
      const base = match?.api ?? schema.resource.api;
      const { body } = await fetchJson(`${base}/${path}${queryString(query)}`);
      return { data: asRows(body, `${base}/${path}`) };
    },
  };
  return provider;
}
