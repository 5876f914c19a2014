/**
 * `x-unique`: a value that identifies a row is unique among live rows (within its parent when
 * declared so, ignoring case for text). A create or update that would repeat one answers 400
 * keyed by the field in the caller's language and writes nothing; a row in the trash does not
 * block, and its restore answers 409 while a live twin exists. Existing duplicates in a database
 * do not stop start-up: they are reported and the index waits. Runs on PGlite and, with
 * TEST_DATABASE_URL, on the server (where a race past the check meets the unique index).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDuplicates } from '@server/db/unique-indexes.js';
import { prepareDatabase } from '@server/setup.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const CURRENCY = '/api/infrastructure/currency';
const CITY = '/api/infrastructure/city';
const FR = { 'accept-language': 'fr' };
type Row = Record<string, unknown> & { id: number };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(admin, { method: 'POST', url, payload, headers });
const put = (url: string, payload: object) => t.call(admin, { method: 'PUT', url, payload });
async function created(url: string, payload: object): Promise<Row> {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}
const liveCurrencies = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM currency WHERE NOT is_deleted'))[0].n;

describe('a value another live row holds', () => {
  it("refuses 'Euro again' with initial EUR: 400 on initial, in English and French, and writes nothing", async () => {
    const before = await liveCurrencies();
    const en = await post(`${CURRENCY}/add`, { title: 'Euro again', initial: 'EUR' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ errors: { initial: ['A currency with this initial already exists.'] } });
    const fr = await post(`${CURRENCY}/add`, { title: 'Euro encore', initial: 'EUR' }, FR);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ errors: { initial: ['Une devise avec ce code existe déjà.'] } });
    expect(await liveCurrencies()).toBe(before);
  });

  it('compares text ignoring case and surrounding spaces, and names every repeated field', async () => {
    await created(`${CURRENCY}/add`, { title: 'Lunar Dollar', initial: 'LUD' });
    const res = await post(`${CURRENCY}/add`, { title: '  LUNAR dollar ', initial: 'LUD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: ['A currency with this title already exists.'],
      initial: ['A currency with this initial already exists.'],
    });
  });

  it('allows the same title within another parent, not within the same one', async () => {
    const countryOf = async (code: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM country WHERE code = $1', [code]))[0].id;
    const [france, italy] = [await countryOf('FR'), await countryOf('IT')];
    await created(`${CITY}/add`, { title: 'Springfield', countryId: france });
    await created(`${CITY}/add`, { title: 'Springfield', countryId: italy });
    const twin = await post(`${CITY}/add`, { title: 'SPRINGFIELD', countryId: france });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().errors).toEqual({ title: ['A city with this title already exists for this country.'] });
    const fr = await post(`${CITY}/add`, { title: 'springfield', countryId: france }, FR);
    expect(fr.json().errors).toEqual({ title: ['Une ville avec ce nom existe déjà dans ce pays.'] });
  });

  it('refuses an update into a duplicate and leaves the row as it was; saving a row unchanged passes', async () => {
    const row = await created(`${CURRENCY}/add`, { title: 'Comet Crown', initial: 'CCR' });
    const res = await put(`${CURRENCY}/update`, { ...row, initial: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { initial: ['A currency with this initial already exists.'] } });
    const [stored] = await t.db.query('SELECT initial, version FROM currency WHERE id = $1', [row.id]);
    expect(stored).toEqual({ initial: 'CCR', version: 1 });
    const same = await put(`${CURRENCY}/update`, { ...row, title: 'comet crown' });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('the trash', () => {
  it('does not block: a deleted row’s values can be used again', async () => {
    const old = await created(`${CURRENCY}/add`, { title: 'Old Florin', initial: 'OFL' });
    expect((await t.call(admin, { method: 'DELETE', url: `${CURRENCY}/delete?id=${old.id}` })).statusCode).toBe(200);
    await created(`${CURRENCY}/add`, { title: 'Old Florin', initial: 'OFL' });
  });

  it('answers 409 to the restore of a row whose value a live row now holds, and restores nothing', async () => {
    const [old] = await t.db.query<{ id: number }>("SELECT id FROM currency WHERE initial = 'OFL' AND is_deleted");
    const en = await post(`${CURRENCY}/restore`, { id: old.id });
    expect(en.statusCode).toBe(409);
    expect(en.json().detail).toBe(
      'This currency cannot be restored: a currency with this title already exists. ' +
        'A currency with this initial already exists. Rename or delete the other one first.',
    );
    const fr = await post(`${CURRENCY}/restore`, { id: old.id }, FR);
    expect(fr.statusCode).toBe(409);
    expect(fr.json().detail).toBe(
      'Impossible de restaurer la devise : une devise avec ce titre existe déjà. ' +
        "Une devise avec ce code existe déjà. Renommez ou supprimez d'abord l'autre.",
    );
    const [stored] = await t.db.query('SELECT is_deleted FROM currency WHERE id = $1', [old.id]);
    expect(stored).toEqual({ is_deleted: true });
  });
});

describe('bespoke routes keep the same rule and wording', () => {
  it("answers a user's e-mail already in use with the engine's sentence, in French too", async () => {
    const res = await post(
      '/api/authorization/user/add',
      { firstName: 'Vic', lastName: 'Twin', email: 'VIEWER@example.com', password: 'Secret#2026', roleIds: [1] },
      FR,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Un utilisateur avec cet e-mail existe déjà.'] });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a race past the check (PostgreSQL server)', () => {
  it('answers the same 400 when the unique index refuses the insert', async () => {
    // A row inserted by another connection, not committed yet: the API's check cannot see it,
    // its insert waits on the index, then fails with 23505 once that row commits.
    let answer: Promise<{ statusCode: number; body: string }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.query("INSERT INTO currency (title, initial) VALUES ('Race Mark', 'RCM')");
      answer = post(`${CURRENCY}/add`, { title: 'Race Mark Two', initial: 'RCM' });
      for (let i = 0; i < 500; i += 1) {
        const [{ n }] = await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the API insert never waited on the uncommitted row');
    });
    const res = await answer!;
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ errors: { initial: ['A currency with this initial already exists.'] } });
  });
});

describe('a database that already holds duplicates', () => {
  it('starts, reports them (entity, field, values, ids), keeps refusing new ones, and builds the index once resolved', async () => {
    const [{ name }] = await t.db.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'currency' AND indexname LIKE 'currency_initial_uq_%'",
    );
    await t.db.exec(`DROP INDEX ${name}`);
    const [twin] = await t.db.query<{ id: number }>(
      "INSERT INTO currency (title, initial) VALUES ('Euro twin', 'EUR') RETURNING id",
    );
    const [{ id: euro }] = await t.db.query<{ id: number }>(
      "SELECT id FROM currency WHERE initial = 'EUR' AND title = 'Euro'",
    );

    const prepared = await prepareDatabase(t.db, t.schemas);
    expect(prepared.duplicates).toEqual([
      {
        entity: 'currency',
        table: 'currency',
        property: 'initial',
        within: [],
        index: name,
        groups: [{ values: ['EUR'], within: {}, ids: [euro, twin.id] }],
      },
    ]);
    expect(describeDuplicates(prepared.duplicates![0])).toBe(
      `Unique index ${name} not created: live rows of currency (table currency) repeat initial: "EUR" (ids ${euro}, ${twin.id}). ` +
        'New duplicates are refused; rename or delete these rows, and the next start-up creates the index.',
    );
    const third = await post(`${CURRENCY}/add`, { title: 'Euro thrice', initial: 'EUR' });
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual({ initial: ['A currency with this initial already exists.'] });
    // A row of a reported pair can still be edited where the edit leaves its initial alone (to retitle it, say).
    const [twinRow] = await t.db.query<{ version: number }>('SELECT version FROM currency WHERE id = $1', [twin.id]);
    const retitled = await put(`${CURRENCY}/update`, {
      id: twin.id,
      version: twinRow.version,
      title: 'Euro twin (old)',
      initial: 'EUR',
    });
    expect(retitled.statusCode, retitled.body).toBe(200);

    expect((await t.call(admin, { method: 'DELETE', url: `${CURRENCY}/delete?id=${twin.id}` })).statusCode).toBe(200);
    expect((await prepareDatabase(t.db, t.schemas)).duplicates).toBeUndefined();
    const indexes = await t.db.query('SELECT 1 FROM pg_indexes WHERE indexname = $1', [name]);
    expect(indexes).toHaveLength(1);
  });
});
