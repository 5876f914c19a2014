/**
 * References are real foreign keys, and a delete (a move to the trash) locks the row while
 * creates lock what they refer to: a delete racing creates that point at the row never leaves
 * a live row referring to a missing or deleted one (the review saw 68 on the PostgreSQL server),
 * the delete of a referenced row stays a 409 naming the referring entity, and a database that
 * already holds dangling values still starts. Runs on PGlite and, with TEST_DATABASE_URL, on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignKeyName, syncEntityTables } from '@server/db/entity-tables.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

const ACCOUNTS = '/api/finance/paymentaccount';
const INFRA = '/api/infrastructure/infratype';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());

async function newCategory(title: string): Promise<number> {
  const res = await t.call(admin, {
    method: 'POST',
    url: `${INFRA}/add`,
    payload: { title, typeGroupId: 11, isActive: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

/** Live accounts whose category is missing or in the trash. */
async function dangling(): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM payment_account p WHERE NOT p.is_deleted AND p.infra_type_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM infra_type i WHERE i.id = p.infra_type_id AND NOT i.is_deleted)`,
  );
  return n;
}

describe('reference columns', () => {
  it('leaves no dangling reference when a row is deleted while 20 rows referring to it are created', async () => {
    for (let round = 0; round < 3; round += 1) {
      const category = await newCategory(`Race category ${round}`);
      const creates = Array.from({ length: 20 }, (_, i) =>
        t.call(admin, {
          method: 'POST',
          url: `${ACCOUNTS}/add`,
          payload: { title: `Race account ${round}-${i}`, infraTypeId: category, isActive: true },
        }),
      );
      const remove = t.call(admin, { method: 'DELETE', url: `${INFRA}/delete?id=${category}` });
      const answers = await Promise.all([...creates, remove]);
      for (const res of answers) expect([200, 400, 409], res.body).toContain(res.statusCode);
      for (const res of answers.slice(0, 20).filter((r) => r.statusCode === 400)) {
        expect(Object.keys(res.json().errors)).toEqual(['infraTypeId']);
      }
      expect(await dangling()).toBe(0);
    }
  });

  it('answers 409 naming the referring entity to the delete of a referenced row', async () => {
    const category = await newCategory('Referenced category');
    const created = await t.call(admin, {
      method: 'POST',
      url: `${ACCOUNTS}/add`,
      payload: { title: 'Refers to it', infraTypeId: category },
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await t.call(admin, { method: 'DELETE', url: `${INFRA}/delete?id=${category}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/payment accounts/i);
  });

  it('refuses a reference the database does not hold even without the engine check (the key itself)', async () => {
    await expect(
      t.db.query('INSERT INTO payment_account (title, infra_type_id) VALUES ($1, $2)', [
        'No such category',
        2147483647,
      ]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('starts on a database that already holds a dangling reference, keeping the key for new writes', async () => {
    const fk = foreignKeyName('payment_account', 'infra_type_id');
    await t.db.exec(`ALTER TABLE payment_account DROP CONSTRAINT "${fk}"`);
    await t.db.query('INSERT INTO payment_account (title, infra_type_id) VALUES ($1, $2)', [
      'Dangling from before',
      2147483000,
    ]);
    await t.db.query("DELETE FROM settings WHERE key = 'entity_tables_ddl'");
    await syncEntityTables(t.db, t.schemas);
    const [key] = await t.db.query<{ convalidated: boolean }>(
      'SELECT convalidated FROM pg_constraint WHERE conname = $1',
      [fk],
    );
    expect(key).toEqual({ convalidated: false });
    await expect(
      t.db.query('INSERT INTO payment_account (title, infra_type_id) VALUES ($1, $2)', ['New dangling', 2147483001]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
