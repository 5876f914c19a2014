/**
 * A property-based fuzzer over every API route (from `app.registeredRoutes`): for each route it
 * sends, with an every-permission token, hostile values (NUL, lone surrogates, numbers beyond
 * the columns or non-finite as raw JSON text, `0x10`, `1e3`, very long strings, arrays and
 * objects where scalars belong, `__proto__`/`constructor` keys, SQL-looking text, deep
 * nesting) in every parameter it knows of: path parameters, the query parameters and body
 * properties the entity schema declares for that endpoint (paging, sort, filters, lookups, ids,
 * writable properties) and the hand-written routes' names. Mixed into a valid body where the
 * kit can build one, so the hostile value is what gets judged. It asserts no 5xx ever, and
 * that nothing was stored when the answer is not 2xx (a fingerprint of every table).
 *
 * Reproducible: a fixed seed (FUZZ_SEED overrides it); a failure names the seed and the path.
 * `npm test` runs it once: on the PostgreSQL server when its run follows (DB_INDEPENDENT_ON_SERVER_ONLY is
 * then set for the PGlite run), else on PGlite; what it judges is the API's input handling.
 * FUZZ_ONLY=documentmanagement fuzzes only the routes whose url matches.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '@schema/types.js';
import { equalityFields, filterParamNames } from '@schema/list-filters.js';
import { allPermissions, buildBody, call, routesOf, token, urls, type Body, type Kit } from './kit/harness.js';
import { startTestApp, type TestApp } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20260707);
/** Cases per route: a few per parameter, within bounds that keep the file near a minute on PGlite. */
const RUNS_PER_SLOT = Number(process.env.FUZZ_RUNS_PER_PARAM ?? 2);
const RUNS_MIN = 6;
const RUNS_CAP = 32;

/**
 * Tables the API writes on purpose even when it refuses (failed logins are counted), and the
 * change counters, which count writing statements, also those that matched no row (a refused
 * delete's UPDATE of nothing): bookkeeping, never data.
 */
const NOT_FINGERPRINTED = /throttle|attempt|session|revok|^table_changes$/;

/** Hostile values as raw JSON text (for bodies). */
const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
const JSON_VALUES = [
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udc00y"',
  '1e309',
  '-1e309',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1.5',
  '0',
  '-1',
  '"0x10"',
  '"1e3"',
  '" 12"',
  '"+5"',
  '"1.0"',
  `"${'x'.repeat(100_000)}"`,
  '[]',
  '{}',
  '[1,2]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\' OR 1=1; DROP TABLE users; --"',
  '"%00"',
  'null',
  'true',
  '""',
  deep(200),
  '[["\\u0000"]]',
  '{"a":{"b":{"c":1e309}}}',
];
/** Hostile values as raw query-string text (already encoded). */
const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%EF%BF%BD',
  'x'.repeat(20_000),
  '0x10',
  '1e3',
  '%2012',
  '%2B5',
  '1.0',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  'Infinity',
  'NaN',
  '%27%20OR%201%3D1--',
  '%5B%5D',
  'true',
  '',
];

const COMMON_QUERY = [
  'id',
  'search',
  'pageIndex',
  'pageSize',
  'currentPage',
  'sort',
  'order',
  'roleId',
  'agencyId',
  'typeId',
  'UserTypeId',
  'requestGuid',
  'documentId',
];
const COMMON_BODY = [
  'id',
  'title',
  'email',
  'password',
  'firstName',
  'lastName',
  'agencyId',
  'roleIds',
  'roleId',
  'permissions',
  'isLocked',
  'typeId',
  'images',
  'fileName',
  'base64String',
  '__proto__',
  'constructor',
];

/** Valid bodies of hand-written writes, so a hostile member is judged on its own. */
const HAND_WRITTEN_BASES: Record<string, Body> = {
  'POST /api/auth/login': { email: 'nobody@example.com', password: 'Wrong#2026' },
  'POST /api/authorization/user/add': {
    firstName: 'Fuzz',
    lastName: 'User',
    email: 'fuzz@example.com',
    password: 'Passw0rd#1',
    roleIds: [1],
  },
  'POST /api/authorization/user/role': { title: 'Fuzz role', typeId: 1, permissions: [] },
};

