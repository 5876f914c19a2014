/**
 * Query parameters documented with bounds are enforced on every route: the walk reads every
 * operation's integer query parameters from GET /api/openapi.json and sends each one out of its
 * bounds (0, -1, 2147483648 where they fall outside; a value outside an `enum`), the other
 * parameters valid, with an every-permission token. Each answer is the route's documented 400
 * (`{"errors": {"<param>": ["..."]}}`, or problem details where the route documents those), and
 * no table changed. The generic endpoints and the hand-written routes alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT_MAX } from '@domain/int-bounds.js';
import { changedTables, fingerprinter, type Fingerprint } from './matrix/fingerprint.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Case {
  method: Method;
  path: string;
  param: string;
  value: number;
  query: string;
  problem: boolean;
}

let t: TestApp;
let admin: string;
let doc: Json;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Json>();
});
afterAll(async () => {
  await t?.close();
});

const COUNTER_USERS = '/api/authorization/user/getcounteruser';
const GUID = '6f1c2b9e-1f3a-4c1e-9a55-0a1b2c3d4e5f';

const isInteger = (schema: Json | undefined) => [schema?.type].flat().includes('integer');

/** The values of the walk outside a parameter's documented bounds. */
function outside(schema: Json): number[] {
  const { minimum, maximum } = schema;
  const values = [0, -1, INT_MAX + 1].filter(
    (v) => (minimum !== undefined && v < minimum) || (maximum !== undefined && v > maximum),
  );
  if (Array.isArray(schema.enum)) values.push(Math.max(...(schema.enum as number[])) + 1);
  return [...new Set(values)];
}

/** A value within a parameter's bounds, so only the parameter under test is wrong. */
function valid(p: Json): string | number {
  const s = (p.schema ?? {}) as Json;
  if (Array.isArray(s.enum)) return s.enum.at(-1) as number;
  if (isInteger(s)) return Math.max(s.minimum ?? 1, 1);
  if (s.format === 'uuid' || /guid/i.test(p.name as string)) return GUID;
  return 'valid';
}

/** Problem details are the documented 400 when the route documents no field errors. */
function documentsProblem400(op: Json): boolean {
  const content = (op.responses?.['400']?.content ?? {}) as Json;
  return Boolean(content['application/problem+json']) && !content['application/json'];
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Json)) {
    if (path.includes('{')) continue; // path parameters are not query parameters
    for (const [method, op] of Object.entries(ops as Json)) {
      const params = ((op as Json).parameters ?? []).filter((p: Json) => p.in === 'query') as Json[];
      for (const p of params.filter((q) => isInteger(q.schema))) {
        const others = params.filter((o) => o !== p && (o.required || isInteger(o.schema)));
        for (const value of outside(p.schema as Json)) {
          const query = [...others.map((o) => `${o.name}=${valid(o)}`), `${p.name}=${value}`].join('&');
          const problem = documentsProblem400(op as Json);
          out.push({ method: method.toUpperCase() as Method, path, param: p.name as string, value, query, problem });
        }
      }
    }
  }
  return out;
}

describe('integer query parameters out of their documented bounds', () => {
  it('answer the documented 400 on every route, and change nothing', async () => {
    const all = cases();
    // The walk reaches the generic endpoints and the hand-written routes.
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((c) => c.path === COUNTER_USERS && c.param === 'agencyId')).toBe(true);
    expect(all.some((c) => c.path.startsWith('/api/documentmanagement/'))).toBe(true);
    const print = await fingerprinter(t.db);
    const before: Fingerprint = await print();
    const wrong: string[] = [];
    for (const c of all) {
      const res = await t.call(admin, { method: c.method, url: `${c.path}?${c.query}` });
      const body = res.json<Json>();
      const ok =
        res.statusCode === 400 &&
        (c.problem
          ? typeof body.detail === 'string'
          : Array.isArray(body.errors?.[c.param]) && typeof body.errors[c.param][0] === 'string');
      if (!ok) wrong.push(`${c.method} ${c.path}?${c.query} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await print())).toEqual([]);
  });
});

describe(`GET ${COUNTER_USERS}`, () => {
  const get = (query: string, lang = 'en') =>
    t.call(admin, { method: 'GET', url: `${COUNTER_USERS}?${query}`, headers: { 'accept-language': lang } });

  it('refuses an agency id beyond the integer column with 400 on agencyId', async () => {
    const res = await get(`UserTypeId=2&agencyId=${INT_MAX + 1}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { agencyId: ['agencyId must be a whole number from 1 to 2147483647.'] } });
  });

  it('says it in French', async () => {
    const res = await get('UserTypeId=2&agencyId=0', 'fr');
    expect(res.json()).toEqual({
      errors: { agencyId: ['agencyId doit être un nombre entier de 1 à 2147483647.'] },
    });
  });

  it('refuses an agency id that is no number, instead of answering an empty list', async () => {
    const res = await get('UserTypeId=2&agencyId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { agencyId: ['Agency is not valid.'] } });
  });

  it('refuses a user type outside 1 and 2 whatever the handler would read', async () => {
    const res = await get('UserTypeId=3');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['UserTypeId']);
  });

  it('still lists the agency users of an agency in bounds', async () => {
    const res = await get('UserTypeId=2&agencyId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json<Json[]>().every((u) => u.agencyId === 1)).toBe(true);
  });
});
