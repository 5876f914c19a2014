/**
 * What a schema list asks the API, in one place: the request of a page of rows (the data
 * provider's getList) and the first page the list screen asks at an address
 * (useSchemaListController). Pure and React-free: the boot script (boot/boot.ts) asks the same
 * first page while the shell's code is still downloading, and the shell takes that answer only
 * when its request is this same one.
 */
import type { EntitySchema, Lang } from '@schema/types.js';
import { viewableSchemas } from './layout/menu-model.js';
import { filterParamsOf, filterRequestOf } from './primitives/filter-declarations.js';
import { readListState, type ListSort, type ListUrlState } from './primitives/list-url-state.js';
import { schemaFilterDeclarations } from './schema-screens/schema-filters.js';

/** Query values; undefined and null are left out. */
export type QueryParams = Record<string, unknown>;

/** react-admin's getList parameters, as the schema lists use them (`q` is the search text). */
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
  meta?: { trash?: boolean };
}

/** A page of rows as the API is asked for it: `path` under the API base, `fields` in the body when POST. */
export interface ListRequest {
  method: 'GET' | 'POST';
  path: string;
  fields?: QueryParams;
  /** The endpoint, for messages (`paymentaccount/get`). */
  endpoint: string;
}

export function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // An array is sent as a repeated parameter (`typeGroupId=10&typeGroupId=11`).
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request of a page of `schema`'s rows (its trash with `meta.trash`). */
export function listRequest(schema: EntitySchema, params: ListParams): ListRequest {
  const { api, paging, endpoints } = schema.resource;
  const { q } = params.filter ?? {};
  const search = typeof q === 'string' ? q : '';
  if (params.meta?.trash) {
    const fields = {
      pageIndex: params.pagination?.page ?? 1,
      pageSize: params.pagination?.perPage ?? paging.defaultSize,
      search,
    };
    return { method: 'GET', path: `${api}/${endpoints.trash}${queryString(fields)}`, endpoint: endpoints.trash };
  }
  // The order of the keys is the address's: the boot script's first request must be this same one.
  const { [paging.search]: searched, ...rest } = searchFields(schema, params);
  const fields: QueryParams = {
    [paging.search]: searched,
    [paging.page]: params.pagination?.page ?? 1,
    [paging.size]: params.pagination?.perPage ?? paging.defaultSize,
    ...rest,
  };
  return paging.method === 'POST'
    ? { method: 'POST', path: `${api}/${endpoints.list}`, fields, endpoint: endpoints.list }
    : { method: 'GET', path: `${api}/${endpoints.list}${queryString(fields)}`, endpoint: endpoints.list };
}

/** The list's search, sort and filters (no paging): what a page and the CSV export both send. */
function searchFields(schema: EntitySchema, params: ListParams): QueryParams {
  const { paging, list } = schema.resource;
  const { q, ...filters } = params.filter ?? {};
  const sort = params.sort?.field ? params.sort : list.sort;
  const fields: QueryParams = {
    [paging.search]: typeof q === 'string' ? q : '',
    sort: sort.field,
    order: sort.order === 'ASC' ? 'ASC' : 'DESC',
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') fields[key] = value;
  }
  return fields;
}

/** The CSV export of a schema list in the state `params` gives: every row, the same search, sort and filters. */
export function exportTarget(
  schema: EntitySchema,
  params: ListParams,
): { name: Record<Lang, string>; path: string; body?: QueryParams } {
  const { api, paging, endpoints, text } = schema.resource;
  // The file's name as the server gives it (csvFileName): `payment-accounts`, `comptes-de-paiement`.
  const slug = (many: string) =>
    many
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const name = { en: slug(text.en.many), fr: slug(text.fr.many) };
  const fields = searchFields(schema, params);
  return paging.method === 'POST'
    ? { name, path: `${api}/${endpoints.export}`, body: fields }
    : { name, path: `${api}/${endpoints.export}${queryString(fields)}` };
}

/** What a list screen asks: always a page, an order and a (maybe empty) search. */
export interface ScreenListParams extends ListParams {
  pagination: { page: number; perPage: number };
  sort: ListSort;
  filter: Record<string, unknown>;
}

/** The URL names of a schema list's filters (its declared filters' parameters). */
export function schemaFilterParams(schema: EntitySchema): string[] {
  return filterParamsOf(schemaFilterDeclarations(schema));
}

/**
 * The getList parameters of a schema's list screen in the state its address gives (page,
 * search, sort, and the declared filters set, under their request keys).
 */
export function screenListParams(
  schema: EntitySchema,
  url: Pick<ListUrlState, 'page' | 'search' | 'sort'> & { filters?: ListUrlState['filters'] },
): ScreenListParams {
  const { paging, list } = schema.resource;
  const filters = url.filters ? filterRequestOf(schemaFilterDeclarations(schema), url.filters) : {};
  return {
    pagination: { page: url.page, perPage: paging.defaultSize },
    sort: url.sort ?? list.sort,
    filter: { ...filters, ...(url.search ? { q: url.search } : {}) },
  };
}

/**
 * The schema list shown at `path` + `search` (an address) to a user holding `permissions`, and the
 * parameters it asks first; none elsewhere. A list the user may not view is none: the shell shows
 * the not-found page there, and asking it would be refused (and a refusal ends the session).
 */
export function firstListScreen(
  schemas: readonly EntitySchema[],
  permissions: readonly string[],
  path: string,
  search: string,
): { schema: EntitySchema; params: ScreenListParams } | undefined {
  const route = path.replace(/^\/+|\/+$/g, '');
  const schema = viewableSchemas(schemas, permissions).find(
    (s) => s.resource.route === route && s.resource.singleton !== true,
  );
  if (!schema) return undefined;
  const url = readListState(new URLSearchParams(search), {
    sort: schema.resource.list.sort,
    filters: schemaFilterParams(schema),
  });
  return { schema, params: screenListParams(schema, url) };
}

/** The first request of the list screen at `path` + `search` (an address), when it shows a schema's list to this user. */
export function firstListRequest(
  schemas: readonly EntitySchema[],
  permissions: readonly string[],
  path: string,
  search: string,
): ListRequest | undefined {
  const screen = firstListScreen(schemas, permissions, path, search);
  return screen && listRequest(screen.schema, screen.params);
}
