/**
 * README "Add a module", server side, run as written: the example's files are read from the
 * README, written under tests/generated/, and the module is added to the list the way the README
 * says (one entry). Its migration runs on a database that already has every other module's, its
 * route answers with its permission, the OpenAPI document and the permission catalogue show it,
 * and the roles that held every permission get the new one (nobody could grant it otherwise).
 */
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerModule } from '@server/module.js';
import { serverModules } from '@server/modules.js';
import { prepareDatabase } from '@server/setup.js';
import { writeRecipe } from '@tests/support/module-recipe.js';
import { ADMIN, claimsOf, startTestApp, VIEWER, type TestApp } from './helpers.js';
import { matrixContext } from './matrix/context.js';
import { declarationsOf, matrixTable } from './matrix/route-table.js';

const recipe = writeRecipe(`tests/generated/module-recipe-api-${process.pid}`);
const PERMISSION = 'Announcements.Announcement.ViewList';
let t: TestApp;
let modules: ServerModule[];

beforeAll(async () => {
  const url = pathToFileURL(recipe.at('src/server/announcements/module.ts')).href;
  const { announcementsModule } = (await import(/* @vite-ignore */ url)) as { announcementsModule: ServerModule };
  modules = [...serverModules, announcementsModule];
  t = await startTestApp({ modules });
});
afterAll(async () => {
  await t?.close();
  recipe.remove();
});

describe('a module added by its folder and one line in the list', () => {
  it('runs its migration once, after every other module', async () => {
    const applied = await t.db.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY applied_at DESC, name DESC',
    );
    expect(applied[0].name).toBe('900_announcements.sql');
    expect((await prepareDatabase(t.db, t.schemas, modules)).migrated).toEqual([]);
  });

  it('serves its route to a user holding its permission', async () => {
    const admin = await t.login(ADMIN);
    expect(claimsOf(admin).Permission).toContain(PERMISSION);
    const res = await t.call(admin, { method: 'GET', url: '/api/announcements/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, title: 'Summer timetable published', publishedOn: '2026-06-01' }]);
  });

  it('refuses a caller without a token (401) or without the permission (403)', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/announcements/get' })).statusCode).toBe(401);
    const viewer = await t.login(VIEWER);
    expect(claimsOf(viewer).Permission).not.toContain(PERMISSION);
    expect((await t.call(viewer, { method: 'GET', url: '/api/announcements/get' })).statusCode).toBe(403);
  });

  it('is documented and its permission is in the catalogue the roles screen offers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/announcements/get'].get.tags).toEqual(['Announcements']);
    const admin = await t.login(ADMIN);
    const catalogue = (await t.call(admin, { method: 'GET', url: '/api/permissions' })).json().permissions;
    expect(catalogue).toContain(PERMISSION);
    expect(t.app.routeModules.get('GET /api/announcements/get')).toBe('announcements');
  });

  it('fails the authorization matrix until its route is declared in tests/api/matrix/modules/announcements.ts', async () => {
    const context = await matrixContext({ app: t.app, db: t.db, schemas: t.schemas });
    const { unclassified } = matrixTable(context, await declarationsOf(context));
    const entry = unclassified.find((u) => u.startsWith('GET /api/announcements/get'));
    expect(entry).toContain('is neither a generic endpoint');
    expect(entry).toContain('tests/api/matrix/modules/announcements.ts');
  });
});

describe('a permission new since the last start', () => {
  it('goes to the roles that held every permission, recorded in the audit trail as a system change', async () => {
    const holders = await t.db.query<{ name: string }>(
      `SELECT r.name FROM roles r JOIN role_permissions rp ON rp.role_id = r.id WHERE rp.permission = $1 ORDER BY 1`,
      [PERMISSION],
    );
    expect(holders.map((r) => r.name)).toEqual(['administrator']);
    const [entry] = await t.db.query<{ user_id: number | null; changes: { field: string; after: string[] }[] }>(
      `SELECT a.user_id, a.changes FROM audit_entries a JOIN roles r ON a.entity_id = r.id::text
        WHERE a.entity = 'role' AND r.name = 'administrator' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(entry.user_id).toBeNull();
    expect(entry.changes.find((c) => c.field === 'permissions')?.after).toContain(PERMISSION);
  });
});
