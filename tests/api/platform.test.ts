import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadSchemas } from '@schema/load-dir.js';
import { installRoutePermissions } from '@server/auth/route-permissions.js';
import { syncEntityTables } from '@server/db/entity-tables.js';
import { buildApp } from '@server/app.js';
import { ADMIN, JWT_SECRET, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ spaIndexHtml: '<!doctype html><div id="root">spa-index</div>' });
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

describe('errors and the SPA', () => {
  it('should answer an unknown /api path with JSON 404 problem details', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.call(admin, { method, url: '/api/unknown' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('should answer index.html (no-cache) for a deep link and cache hashed assets long', async () => {
    const deep = await t.app.inject({ method: 'GET', url: '/finance/payment-account/12' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('spa-index');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('spa-index');
  });

  it('should say how to build the SPA when there is none', async () => {
    const bare = await buildApp({
      db: t.db,
      schemas: t.schemas,
      jwtSecret: JWT_SECRET,
      spaDir: join(t.spaDir!, 'missing'),
    });
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('npm run build');
    await bare.close();
  });

  it('should answer /api/health while a long query runs', async () => {
    const slow = t.db.query('SELECT pg_sleep(2)');
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(Date.now() - started).toBeLessThan(500);
    await slow;
  });
});

describe('meta endpoints', () => {
  it('should describe every schema for the SPA', async () => {
    const body = (await t.call(admin, { method: 'GET', url: '/api/schemas' })).json();
    const pa = body.schemas.find((s: { name: string }) => s.name === 'payment-account');
    expect(pa).toMatchObject({ title: 'Payment Account', required: ['title', 'infraTypeId'] });
    expect(pa.resource.listKey).toBe('financeListing.paymentAccounts');
    expect(pa.properties.title.maxLength).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/schemas' })).statusCode).toBe(401);
  });

  it('should answer the permission catalogue grouped by area', async () => {
    const body = (await t.call(admin, { method: 'GET', url: '/api/permissions' })).json();
    expect(body.permissions).toContain('Finance.PaymentAccounts.Delete');
    const finance = body.areas.find((a: { area: string }) => a.area === 'Finance');
    const accounts = finance.entities.find((e: { entity: string }) => e.entity === 'PaymentAccounts');
    expect(accounts.permissions.map((p: { action: string }) => p.action).sort()).toEqual(['Add', 'Delete', 'ViewList']);
  });
});

describe('start-up', () => {
  it('should fail when a route declares no permission', async () => {
    const app = Fastify();
    installRoutePermissions(app, new TextEncoder().encode(JWT_SECRET), { isActive: () => true });
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/GET \/api\/forgotten declares no permission/);
    await app.close();
  });

  it('should accept a list of permissions ("any of") and fail on an empty or malformed list', async () => {
    const app = Fastify();
    installRoutePermissions(app, new TextEncoder().encode(JWT_SECRET), { isActive: () => true });
    app.get(
      '/api/either',
      { config: { permission: ['Finance.Invoices.Add', 'Services.Excursions.Add'] } },
      async () => 'x',
    );
    expect(app.registeredRoutes.find((r) => r.url === '/api/either')?.permission).toEqual([
      'Finance.Invoices.Add',
      'Services.Excursions.Add',
    ]);
    expect(() => app.get('/api/none', { config: { permission: [] } }, async () => 'x')).toThrow(
      /declares no permission/,
    );
    expect(() =>
      app.get('/api/bad', { config: { permission: ['Finance.Invoices.Add', 'authenticated'] } }, async () => 'x'),
    ).toThrow(/declares no permission/);
    await app.close();
  });

  it('should add the column of a property added to a schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    cpSync('schemas', dir, { recursive: true });
    const file = join(dir, 'finance', 'payment-account.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.properties.bankName = { type: 'string', maxLength: 100, title: 'Bank Name' };
    writeFileSync(file, JSON.stringify(json));
    const schemas = loadSchemas(dir);
    await t.db.transaction((tx) => syncEntityTables(tx, schemas));
    const app = await buildApp({ db: t.db, schemas, jwtSecret: JWT_SECRET });
    const res = await app.inject({
      method: 'POST',
      url: '/api/finance/paymentaccount/add',
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: 'With bank', infraTypeId: 9, bankName: 'First Bank' },
    });
    expect(res.json()).toMatchObject({ title: 'With bank', bankName: 'First Bank' });
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
