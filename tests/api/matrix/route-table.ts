/**
 * The authorization matrix's table: every registered route (app.registeredRoutes), classified
 * either as a generic endpoint of a schema (list, getOne, all, create, update, delete, lookups,
 * gallery upload/delete; from x-resource, nothing per entity) or as a declared hand-written
 * route (declared-routes.ts for the engine's, modules/<module name>.ts for the routes a module
 * registered). A route that is neither is returned in `unclassified` with the message saying
 * where and how to declare it, and the matrix fails on it.
 */
import type { InjectOptions } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { RegisteredRoute } from '@server/auth/route-permissions.js';
import type { Row } from '@server/db/types.js';
import { listRequest, routesOf, urls } from '../kit/harness.js';
import type { MatrixContext } from './context.js';
import { declaredRoutes, moduleDeclarations, moduleFile, type DeclaredRoutes } from './declared-routes.js';

export interface MatrixRoute {
  /** `GET /api/finance/paymentaccount/get`, as the test names say it. */
  name: string;
  method: string;
  url: string;
  /** 'public', 'authenticated', or the permissions of which any one opens the route. */
  access: 'public' | 'authenticated' | string[];
  /** What the route is (`getOne of payment-account`, `declared`). */
  what: string;
  /** Why a public or authenticated route is open. */
  open?: string;
  request: InjectOptions;
  /** The request addressing a row of another agency (expects 404), when the agency scope applies. */
  otherAgency?: InjectOptions;
  noAgencyScope?: string;
}

interface Classified {
  what: string;
  open?: string;
  request: (c: MatrixContext) => InjectOptions;
  otherAgency?: (c: MatrixContext) => InjectOptions;
  noAgencyScope?: string;
}

const DECLARE_HOW =
  'a request a permitted caller would send, ' +
  '`open` (why) when it is public or authenticated, and `otherAgency` (the request for a row of another agency, answered 404) ' +
  'or `noAgencyScope` (why the agency scope does not apply)';

/** `string | string[]` (a route may accept any of several permissions). */
export function accessOf(permission: RegisteredRoute['permission'] | readonly string[]): MatrixRoute['access'] {
  if (typeof permission !== 'string') return [...permission];
  if (permission === 'public') return 'public';
  return permission === 'authenticated' ? 'authenticated' : [permission];
}

const key = (method: string, url: string) => `${method} ${url.toLowerCase()}`;
const withQuery = (url: string, params: Record<string, unknown>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v ?? '')]))}`;

/** The get, save and public endpoints of a singleton (src/server/singleton). */
function singletonEndpoints(schema: EntitySchema): Map<string, Classified> {
  const base = `/api${schema.resource.api}`;
  const out = new Map<string, Classified>();
  const noScope = 'a singleton belongs to no agency (one row for the tenant)';
  out.set(key('GET', `${base}/get`), {
    what: `get of ${schema.name}`,
    noAgencyScope: noScope,
    request: () => ({ method: 'GET', url: `${base}/get` }),
  });
  out.set(key('POST', `${base}/save`), {
    what: `save of ${schema.name}`,
    noAgencyScope: noScope,
    // The row as get answered it: stored image paths are kept, secrets left out (kept).
    request: (c) => ({ method: 'POST', url: `${base}/save`, payload: c.rows[schema.name] }),
  });
  const pub = schema.resource.public;
  if (pub) {
    out.set(key('GET', `${base}/${pub.path}`), {
      what: `public ${pub.path} of ${schema.name}`,
      open: `the public fields ${pub.fields.join(', ')} (the sign-in page's branding; no secret)`,
      noAgencyScope: noScope,
      request: () => ({ method: 'GET', url: `${base}/${pub.path}` }),
    });
  }
  return out;
}

