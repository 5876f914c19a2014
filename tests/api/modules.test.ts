/**
 * Server modules (src/server/module.ts): the registration order from `after` and one migration
 * order for every module. A whole module added by one line is README "Add a module", run by
 * module-recipe.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectMigrations, ENGINE, engineMigrationsDir } from '@server/db/migrate.js';
import type { ServerModule } from '@server/module.js';
import { orderModules } from '@server/module-order.js';
import { serverModules } from '@server/modules.js';

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
    const numbers = all.map((m) => m.file.slice(0, 3));
    // In number order, each number once, whichever module (later migrations add theirs after these).
    expect(numbers).toEqual([...new Set(numbers)].sort());
    expect(numbers.slice(0, 12)).toEqual([
      '001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012',
    ]); // prettier-ignore
    expect(all.find((m) => m.file === '012_outbox.sql')?.owner).toBe('mail');
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
