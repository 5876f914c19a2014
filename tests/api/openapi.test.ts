/**
 * The published contract: GET /api/openapi.json is a valid OpenAPI 3.1 document (checked by
 * @readme/openapi-parser) of every route the server registered, with the bounds, permissions
 * and error answers of the route schemas, and real answers fit the shapes it publishes;
 * GET /api/docs is a reference page that loads only files of this server.
 */
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '@schema/ajv.js';
import { PASSWORD_MIN } from '@server/users/input.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let doc: Json;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

const PA = '/api/finance/paymentaccount';
const op = (method: string, path: string): Json => doc.paths[path]?.[method];
const toPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** A copy for the parser, which dereferences what it is given in place. */
const copy = (value: Json) => structuredClone(value) as Parameters<typeof validate>[0];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(copy(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every registered route with its method, and nothing else', () => {
    const routes = t.app.registeredRoutes;
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const expected = routes
      // Fastify adds a HEAD twin to every GET; the document says so once, in its description.
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      // `GET /*` is the SPA host (its files and index.html): an OpenAPI path cannot express a wildcard.
      .filter((r) => !r.url.includes('*'))
      .map((r) => `${r.method} ${toPath(r.url)}`);
    expect(expected.length).toBeGreaterThan(100);
    const documented = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
  });

  it('publishes the bounds of the payment account update body from its schema', () => {
    const update = op('put', `${PA}/update`);
    const body = update.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['id', 'title', 'infraTypeId']));
    expect(body.properties.title).toMatchObject({ minLength: 3, maxLength: 500 });
    expect(body.properties.ref).toMatchObject({ minLength: 3, maxLength: 10 });
    expect(body.properties.id).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    expect(body.properties.id.readOnly, 'the update names its row: clients must send id').toBeUndefined();
    expect(update.tags).toEqual(['Payment Accounts']);
    expect(update.summary).toBe('Update a Payment Account');
  });

  it('says the permission of each route, its security, and the 401 / 403 problem answers', () => {
    const update = op('put', `${PA}/update`);
    expect(update['x-permission']).toBe('Finance.PaymentAccounts.Add');
    expect(update.description).toContain('`Finance.PaymentAccounts.Add`');
    expect(update.security).toEqual([{ bearerAuth: [] }]);
    expect(update.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(update.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(update.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(update.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(update.responses['413']).toEqual({
      $ref: '#/components/responses/PayloadTooLarge',
      description: 'The body is larger than 10485760 bytes.',
    });
    const { responses, schemas } = doc.components;
    for (const name of ['Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'PayloadTooLarge', 'TooManyRequests']) {
      expect(responses[name].content['application/problem+json'].schema).toEqual({
        $ref: '#/components/schemas/Problem',
      });
    }
    expect(responses.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ValidationErrors',
    });
    expect(schemas.Problem.required).toEqual(['type', 'title', 'status', 'detail']);
    expect(op('delete', `${PA}/delete`).responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    // "any of" permissions stay a list; an authenticated route has no 403 unless its schema declares one.
    expect(op('post', '/api/files/image')['x-permission']).toEqual(
      expect.arrayContaining(['Accommodations.Hotels.Add']),
    );
    const catalogue = op('get', '/api/permissions');
    expect(catalogue['x-permission']).toBe('authenticated');
    expect(catalogue.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(catalogue.responses['403']).toBeUndefined();
  });

  it('marks the public routes public, with no security and no 401', () => {
    for (const path of ['/api/health', '/api/openapi.json', '/api/docs', '/api/docs/assets/{file}']) {
      expect(op('get', path)['x-permission'], path).toBe('public');
      expect(op('get', path).security, path).toEqual([]);
      expect(op('get', path).responses['401'], path).toBeUndefined();
    }
    const login = op('post', '/api/Auth/login');
    expect(login.security).toEqual([]);
    expect(login.responses['401'].description).toMatch(
      /^Invalid email or password \(or a locked user\); or, with the right password, an e-mail address not confirmed yet/,
    );
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    expect(login.responses['413'].description).toBe('The body is larger than 8192 bytes.');
    for (const path of [
      '/api/Auth/signup',
      '/api/Auth/confirmemail',
      '/api/Auth/forgotpassword',
      '/api/Auth/resetpassword',
    ]) {
      expect(op('post', path)['x-permission'], path).toBe('public');
      expect(op('post', path).security, path).toEqual([]);
      expect(op('post', path).responses['401'], path).toBeUndefined();
      expect(op('post', path).responses['429'], path).toBeDefined();
      expect(op('post', path).responses['413'].description, path).toBe('The body is larger than 8192 bytes.');
    }
    expect(op('post', '/api/Auth/signup').requestBody.content['application/json'].schema.required).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
    ]);
  });

  it('turns query strings and path parameters into parameters', () => {
    const list = op('get', `${PA}/get`);
    const param = (name: string) => list.parameters.find((p: Json) => p.name === name);
    expect(param('pageIndex')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1 } });
    expect(param('infraTypeId')).toMatchObject({
      in: 'query',
      style: 'form',
      explode: true,
      schema: { type: 'array' },
    });
    const file = op('get', '/api/files/{id}');
    expect(file.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    ]);
    expect(file.security).toEqual([{ bearerAuth: [] }, { accessTokenCookie: [] }]);
  });

  it('documents the hand-written routes with their shapes', () => {
    const add = op('post', '/api/authorization/user/add');
    const body = add.requestBody.content['application/json'].schema;
    expect(body.properties.password.minLength).toBe(PASSWORD_MIN);
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password', 'roleIds']));
    const user = add.responses['200'].content['application/json'].schema;
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['fullName', 'agencyName', 'roles', 'dateCreated', 'version']),
    );
    const role = op('post', '/api/authorization/user/role').requestBody.content['application/json'].schema;
    expect(role.properties.permissions.items.enum).toContain('Finance.PaymentAccounts.Add');
    expect(op('delete', '/api/authorization/user/deleterole').responses['409'].$ref).toBe(
      '#/components/responses/Conflict',
    );
    expect(op('post', '/api/Auth/logout').responses['204']).toEqual({ description: 'The session has ended.' });
  });
});