/** Body members of hand-written routes beyond COMMON_BODY. */
const HAND_WRITTEN_BODY: Record<string, string[]> = {
  'POST /api/audit/get': ['entity', 'entityId', 'userId', 'fromDate', 'toDate', 'pageIndex', 'pageSize'],
  'POST /api/reservation/request/add': [
    'requestGuid',
    'requestType',
    'remarks',
    'referenceNumber',
    'requestDestinations',
    'requestPassengers',
    'requestTransportations',
  ],
  'POST /api/reservation/request/complete': ['requestGuid', 'notes', 'reference', 'version'],
  'POST /api/reservation/requestactivity/get': ['pageIndex', 'pageSize', 'requestGuid'],
  'POST /api/reservation/requestactivity/add': [
    'requestGuid',
    'requestType',
    'remarks',
    'referenceNumber',
    'requestDestinations',
    'requestPassengers',
    'requestTransportations',
    'version',
  ],
  'PUT /api/reservation/requestactivity/update': ['id', 'statusId', 'description', 'version'],
  'POST /api/documentmanagement/document/add': ['referenceKind', 'referenceId', 'attachments'],
  'POST /api/documentmanagement/document/getbyid': ['referenceKind', 'referenceId'],
  'POST /api/reservation/request/get': [
    'pageIndex',
    'pageSize',
    'search',
    'statusId',
    'requestType',
    'checkInFrom',
    'checkInTo',
    'createdFrom',
    'createdTo',
    'sort',
    'order',
  ],
  'PATCH /api/reservation/request/updatereferencenumber': ['requestGuid', 'referenceNumber', 'version'],
  'PATCH /api/reservation/request/updatecounter': ['requestGuid', 'counterId', 'version'],
  'PATCH /api/reservation/request/updateagency': ['requestGuid', 'version'],
  'PATCH /api/reservation/request/updatepassenger': ['requestGuid', 'requestPassengers', 'version'],
  'PATCH /api/reservation/request/updatestatus': ['requestGuid', 'statusId', 'version'],
  'PATCH /api/reservation/request/updateservices': ['requestGuid', 'destinationService', 'version'],
  'PATCH /api/reservation/request/updateexcursions': ['requestGuid', 'destinationsExcursion', 'version'],
  'PATCH /api/reservation/request/updatetransportation': ['requestGuid', 'requestTransportation', 'version'],
  'PATCH /api/reservation/request/updatehotel': ['requestGuid', 'destinationHotelRequest', 'version'],
  'PATCH /api/reservation/request/updaterequestremarks': ['requestGuid', 'remarks', 'version'],
  'POST /api/reservation/request/addcomments': ['requestGuid', 'message', 'commentText'],
};

/** A valid body built by the kit (references it needs are created now, before any fingerprint). */
async function baseBody(schema: EntitySchema, withId: boolean): Promise<Body> {
  const body = await buildBody(kit, schema).catch(() => ({}));
  if (!withId) return body;
  const [row] = await t.db.query<{ id: number }>(`SELECT min(id) AS id FROM "${schema.resource.table}"`);
  return { ...body, id: row?.id ?? 1 };
}

interface Target {
  method: string;
  url: string;
  pathParams: string[];
  query: string[];
  body: string[];
  base?: () => Promise<Body>;
}

let t: TestApp;
let kit: Kit;
let bearer: string;
let fingerprintSql: string;

/** One text that changes when any row of any table is added, removed or changed. */
async function fingerprint(): Promise<string> {
  const [row] = await t.db.query<{ f: string }>(fingerprintSql);
  return row.f;
}