/** The generic endpoints of one schema with their requests, keyed by method and lowercased url. */
function schemaEndpoints(schema: EntitySchema): Map<string, Classified> {
  if (schema.resource.singleton) return singletonEndpoints(schema);
  const { resource } = schema;
  const u = urls(schema);
  const out = new Map<string, Classified>();
  const row = (c: MatrixContext): Row => c.rows[schema.name];
  const scoped = resource.agencyScope !== undefined;
  const listsOnly = "a list: agency callers get only their agency's rows (kit entity suite)";
  const theirs = (c: MatrixContext) => c.theirRows[schema.name];
  /** Scoped schemas: the row of the other agency (404 expected); others: the agency scope does not apply. */
  const addressing = (
    build: (c: MatrixContext, id: number) => InjectOptions,
  ): Pick<Classified, 'otherAgency' | 'noAgencyScope'> =>
    scoped
      ? { otherAgency: (c) => build(c, theirs(c)) }
      : { noAgencyScope: 'the schema has no x-resource.agencyScope' };
  const named = (op: string) => `${op} of ${schema.name}`;

  const bodyOf = (c: MatrixContext, id?: number): Row => {
    const { id: _own, galleryImages: _g, ...rest } = row(c);
    void _own;
    void _g;
    return id === undefined ? rest : { ...rest, id };
  };

  const getOne = (_c: MatrixContext, id: number): InjectOptions => ({ method: 'GET', url: `${u.getOne}?id=${id}` });
  const update = (c: MatrixContext, id: number): InjectOptions => ({
    method: 'PUT',
    url: u.update,
    payload: bodyOf(c, id),
  });
  const remove = (_c: MatrixContext, id: number): InjectOptions => ({ method: 'DELETE', url: u.deleteOf(id) });

  out.set(key(resource.paging.method, u.list), {
    what: named('list'),
    noAgencyScope: scoped ? listsOnly : 'the schema has no x-resource.agencyScope',
    request: () => listRequest(schema, { page: 1, size: 5, search: '' }),
  });
  out.set(key('GET', u.getOne), {
    what: named('getOne'),
    request: (c) => getOne(c, row(c).id as number),
    ...addressing(getOne),
  });
  out.set(key('GET', u.all), {
    what: named('all'),
    open: 'a dropdown source (getall)',
    noAgencyScope: scoped ? listsOnly : 'the schema has no x-resource.agencyScope',
    request: () => ({ method: 'GET', url: u.all }),
  });
  out.set(key('POST', u.create), {
    what: named('create'),
    noAgencyScope: scoped
      ? "creates: the scope is forced to the caller's agency (kit entity suite)"
      : 'the schema has no x-resource.agencyScope',
    request: (c) => ({ method: 'POST', url: u.create, payload: bodyOf(c) }),
  });
  out.set(key('PUT', u.update), {
    what: named('update'),
    request: (c) => update(c, row(c).id as number),
    ...addressing(update),
  });
  out.set(key('DELETE', u.delete), {
    what: named('delete'),
    request: (c) => remove(c, row(c).id as number),
    ...addressing(remove),
  });
  out.set(key(resource.paging.method, u.export), {
    what: named('export'),
    noAgencyScope: scoped
      ? "an export: agency callers get only their agency's rows (tests/api/csv)"
      : 'the schema has no x-resource.agencyScope',
    request: () =>
      resource.paging.method === 'POST'
        ? { method: 'POST', url: u.export, payload: {} }
        : { method: 'GET', url: u.export },
  });
  out.set(key('GET', u.trash), {
    what: named('trash'),
    noAgencyScope: scoped ? listsOnly : 'the schema has no x-resource.agencyScope',
    request: () => ({ method: 'GET', url: `${u.trash}?pageIndex=1&pageSize=5` }),
  });
  const restore = (_c: MatrixContext, id: number): InjectOptions => ({
    method: 'POST',
    url: u.restore,
    payload: { id },
  });
  out.set(key('POST', u.restore), {
    what: named('restore'),
    request: (c) => restore(c, row(c).id as number),
    ...addressing(restore),
  });
  for (const lookup of resource.lookups) {
    const url = `/api${lookup.api ?? resource.api}/${lookup.path}`;
    out.set(key('GET', url), {
      what: named(`lookup ${lookup.path}`),
      open: 'a dropdown source (lookup)',
      noAgencyScope: scoped ? listsOnly : 'the schema has no x-resource.agencyScope',
      request: (c) => ({
        method: 'GET',
        url: withQuery(url, Object.fromEntries(lookup.params.map((p) => [p, row(c)[p] ?? 1]))),
      }),
    });
  }
  const gallery = resource.gallery;
  if (gallery) {
    const galleryCall =
      (path: string) =>
      (_c: MatrixContext, id: number): InjectOptions => ({
        method: 'POST',
        url: `${u.base}/${path}`,
        payload: { [gallery.ownerField]: id, images: ['matrix.png'] },
      });
    for (const [op, path] of [
      ['gallery upload', gallery.upload],
      ['gallery delete', gallery.delete],
    ] as const) {
      out.set(key('POST', `${u.base}/${path}`), {
        what: named(op),
        request: (c) => galleryCall(path)(c, row(c).id as number),
        ...addressing(galleryCall(path)),
      });
    }
  }
  return out;
}