describe('answers fit the published shapes', () => {
  let resolved: Json;
  const ajv = createAjv({ strict: false, allErrors: true });
  beforeAll(async () => {
    resolved = (await dereference(copy(doc))) as Json;
  });

  /** The documented schema of an answer, by its status and content type; the answer must fit it. */
  function expectDocumented(method: string, path: string, res: LightMyRequestResponse): void {
    const response = resolved.paths[path][method].responses[String(res.statusCode)];
    expect(response, `${method} ${path} ${res.statusCode} is documented`).toBeDefined();
    const type = String(res.headers['content-type']).split(';')[0];
    const schema = response.content?.[type]?.schema;
    expect(schema, `${method} ${path} ${res.statusCode} ${type}`).toBeDefined();
    const check = ajv.compile(schema);
    expect(check(res.json()), `${method} ${path}: ${ajv.errorsText(check.errors)}`).toBe(true);
  }

  it('fits on the hand-written routes', async () => {
    const BASE = '/api/authorization/user';
    const cases: [string, string, string][] = [
      ['get', '/api/health', '/api/health'],
      ['get', '/api/permissions', '/api/permissions'],
      ['get', '/api/schemas/validators', '/api/schemas/validators'],
      ['get', `${BASE}/get`, `${BASE}/get?pageIndex=1&pageSize=5`],
      ['get', `${BASE}/getbyid`, `${BASE}/getbyid?id=1`],
      ['get', `${BASE}/getbyid`, `${BASE}/getbyid?id=999999`],
      ['get', `${BASE}/getcounteruser`, `${BASE}/getcounteruser?UserTypeId=2`],
      ['get', `${BASE}/roles`, `${BASE}/roles`],
      ['get', `${BASE}/rolesbytypeid`, `${BASE}/rolesbytypeid`],
      ['get', `${BASE}/role/getpermissionsbyroleid`, `${BASE}/role/getpermissionsbyroleid?roleId=1`],
      ['get', `${BASE}/permissions`, `${BASE}/permissions`],
    ];
    for (const [method, path, url] of cases) {
      expectDocumented(method, path, await t.call(admin, { method: 'GET', url }));
    }
    const schemas = await t.call(admin, { method: 'GET', url: '/api/schemas' });
    expectDocumented('get', '/api/schemas', schemas);
    const created = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/role`,
      payload: { title: 'Contract check', typeId: 1, permissions: ['Finance.Invoices.ViewList'] },
    });
    expectDocumented('post', `${BASE}/role`, created);
    expectDocumented(
      'post',
      '/api/Auth/login',
      await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN }),
    );
    expectDocumented(
      'post',
      '/api/Auth/login',
      await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email: 'x@y.z', password: 'nope' } }),
    );
    expectDocumented(
      'post',
      '/api/Auth/login',
      await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: {} }),
    );
  });

  it('fits on a generic endpoint and on the error answers', async () => {
    expectDocumented(
      'get',
      `${PA}/get`,
      await t.call(admin, { method: 'GET', url: `${PA}/get?pageIndex=1&pageSize=3` }),
    );
    expectDocumented('get', `${PA}/getbyid`, await t.call(admin, { method: 'GET', url: `${PA}/getbyid?id=999999` }));
    expectDocumented(
      'post',
      `${PA}/add`,
      await t.call(admin, { method: 'POST', url: `${PA}/add`, payload: { title: 'ab' } }),
    );
    const anonymous = await t.call(null, { method: 'GET', url: `${PA}/get` });
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expectDocumented('get', `${PA}/get`, anonymous);
    const viewer = await t.login({ email: 'viewer@example.com', password: 'Viewer#2026' });
    expectDocumented('put', `${PA}/update`, await t.call(viewer, { method: 'PUT', url: `${PA}/update`, payload: {} }));
  });
});

describe('GET /api/docs', () => {
  const assetUrls = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);

  it('answers a page that loads only files of this server, under a CSP with no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Every script is a file: no inline code for the policy to block.
    expect(
      [...res.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].every(
        (m) => /\bsrc=/.test(m[0]) && m[1].trim() === '',
      ),
    ).toBe(true);
    const urls = assetUrls(res.body);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      expect(url, 'a file of this server').toMatch(/^\/api\/docs\/assets\/[\w.-]+$/);
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.rawPayload.length, url).toBeGreaterThan(100);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/assets/init.js' });
    expect(init.headers['content-type']).toContain('text/javascript');
    expect(init.body).toContain("url: '/api/openapi.json'");
  });

  it('answers 404 for any other file name', async () => {
    for (const name of ['index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map', 'constructor']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/docs/assets/${name}` })).statusCode, name).toBe(404);
    }
  });
});
