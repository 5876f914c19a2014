/**
 * Server modules (src/server/module.ts): the registration order from `after`, one migration order
 * for every module, and a tiny module (one route, one migration) that needs nothing but its object
 * in the list: its migration runs, its route answers, the OpenAPI document shows it and the
 * authorization matrix asks for its declaration in its own file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMigrations, ENGINE, engineMigrationsDir } from '@server/db/migrate.js';
import type { ServerModule } from '@server/module.js';
import { orderModules } from '@server/module-order.js';
import { serverModules } from '@server/modules.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';
import { matrixContext } from './matrix/context.js';
import { declarationsOf, matrixTable } from './matrix/route-table.js';

const stub = (name: string, after?: string[]): ServerModule => ({ name, after, register: () => undefined });
const names = (list: ServerModule[]) => list.map((m) => m.name);

describe('registration order', () => {
  it('keeps the list order, except that a module comes after the modules it names', () => {
    expect(names(orderModules([stub('a', ['c']), stub('b'), stub('c')]))).toEqual(['b', 'c', 'a']);
    expect(names(orderModules([stub('x'), stub('y'), stub('z')]))).toEqual(['x', 'y', 'z']);
  });

  it('stops start-up on an unknown name, a duplicate or a cycle, naming the modules', () => {
    expect(() => orderModules([stub('a', ['ghost'])])).toThrow(
      'Module "a" is registered after "ghost", which is not in the list',
    );
    expect(() => orderModules([stub('a'), stub('a')])).toThrow('Two server modules are named "a"');
    expect(() => orderModules([stub('a', ['b']), stub('b', ['a']), stub('c')])).toThrow(
      'Server modules wait for each other in a cycle: a (after b); b (after a)',
    );
  });

  it('orders the real list', () => {
    expect(() => orderModules(serverModules)).not.toThrow();
  });
});

describe('migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'modules-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs by number across modules: 009 (documents) before 010 (reservations)', () => {
    const all = collectMigrations([
      { owner: ENGINE, dir: engineMigrationsDir },
      ...serverModules.flatMap((m) => (m.migrations ? [{ owner: m.name, dir: m.migrations.pathname }] : [])),
    ]);
    expect(all.map((m) => m.file.slice(0, 3))).toEqual([
      '001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011',
    ]); // prettier-ignore
    expect(all.find((m) => m.file === '009_documents.sql')?.owner).toBe('documents');
  });

  it('refuses two migrations with one number, naming both files', () => {
    mkdirSync(join(dir, 'clash'));
    writeFileSync(join(dir, 'clash', '009_clash.sql'), 'SELECT 1;');
    expect(() =>
      collectMigrations([
        { owner: 'documents', dir: new URL('../../src/server/documents/migrations/', import.meta.url).pathname },
        { owner: 'clash', dir: join(dir, 'clash') },
      ]),
    ).toThrow('Two migrations have the number 009: documents/009_documents.sql and clash/009_clash.sql');
  });
});

describe('a tiny module: its folder and one line in the list', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tiny-module-'));
  mkdirSync(join(folder, 'migrations'));
  writeFileSync(
    join(folder, 'migrations', '901_tiny_notes.sql'),
    "CREATE TABLE tiny_notes (id integer PRIMARY KEY, text text NOT NULL);\nINSERT INTO tiny_notes VALUES (1, 'hello');\n",
  );
  const tiny: ServerModule = {
    name: 'tiny',
    migrations: pathToFileURL(`${join(folder, 'migrations')}/`),
    register: (app, { db }) => {
      app.get('/api/tiny/notes', { config: { permission: 'authenticated' } }, () =>
        db.query('SELECT id, text FROM tiny_notes ORDER BY id'),
      );
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [...serverModules, tiny] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs its migration and serves its route', async () => {
    const admin = await t.login(ADMIN);
    const res = await t.call(admin, { method: 'GET', url: '/api/tiny/notes' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, text: 'hello' }]);
    expect(t.app.routeModules.get('GET /api/tiny/notes')).toBe('tiny');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/tiny/notes');
  });

  it('fails the authorization matrix until its route is declared in tests/api/matrix/modules/tiny.ts', async () => {
    const context = await matrixContext({ app: t.app, db: t.db, schemas: t.schemas });
    const { unclassified } = matrixTable(context, await declarationsOf(context));
    expect(unclassified).toEqual(
      expect.arrayContaining([
        expect.stringContaining('GET /api/tiny/notes (permission "authenticated") is neither a generic endpoint'),
      ]),
    );
    expect(unclassified.find((u) => u.startsWith('GET /api/tiny/notes'))).toContain('tests/api/matrix/modules/tiny.ts');
  });
});
