/**
 * The generic endpoints of every entity, as a data table: each row says the operation,
 * the method, the path under `/api` + x-resource.api, the permission, and a thin handler.
 * Nothing here names an entity; every difference comes from the schema's x-resource.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readPath, writePath } from '@schema/naming.js';
import { equalityFields } from '@schema/list-filters.js';
import type { Lang } from '@schema/types.js';
import type { RoutePermission } from '../auth/route-permissions.js';
import { notFound } from '../errors.js';
import { asInput, type Input } from '../http/body.js';
import { paginationModel } from '../http/paging.js';
import { etagOf, expectedVersion } from '../http/row-version.js';
import { sendWrittenOnce } from '../http/written-once.js';
import type { ResourceContext } from './context.js';
import { readFilters, readListQuery, readSort } from './list-query.js';
import { exportList } from './export.js';
import { pickerAccess } from './picker.js';
import { getRow, listRows, type Scope } from './repository.js';
import { listTrash, restoreEntity } from './trash.js';
import { createEntity, deleteEntity, readId, updateEntity, type Writer } from './writes.js';

export interface Call {
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
  scope: Scope;
  query: Input;
  body: unknown;
}

export interface Endpoint {
  op: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  permission: RoutePermission;
  handler: (ctx: ResourceContext, call: Call) => Promise<unknown>;
}

/** `{financeListing: {paymentAccounts: rows}, paginationModel: {..., totalRecords}}` */
function listAnswer(ctx: ResourceContext, rows: unknown[], total: number, page: { index: number; size: number }) {
  const { listKey, totalKey } = ctx.model.schema.resource;
  const answer = writePath({}, listKey, rows);
  const parent = totalKey.split('.').slice(0, -1).join('.');
  if (parent) {
    const existing = asInput(readPath(answer, parent));
    writePath(answer, parent, { ...existing, ...paginationModel(page, rows.length, total) });
  }
  return writePath(answer, totalKey, total);
}

export function endpointsOf(ctx: ResourceContext): Endpoint[] {
  const { resource } = ctx.model.schema;
  const base = `/api${resource.api}`;
  // Every schema but a singleton has a delete permission (normalize.ts); singletons never get here.
  const { view, add, delete: remove } = resource.permissions;
  const writer = (call: Call): Writer => ({ scope: call.scope, lang: call.lang, user: call.request.user });
  const table: Endpoint[] = [
    {
      op: 'list',
      method: resource.paging.method,
      path: `${base}/${resource.endpoints.list}`,
      permission: view,
      handler: async (c, call) => {
        const input = resource.paging.method === 'POST' ? asInput(call.body) : call.query;
        const q = readListQuery(c.model, input, call.lang);
        const { rows, total } = await listRows(c.db, c.model, call.scope, q, c.cache);
        const variant = `${call.lang}\u0000${total}\u0000${q.page.index}\u0000${q.page.size}`;
        return sendWrittenOnce(call.reply, rows, variant, () => listAnswer(c, rows, total, q.page));
      },
    },
    {
      // The whole filtered list as CSV, streamed (export.ts).
      op: 'export',
      method: resource.paging.method,
      path: `${base}/${resource.endpoints.export}`,
      permission: view,
      handler: exportList,
    },
    {
      op: 'getOne',
      method: 'GET',
      path: `${base}/${resource.endpoints.getOne}`,
      permission: view,
      handler: async (c, call) => {
        const row = await getRow(c.db, c.model, call.scope, readId(c, call.query.id, call.lang));
        if (!row) throw notFound();
        call.reply.header('ETag', etagOf(row.version));
        return c.hooks.getOne(c.db, c.model.schema, row);
      },
    },
    {
      // A dropdown source: full rows with the view permission, else the picker shape (picker.ts).
      op: 'all',
      method: 'GET',
      path: `${base}/${resource.endpoints.all}`,
      permission: 'authenticated',
      handler: async (c, call) => {
        const access = pickerAccess(c, call.request.user, call.lang);
        return access.shape(
          (
            await listRows(
              c.db,
              c.model,
              call.scope,
              {
                filters: readFilters(
                  c.model,
                  call.query,
                  access.filters(equalityFields(resource.list.filters), call.query),
                  call.lang,
                ),
                sort: readSort(c.model, {}, call.lang),
              },
              c.cache,
            )
          ).rows,
        );
      },
    },
    {
      op: 'create',
      method: 'POST',
      path: `${base}/${resource.endpoints.create}`,
      permission: add,
      handler: (c, call) => createEntity(c, call.body, writer(call)),
    },
    {
      // `version` in the body or If-Match: 409 when the row has moved on (row-version.ts).
      op: 'update',
      method: 'PUT',
      path: `${base}/${resource.endpoints.update}`,
      permission: add,
      handler: (c, call) =>
        updateEntity(c, call.body, expectedVersion(call.body, call.request.headers, call.lang), writer(call)),
    },
    {
      // The id under the parameter the spec names (`deleteParam`: countries' `countryId`), else `id`.
      op: 'delete',
      method: 'DELETE',
      path: `${base}/${resource.endpoints.delete}`,
      permission: remove!,
      handler: (c, call) => {
        const param = resource.deleteParam;
        return deleteEntity(c, call.query[param] ?? asInput(call.body)[param], writer(call), param);
      },
    },
    {
      // Deleted rows, newest-deleted first, in the list's answer shape (trash.ts).
      op: 'trash',
      method: 'GET',
      path: `${base}/${resource.endpoints.trash}`,
      permission: remove!,
      handler: async (c, call) => {
        const { search, page } = readListQuery(c.model, pickPaging(c, call.query), call.lang);
        const { rows, total } = await listTrash(c, call.scope, { search, page });
        return listAnswer(c, rows, total, page);
      },
    },
    {
      op: 'restore',
      method: 'POST',
      path: `${base}/${resource.endpoints.restore}`,
      permission: remove!,
      handler: (c, call) => restoreEntity(c, asInput(call.body).id, writer(call)),
    },
  ];
  for (const lookup of resource.lookups) {
    table.push({
      // `api` may name another documented base (policies answered under the room-type api).
      op: `lookup:${lookup.path}`,
      method: 'GET',
      path: `/api${lookup.api ?? resource.api}/${lookup.path}`,
      permission: 'authenticated',
      // Lookup params are picker fields, so a non-viewer may use them all (picker.ts).
      handler: async (c, call) =>
        pickerAccess(c, call.request.user, call.lang).shape(
          (
            await listRows(
              c.db,
              c.model,
              call.scope,
              {
                filters: readFilters(c.model, call.query, lookup.params, call.lang, true),
                sort: readSort(c.model, {}, call.lang),
              },
              c.cache,
            )
          ).rows,
          lookup.fields,
        ),
    });
  }
  return table;
}

/**
 * The trash's paging and search (no filters or sort): under the list's parameter names
 * (`paging.page`, e.g. tours' `currentPage`) or the common `pageIndex`, `pageSize`, `search`.
 */
function pickPaging(ctx: ResourceContext, query: Input): Input {
  const { paging } = ctx.model.schema.resource;
  return {
    [paging.page]: query[paging.page] ?? query.pageIndex,
    [paging.size]: query[paging.size] ?? query.pageSize,
    [paging.search]: query[paging.search] ?? query.search,
  };
}

/** The per-request inputs of a handler. */
export function callOf(request: FastifyRequest, reply: FastifyReply): Call {
  return {
    request,
    reply,
    lang: request.lang,
    scope: request.agencyScope,
    query: asInput(request.query),
    body: request.body,
  };
}
