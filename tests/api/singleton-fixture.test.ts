/**
 * A second singleton, written as one schema file and served with NO code: a schemas directory
 * holding every project schema plus `test/site-notice.json` (a notice shown to agencies: a text,
 * a colour, a number, a secret and a public part). What `npm start` does (prepareDatabase,
 * buildApp) creates its table and endpoints; the kit's singleton suite proves get, save, bounds,
 * required fields, the version, the secret and the public fields.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { prepareDatabase } from '@server/setup.js';
import { startTestApp, type TestApp } from './helpers.js';
import { describeEntity } from './kit/entity-suite.js';
import { allPermissions, call, routesOf, token } from './kit/harness.js';
import { schemasDirWith } from './kit/recipe-files.js';

const SITE_NOTICE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'site-notice',
  title: 'Site Notice',
  type: 'object',
  'x-resource': {
    singleton: true,
    route: 'test/site-notice',
    api: '/test/sitenotice',
    text: { en: { one: 'Site Notice', many: 'Site Notice' }, fr: { one: 'Avis du site', many: 'Avis du site' } },
    permissions: { view: 'Test.SiteNotice.ViewSettings', add: 'Test.SiteNotice.Add' },
    groups: [
      { key: 'message', title: { en: 'Message', fr: 'Message' }, fields: ['headline', 'body', 'accent'] },
      { key: 'delivery', title: { en: 'Delivery', fr: 'Diffusion' }, fields: ['days', 'webhookToken'] },
    ],
    public: { path: 'current', fields: ['headline', 'accent'] },
  },
  required: ['headline'],
  properties: {
    id: { type: 'integer', readOnly: true },
    headline: { type: 'string', title: 'Headline', minLength: 3, maxLength: 80 },
    body: { type: 'string', title: 'Body', maxLength: 2000, 'x-widget': 'textarea' },
    accent: { type: 'string', title: 'Accent', pattern: '^#[0-9a-fA-F]{6}$', default: '#aa3300', 'x-widget': 'color' },
    days: { type: 'integer', title: 'Days', minimum: 1, maximum: 30, default: 7 },
    webhookToken: { type: 'string', title: 'Webhook Token', maxLength: 200, writeOnly: true, 'x-widget': 'password' },
  },
};

const dir = schemasDirWith({ 'test/site-notice.json': SITE_NOTICE });
const schemas = loadSchemas(dir);
const notice = schemas.find((s) => s.name === 'site-notice')!;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ schemasDir: dir });
  await prepareDatabase(t.db, t.schemas); // start-up: the new table
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a second singleton schema file, no code', () => {
  it('registers get, save and the public path only (no list, rows or delete)', () => {
    const routes = routesOf(t)
      .filter((r) => r.url.toLowerCase().startsWith('/api/test/sitenotice/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual([
      'GET /api/test/sitenotice/current',
      'GET /api/test/sitenotice/get',
      'HEAD /api/test/sitenotice/current',
      'HEAD /api/test/sitenotice/get',
      'POST /api/test/sitenotice/save',
    ]);
  });

  it('answers its defaults before the first save, then what was saved', async () => {
    const admin = await token(t, allPermissions(t));
    const defaults = (await call(t, admin, { method: 'GET', url: '/api/test/sitenotice/get' })).json();
    expect(defaults).toMatchObject({
      id: null,
      version: 0,
      headline: null,
      accent: '#aa3300',
      days: 7,
      webhookTokenSet: false,
    });
    const saved = await call(t, admin, {
      method: 'POST',
      url: '/api/test/sitenotice/save',
      payload: { headline: 'Winter hours', webhookToken: 'tok-123', version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: 1, version: 1, headline: 'Winter hours', days: 7, webhookTokenSet: true });
    expect((await call(t, null, { method: 'GET', url: '/api/test/sitenotice/current' })).json()).toEqual({
      headline: 'Winter hours',
      accent: '#aa3300',
    });
  });

  it('publishes its permissions, groups and singleton flag', async () => {
    const admin = await token(t, allPermissions(t));
    const { permissions } = (await call(t, admin, { method: 'GET', url: '/api/permissions' })).json();
    expect(permissions).toEqual(expect.arrayContaining(['Test.SiteNotice.ViewSettings', 'Test.SiteNotice.Add']));
    const { schemas: published } = (await call(t, admin, { method: 'GET', url: '/api/schemas' })).json();
    const meta = published.find((s: { name: string }) => s.name === 'site-notice');
    expect(meta.resource).toMatchObject({
      singleton: true,
      public: { path: 'current' },
      groups: [{ key: 'message' }, { key: 'delivery' }],
    });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await call(t, null, { method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/test/sitenotice/get', '/api/test/sitenotice/save', '/api/test/sitenotice/current']),
    );
    expect(
      doc.paths['/api/test/sitenotice/save'].post.requestBody.content['application/json'].schema.properties.days,
    ).toMatchObject({ minimum: 1, maximum: 30 });
  });
});

describeEntity(() => t, notice);