/** The declarations the matrix reads: the engine's, and each module's by the module that registered the route. */
export interface Declarations {
  engine: DeclaredRoutes;
  modules: Map<string, DeclaredRoutes>;
  /** `METHOD url` → the module that registered it (app.routeModules). */
  routeModules: Map<string, string>;
}

export async function declarationsOf(c: MatrixContext): Promise<Declarations> {
  const { app } = c.kit;
  return {
    engine: declaredRoutes,
    modules: await moduleDeclarations(app.serverModules.map((m) => m.name)),
    routeModules: app.routeModules,
  };
}

/** Where the route must be declared: its module's file, or the engine's. */
function homeOf(route: RegisteredRoute, d: Declarations): { file: string; routes: DeclaredRoutes } {
  const module = d.routeModules.get(`${route.method} ${route.url}`);
  if (module) return { file: moduleFile(module), routes: d.modules.get(module) ?? {} };
  return { file: 'tests/api/matrix/declared-routes.ts', routes: d.engine };
}

function declared(route: RegisteredRoute, d: Declarations): Classified | undefined {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const { file, routes } = homeOf(route, d);
  const entry = routes[`${method} ${route.url}`];
  return entry && { what: `declared in ${file}`, ...entry };
}

/** Every registered route as a row of the matrix, and the routes it cannot classify (with why). */
export function matrixTable(c: MatrixContext, d: Declarations): { routes: MatrixRoute[]; unclassified: string[] } {
  const generic = new Map<string, Classified>();
  for (const schema of c.kit.schemas) for (const [k, v] of schemaEndpoints(schema)) generic.set(k, v);
  const routes: MatrixRoute[] = [];
  const unclassified: string[] = [];
  for (const route of routesOf(c.kit)) {
    const access = accessOf(route.permission);
    const name = `${route.method} ${route.url}`;
    const found = generic.get(key(route.method === 'HEAD' ? 'GET' : route.method, route.url)) ?? declared(route, d);
    const declareHow = `declare it in ${homeOf(route, d).file}: ${DECLARE_HOW}`;
    if (!found) {
      unclassified.push(
        `${name} (permission ${JSON.stringify(route.permission)}) is neither a generic endpoint of a schema nor declared: ${declareHow}.`,
      );
      continue;
    }
    if (
      access === 'public' &&
      generic.has(key(route.method === 'HEAD' ? 'GET' : route.method, route.url)) &&
      !found.open
    ) {
      unclassified.push(
        `${name} is a generic endpoint of a schema declared 'public': the engine never opens entity data to anyone.`,
      );
      continue;
    }
    if (typeof access === 'string' && !found.open) {
      unclassified.push(`${name} is ${access} but no reason is declared: add \`open\` to its entry (${declareHow}).`);
      continue;
    }
    if (!found.otherAgency === !found.noAgencyScope) {
      unclassified.push(`${name} must declare exactly one of otherAgency or noAgencyScope (${declareHow}).`);
      continue;
    }
    const head = (options: InjectOptions): InjectOptions =>
      route.method === 'HEAD' ? { ...options, method: 'HEAD', payload: undefined } : options;
    routes.push({
      name,
      method: route.method,
      url: route.url,
      access,
      what: found.what,
      open: found.open,
      request: head(found.request(c)),
      otherAgency: found.otherAgency && head(found.otherAgency(c)),
      noAgencyScope: found.noAgencyScope,
    });
  }
  return { routes, unclassified };
}

/** Declared entries that match no route registered by their module (renamed, removed or moved routes). */
export function staleDeclarations(c: MatrixContext, d: Declarations): string[] {
  const registeredBy = new Map(
    routesOf(c.kit).map((r) => [`${r.method} ${r.url}`, d.routeModules.get(`${r.method} ${r.url}`)]),
  );
  const homes: [string | undefined, string, DeclaredRoutes][] = [
    [undefined, 'tests/api/matrix/declared-routes.ts', d.engine],
    ...[...d.modules].map(([name, routes]): [string, string, DeclaredRoutes] => [name, moduleFile(name), routes]),
  ];
  return homes.flatMap(([module, file, routes]) =>
    Object.keys(routes)
      .filter((k) => !registeredBy.has(k) || registeredBy.get(k) !== module)
      .map(
        (k) => `${k} is declared in ${file} but no such route is registered by that module: remove or move the entry.`,
      ),
  );
}
