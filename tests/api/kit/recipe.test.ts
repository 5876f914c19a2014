/**
 * The one-file recipe at API level: a schemas directory holding every schema of the project
 * plus two new files (a copy of currency.json under a new $id/route/api/table, and the worked
 * example of README "Add an entity", read from the README itself) is served with NO code
 * change: what `npm start` does (prepareDatabase, buildApp) creates the tables, and the
 * generated kit proves endpoints, paging, validation messages and permissions.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { prepareDatabase } from '@server/setup.js';
import { startTestApp, type TestApp } from '../helpers.js';
import { describeEntity } from './entity-suite.js';
import { allPermissions, call, token } from './harness.js';
import { currencyCopy, readmeExample, schemasDirWith } from './recipe-files.js';

const dir = schemasDirWith({
  'infrastructure/recipe-coin.json': currencyCopy(),
  'infrastructure/port.json': readmeExample(),
});
const schemas = loadSchemas(dir);
const coin = schemas.find((s) => s.name === 'recipe-coin')!;
const port = schemas.find((s) => s.name === 'port')!;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ schemasDir: dir });
  await prepareDatabase(t.db, t.schemas); // start-up: new tables for new schema files
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the one-file recipe', () => {
  it('creates each new table with its columns and its trigram search index', async () => {
    for (const [table, columns] of [
      ['recipe_coin', ['title', 'initial', 'symbol', 'is_active']],
      ['port', ['title', 'code', 'city_id', 'berths', 'is_active']],
    ] as const) {
      const found = await t.db.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
        [table],
      );
      expect(found.map((c) => c.column_name)).toEqual(expect.arrayContaining(['id', ...columns]));
      const indexes = await t.db.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [
        table,
      ]);
      expect(indexes.some((i) => i.indexdef.includes('gin_trgm_ops'))).toBe(true);
    }
  });

  it('publishes the new resources, their menu entries and permissions', async () => {
    const admin = await token(t, allPermissions(t));
    const { schemas: published } = (await call(t, admin, { method: 'GET', url: '/api/schemas' })).json();
    const portMeta = published.find((s: { name: string }) => s.name === 'port');
    expect(portMeta.resource).toMatchObject({
      route: 'infrastructure/ports',
      menu: { group: 'infrastructure', order: 90 },
    });
    const { permissions } = (await call(t, admin, { method: 'GET', url: '/api/permissions' })).json();
    expect(permissions).toEqual(
      expect.arrayContaining([
        'Infrastructure.Ports.ViewList',
        'Infrastructure.Ports.Add',
        'Infrastructure.Ports.Delete',
        'Infrastructure.RecipeCoins.Add',
      ]),
    );
  });

  it('answers the README example with its documented messages', async () => {
    const admin = await token(t, ['Infrastructure.Ports.Add']);
    const res = await call(t, admin, {
      method: 'POST',
      url: '/api/infrastructure/port/add',
      payload: { title: 'ab', code: 'ab', berths: 501 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: ['Title must be at least 3 characters long.'],
      code: ['Code must be at least 5 characters long.', 'Code must be five capital letters (UN/LOCODE), e.g. FRMRS.'],
      cityId: ['City is required.'],
      berths: ['Berths cannot exceed 500.'],
    });
    const ok = await call(t, admin, {
      method: 'POST',
      url: '/api/infrastructure/port/add',
      payload: { title: 'Marseille Fos', code: 'FRMRS', cityId: 1, berths: 40 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const listed = (
      await call(t, await token(t, ['Infrastructure.Ports.ViewList']), {
        method: 'GET',
        url: '/api/infrastructure/port/get?search=frmrs',
      })
    ).json();
    expect(listed.ports).toEqual([expect.objectContaining({ code: 'FRMRS', cityName: expect.any(String) })]);
    expect(listed.paginationModel).toMatchObject({ pageIndex: 1, pageSize: 10, totalRecords: 1 });
  });
});

// The same generated tests as every schema of the project, with no test code for these two.
describeEntity(() => t, coin);
describeEntity(() => t, port);
