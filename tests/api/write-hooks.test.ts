/**
 * Write hooks of the generic endpoints (src/server/crud/hooks.ts), declared by a module in its
 * `writeHooks`: a `before` hook refuses with the usual answers and nothing is written; an `after`
 * hook writes more rows in the write's transaction, rolled back with it when anything fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '@server/errors.js';
import type { ServerModule } from '@server/module.js';
import { serverModules } from '@server/modules.js';
import type { WriteEvent } from '@server/crud/hooks.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

const BASE = '/api/finance/paymentaccount';
const valid = { title: 'Hooked Account', ref: 'HK01', initial: 'HOOK', infraTypeId: 9, isActive: true };

/** What the probe module's hooks do, set by each test. */
const behaviour = { refuseCreate: false, failAfterCreate: false, refuseDelete: false, refuseRestore: false };
const seen: string[] = [];

const log = (moment: string) => async (e: WriteEvent) => {
  seen.push([moment, e.id ?? '-', e.before ? 'before' : '', e.after ? 'after' : ''].filter(String).join(' '));
  await e.tx.query('INSERT INTO hook_probe (moment, row_id) VALUES ($1, $2)', [moment, e.id ?? null]);
};

const probeModule: ServerModule = {
  name: 'hook-probe',
  writeHooks: () => ({
    'payment-account': {
      beforeCreate: async (e) => {
        if (behaviour.refuseCreate) throw new ValidationError({ title: [`Refused for ${e.lang}.`] });
      },
      afterCreate: async (e) => {
        await log('afterCreate')(e);
        if (behaviour.failAfterCreate) throw new Error('the hook failed after writing');
      },
      afterUpdate: log('afterUpdate'),
      beforeDelete: async () => {
        if (behaviour.refuseDelete) throw new HttpError(409, 'Refused by the probe.');
      },
      afterDelete: log('afterDelete'),
      beforeRestore: async () => {
        if (behaviour.refuseRestore) throw new HttpError(409, 'Not back yet.');
      },
      afterRestore: log('afterRestore'),
    },
  }),
  register: () => undefined,
};

let t: TestApp;
let admin: string;
const count = async (sql: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`))[0].n;
const accounts = () => count(`payment_account WHERE "initial" = 'HOOK'`);

beforeAll(async () => {
  t = await startTestApp({ modules: [...serverModules, probeModule] });
  await t.db.exec('CREATE TABLE hook_probe (moment text NOT NULL, row_id integer)');
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());
beforeEach(async () => {
  Object.assign(behaviour, { refuseCreate: false, failAfterCreate: false, refuseDelete: false, refuseRestore: false });
  seen.length = 0;
  await t.db.exec('DELETE FROM hook_probe');
});

describe('write hooks', () => {
  it('a before hook refuses a create with a 400 and nothing is written', async () => {
    behaviour.refuseCreate = true;
    const before = await accounts();
    const audited = await count(`audit_entries WHERE entity = 'payment-account'`);
    const res = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: valid });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { title: ['Refused for en.'] } });
    expect(await accounts()).toBe(before);
    expect(await count(`audit_entries WHERE entity = 'payment-account'`)).toBe(audited);
  });

  it('an after hook writes in the same transaction: kept with the row', async () => {
    const res = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: valid });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    expect(await t.db.query('SELECT moment, row_id AS "rowId" FROM hook_probe')).toEqual([
      { moment: 'afterCreate', rowId: id },
    ]);
  });

  it('a failing after hook rolls back the row and what the hook wrote', async () => {
    behaviour.failAfterCreate = true;
    const before = await accounts();
    const res = await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: { ...valid, ref: 'HK02' } });
    expect(res.statusCode).toBe(500);
    expect(await accounts()).toBe(before);
    expect(await count('hook_probe')).toBe(0);
    expect(seen).toEqual([expect.stringMatching(/^afterCreate \d+ after$/)]);
  });

  it('runs on update, delete and restore; a before hook refuses a delete or a restore with a 409', async () => {
    const row = (
      await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: { ...valid, ref: 'HK03' } })
    ).json();
    const update = await t.call(admin, { method: 'PUT', url: `${BASE}/update`, payload: { ...row, title: 'Renamed' } });
    expect(update.statusCode).toBe(200);

    behaviour.refuseDelete = true;
    const refused = await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=${row.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Refused by the probe.');
    expect((await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=${row.id}` })).statusCode).toBe(200);

    behaviour.refuseDelete = false;
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=${row.id}` })).statusCode).toBe(200);
    behaviour.refuseRestore = true;
    const notBack = await t.call(admin, { method: 'POST', url: `${BASE}/restore`, payload: { id: row.id } });
    expect(notBack.statusCode).toBe(409);
    expect((await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=${row.id}` })).statusCode).toBe(404);
    behaviour.refuseRestore = false;
    expect((await t.call(admin, { method: 'POST', url: `${BASE}/restore`, payload: { id: row.id } })).statusCode).toBe(
      200,
    );

    const moments = (await t.db.query<{ moment: string }>('SELECT moment FROM hook_probe WHERE row_id = $1', [row.id]))
      .map((r) => r.moment)
      .sort();
    expect(moments).toEqual(['afterCreate', 'afterDelete', 'afterRestore', 'afterUpdate']);
  });
});