function entityParams(
  schema: EntitySchema,
  method: string,
  url: string,
): Pick<Target, 'query' | 'body'> & { op?: string } {
  const { resource } = schema;
  if (resource.singleton) {
    // get and the public fields take nothing; save takes the properties, image binaries and version.
    if (!url.toLowerCase().endsWith('/save')) return { query: [], body: [] };
    const binaries = Object.values(schema.properties).flatMap((p) => (p['x-image'] ? [p['x-image'].binary] : []));
    return {
      op: 'save',
      query: [],
      body: [
        ...Object.entries(schema.properties)
          .filter(([, p]) => !p.readOnly)
          .map(([n]) => n),
        ...binaries,
        'version',
      ],
    };
  }
  const u = urls(schema);
  const writable = Object.entries(schema.properties)
    .filter(([, p]) => !p.readOnly)
    .map(([n]) => n);
  const listParams = [
    resource.paging.search,
    resource.paging.page,
    resource.paging.size,
    'sort',
    'order',
    ...resource.list.filters.flatMap(filterParamNames),
    ...Object.keys(resource.list.filterAliases ?? {}),
  ];
  const same = (a: string) => a.toLowerCase() === url.toLowerCase();
  if (same(u.list))
    return resource.paging.method === 'POST' ? { query: [], body: listParams } : { query: listParams, body: [] };
  if (same(u.getOne)) return { query: ['id'], body: [] };
  if (same(u.delete)) return { query: [resource.deleteParam], body: method === 'DELETE' ? [resource.deleteParam] : [] };
  if (same(u.all)) return { query: equalityFields(resource.list.filters), body: [] };
  if (same(u.trash))
    return {
      query: [resource.paging.search, resource.paging.page, resource.paging.size, 'pageIndex', 'pageSize'],
      body: [],
    };
  if (same(u.restore)) return { query: [], body: ['id'] };
  if (same(u.create)) return { op: 'create', query: [], body: [...writable, 'id'] };
  if (same(u.update)) return { op: 'update', query: [], body: [...writable, 'id'] };
  const lookup = resource.lookups.find((l) => same(`/api${l.api ?? resource.api}/${l.path}`));
  if (lookup) return { query: lookup.params, body: [] };
  const gallery = resource.gallery;
  if (gallery) return { query: [], body: [gallery.ownerField, 'images', ...(gallery.contextFields ?? [])] };
  return { query: [], body: [] };
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const route of routesOf(kit)) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || /logout/i.test(route.url)) continue;
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const schema = kit.schemas.find(
      (s) =>
        route.url.toLowerCase().startsWith(`/api${s.resource.api}/`.toLowerCase()) ||
        s.resource.lookups.some((l) => l.api && route.url.toLowerCase() === `/api${l.api}/${l.path}`.toLowerCase()),
    );
    const found = schema ? entityParams(schema, route.method, route.url) : undefined;
    const query = [
      ...new Set([
        ...(found?.query ?? []),
        ...(route.method === 'GET' || route.method === 'DELETE' ? COMMON_QUERY : []),
      ]),
    ];
    const body = [
      ...new Set([
        ...(found?.body ?? []),
        ...(route.method === 'GET' ? [] : COMMON_BODY),
        ...(HAND_WRITTEN_BODY[`${route.method} ${route.url}`] ?? []),
      ]),
    ];
    let base: Target['base'];
    if (schema && found?.op === 'save') {
      // A singleton's save: the settings as get answers them (stored image paths kept), so one hostile member is judged alone.
      let built: Body | undefined;
      base = async () =>
        (built ??= (await call(kit, bearer, { method: 'GET', url: `/api${schema.resource.api}/get` })).json<Body>());
    } else if (schema && (found?.op === 'create' || found?.op === 'update')) {
      let built: Body | undefined;
      const withId = found.op === 'update';
      base = async () => (built ??= await baseBody(schema, withId));
    } else if (HAND_WRITTEN_BASES[`${route.method} ${route.url.toLowerCase()}`]) {
      base = async () => HAND_WRITTEN_BASES[`${route.method} ${route.url.toLowerCase()}`];
    }
    out.push({ method: route.method, url: route.url, pathParams, query, body, base });
  }
  return out;
}

type Slot = { where: 'query' | 'body' | 'path'; name: string };

function slotsOf(target: Target): Slot[] {
  return [
    ...target.pathParams.map((name) => ({ where: 'path' as const, name })),
    ...target.query.map((name) => ({ where: 'query' as const, name })),
    ...target.body.map((name) => ({ where: 'body' as const, name })),
  ];
}

/** The request of one case: hostile values placed in the chosen parameters. */
async function requestOf(target: Target, picks: { slot: Slot; value: number }[]): Promise<InjectOptions> {
  let url = target.url;
  const query: string[] = [];
  const body: Record<string, string> = {};
  for (const { slot, value } of picks) {
    if (slot.where === 'path') url = url.replace(`:${slot.name}`, QUERY_VALUES[value % QUERY_VALUES.length] || 'x');
    else if (slot.where === 'query') query.push(`${slot.name}=${QUERY_VALUES[value % QUERY_VALUES.length]}`);
    else body[slot.name] = JSON_VALUES[value % JSON_VALUES.length];
  }
  url = url.replace(/:(\w+)/g, '1');
  if (query.length) url += `?${query.join('&')}`;
  if (target.method === 'GET' || (target.method === 'DELETE' && !Object.keys(body).length))
    return { method: target.method, url };
  // Raw JSON text: the valid base (when there is one), then the hostile members.
  const base = target.base ? await target.base() : {};
  const members = [
    ...Object.entries(base)
      .filter(([k]) => !(k in body))
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
    ...Object.entries(body).map(([k, v]) => `${JSON.stringify(k)}:${v}`),
  ];
  return {
    method: target.method as InjectOptions['method'],
    url,
    payload: `{${members.join(',')}}`,
    headers: { 'content-type': 'application/json' },
  };
}

beforeAll(async () => {
  t = await startTestApp();
  kit = { app: t.app, db: t.db, schemas: t.schemas };
  bearer = await token(kit, allPermissions(kit));
  const tables = await t.db.query<{ table_name: string; has_updated: boolean }>(
    `SELECT c.table_name, bool_or(c.column_name = 'updated_at') AS has_updated
     FROM information_schema.columns c JOIN information_schema.tables tb USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE' GROUP BY c.table_name ORDER BY c.table_name`,
  );
  fingerprintSql = `SELECT ${tables
    .filter((x) => !NOT_FINGERPRINTED.test(x.table_name))
    .map((x) => {
      const name = `"${x.table_name}"`;
      const change = x.has_updated
        ? "coalesce(max(x.updated_at)::text, '')"
        : 'coalesce(sum(hashtext(x::text)), 0)::text';
      return `(SELECT '${x.table_name}:' || count(*) || ':' || ${change} FROM ${name} x)`;
    })
    .join(" || ' ' || ")} AS f`;
});
afterAll(() => t.close());

describe('fuzzing every route with hostile values', () => {
  it('finds routes and parameters to fuzz', () => {
    const all = targets();
    expect(all.find((x) => /paymentaccount\/add$/i.test(x.url))?.body).toEqual(
      expect.arrayContaining(['title', 'infraTypeId', 'id']),
    );
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((x) => x.body.length).length).toBeGreaterThan(40);
  });

  const skip = process.env.DB_INDEPENDENT_ON_SERVER_ONLY === '1' && !process.env.TEST_DATABASE_URL;
  it.skipIf(skip)('never answers 5xx and stores nothing when it refuses', { timeout: 180_000 }, async () => {
    // FUZZ_ONLY (a regular expression on the url) fuzzes some routes only, e.g. a module's while working on it.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY, 'i') : undefined;
    const all = targets().filter((target) => !only || only.test(target.url));
    // Build every base body first: the kit may create referenced rows, outside any comparison.
    for (const target of all) await target.base?.();
    let last = await fingerprint();
    let requests = 0;
    const started = Date.now();
    const value = fc.nat({ max: Math.max(JSON_VALUES.length, QUERY_VALUES.length) - 1 });
    for (const target of all) {
      const slots = slotsOf(target);
      if (!slots.length) continue;
      const pick = fc.record({ slot: fc.constantFrom(...slots), value });
      // Mostly one hostile parameter (so nothing else masks it), sometimes two or three.
      const picks = fc.oneof(
        { arbitrary: fc.tuple(pick), weight: 3 },
        { arbitrary: fc.array(pick, { minLength: 2, maxLength: 3 }), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(picks, async (chosen) => {
          const options = await requestOf(target, chosen);
          const res = await call(kit, bearer, options);
          const where = `${options.method} ${String(options.url).slice(0, 200)} ${String(options.payload ?? '').slice(0, 300)}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          // One fingerprint per case: compared after a refusal, taken anew after an accepted write.
          if (res.statusCode >= 300)
            expect(await fingerprint(), `${where} → ${res.statusCode} stored something`).toBe(last);
          else if (options.method !== 'GET') last = await fingerprint();
          requests += 1;
        }),
        {
          seed: SEED,
          numRuns: Math.min(RUNS_CAP, Math.max(RUNS_MIN, slots.length * RUNS_PER_SLOT)),
          endOnFailure: true,
        },
      );
    }
    console.log(`fuzz: ${requests} requests on ${all.length} routes in ${Date.now() - started} ms (seed ${SEED})`);
  });
});
