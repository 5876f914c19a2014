/**
 * The generated API tests of one schema: list shape, paging, search, arrays; every declared
 * bound of every writable property (inside accepted, outside refused with the shared message,
 * nothing written); required fields; `x-unique` values (a twin refused with the shared message,
 * the trash not blocking, a colliding restore 409); create → getbyid → update → delete with a
 * body built from the schema; each endpoint's permission; agency scope. Nothing here names an entity.
 */
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { fieldMessage } from '@schema/messages.js';
import { readPath } from '@schema/naming.js';
import type { EntitySchema } from '@schema/types.js';
import { uniqueRules, type UniqueRule } from '@schema/unique.js';
import { writableProperties } from '@schema/validate.js';
import type { Row } from '@server/db/types.js';
import {
  allPermissions,
  buildBody,
  call,
  countRows,
  createRow,
  heldBy,
  KitSkip,
  listRequest,
  routesOf,
  rowSnapshot,
  token,
  unbuildable,
  urls,
  type Body,
  type Kit,
} from './harness.js';
import { describeSingleton } from './singleton-suite.js';
import { boundCases, type BoundCase } from './values.js';

interface State {
  kit: Kit;
  admin: string;
  /** A valid body and the row created from it; undefined when the kit cannot build one. */
  body?: Body;
  row?: Row;
  skip?: string;
}

const errorsOf = (res: { json: () => unknown }, field: string) =>
  (res.json() as { errors?: Record<string, string[]> }).errors?.[field];

function expected(schema: EntitySchema, name: string, sent: unknown): unknown {
  const prop = schema.properties[name];
  if (typeof sent === 'string' && prop.format === 'date-time') return new Date(sent).toISOString();
  return typeof sent === 'string' ? sent.trim() : sent;
}

function stored(schema: EntitySchema, name: string, value: unknown): unknown {
  return schema.properties[name].format === 'date-time' && typeof value === 'string'
    ? new Date(value).toISOString()
    : value;
}

function needRow(state: State, ctx: TestContext): asserts state is State & { body: Body; row: Row } {
  if (!state.row) ctx.skip(state.skip);
}

/**
 * The bound case's inside value, sampled again while another live row holds it under a unique
 * rule (a random two-letter code may be a seeded country's).
 */
async function freeInside(state: State & { body: Body; row: Row }, schema: EntitySchema, name: string, c: BoundCase) {
  let inside = c.inside;
  const rules = uniqueRules(schema).filter((r) => r.property === name);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const body = { ...state.body, [name]: inside };
    const held = await Promise.all(rules.map((r) => heldBy(state.kit, schema, r, body, state.row.id as number)));
    if (!held.includes(true)) break;
    inside = boundCases(schema.properties[name]).cases.find((x) => x.rule === c.rule)?.inside ?? inside;
  }
  return inside;
}

export function describeEntity(getKit: () => Kit, schema: EntitySchema): void {
  if (schema.resource.singleton) {
    describeSingleton(getKit, schema);
    return;
  }
  const u = urls(schema);
  const { resource } = schema;
  const { view, add } = resource.permissions;
  const remove = resource.permissions.delete!;
  const state = {} as State;
  const writable = writableProperties(schema);
  const skipped = unbuildable(schema);

  describe(`${schema.name} (${schema.file})`, () => {
    beforeAll(async () => {
      state.kit = getKit();
      state.admin = await token(state.kit, allPermissions(state.kit));
      try {
        state.body = await buildBody(state.kit, schema);
        const res = await call(state.kit, state.admin, { method: 'POST', url: u.create, payload: state.body });
        expect(res.statusCode, res.body).toBe(200);
        state.row = res.json<Row>();
      } catch (error) {
        if (!(error instanceof KitSkip)) throw error;
        state.skip = `the kit cannot build a valid ${schema.name}: ${error.message}`;
      }
    });

    describe('list', () => {
      it(`answers rows under ${resource.listKey} and the total under ${resource.totalKey}`, async () => {
        const res = await call(state.kit, state.admin, listRequest(schema, { page: 1, size: 5, search: '' }));
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        const rows = readPath(body, resource.listKey) as Row[];
        expect(Array.isArray(rows)).toBe(true);
        expect(rows.length).toBeLessThanOrEqual(5);
        const total = readPath(body, resource.totalKey) as number;
        expect(total).toBe(await countRows(state.kit, schema));
        const parent = resource.totalKey.split('.').slice(0, -1).join('.');
        if (parent) {
          expect(readPath(body, parent)).toMatchObject({
            pageIndex: 1,
            pageSize: 5,
            currentPageRecords: rows.length,
            totalRecords: total,
          });
        }
        for (const row of rows) expect(row).toHaveProperty('id');
      });

      it('answers a second page that differs from the first', async (ctx) => {
        needRow(state, ctx);
        for (let n = await countRows(state.kit, schema); n < 5; n += 1) await createRow(state.kit, schema);
        const page = async (p: number) =>
          readPath(
            (await call(state.kit, state.admin, listRequest(schema, { page: p, size: 2 }))).json(),
            resource.listKey,
          ) as Row[];
        const [one, two] = [await page(1), await page(2)];
        expect(one).toHaveLength(2);
        expect(two).toHaveLength(2);
        expect(two.map((r) => r.id)).not.toEqual(expect.arrayContaining(one.map((r) => r.id)));
        expect(new Set([...one, ...two].map((r) => r.id)).size).toBe(4);
      });

      const searchField = resource.list.search.find((p) => !skipped[p]);
      it.skipIf(!searchField)(
        `finds a created row by its ${searchField ?? '(no search field)'} and only matching rows`,
        async (ctx) => {
          needRow(state, ctx);
          const term = String(state.row[searchField!]).slice(0, 12);
          const res = await call(
            state.kit,
            state.admin,
            listRequest(schema, { page: 1, size: 1000, search: term.toUpperCase() }),
          );
          expect(res.statusCode, res.body).toBe(200);
          const rows = readPath(res.json(), resource.listKey) as Row[];
          expect(rows.map((r) => r.id)).toContain(state.row.id);
          // Folded as search_fold folds (case, accents): every row found holds the term in a searched field.
          const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
          for (const row of rows) {
            const text = resource.list.search.map((p) => String(row[p] ?? '')).join('\n');
            expect(fold(text)).toContain(fold(term));
          }
          const none = await call(
            state.kit,
            state.admin,
            listRequest(schema, { page: 1, size: 10, search: 'zq%_no-such-row_%qz' }),
          );
          expect(readPath(none.json(), resource.totalKey)).toBe(0);
        },
      );

      it('answers getall and every lookup with an array', async (ctx) => {
        needRow(state, ctx);
        const all = await call(state.kit, state.admin, { method: 'GET', url: u.all });
        expect(all.statusCode, all.body).toBe(200);
        expect((all.json() as Row[]).map((r) => r.id)).toContain(state.row.id);
        for (const lookup of resource.lookups) {
          const base = (lookup as { api?: string }).api ? `/api${(lookup as { api?: string }).api}` : u.base;
          const qs = new URLSearchParams(lookup.params.map((p) => [p, String(state.row[p] ?? state.body[p])]));
          const res = await call(state.kit, state.admin, { method: 'GET', url: `${base}/${lookup.path}?${qs}` });
          expect(res.statusCode, `${lookup.path}: ${res.body}`).toBe(200);
          const rows = res.json() as Row[];
          expect(Array.isArray(rows)).toBe(true);
          if (rows[0] && 'id' in rows[0]) expect(rows.map((r) => r.id)).toContain(state.row.id);
        }
      });
    });

    describe('validation', () => {
      for (const name of writable) {
        const prop = schema.properties[name];
        if (skipped[name]) {
          it.skip(`${name}: ${skipped[name]}`, () => undefined);
          continue;
        }
        const { cases, skipped: notBuilt } = boundCases(prop);
        for (const reason of notBuilt) it.skip(`${name} ${reason}`, () => undefined);
        for (const c of cases) {
          const message = fieldMessage(schema, name, c.rule, 'en', c.limit);
          it(`accepts ${name} = ${JSON.stringify(c.inside).slice(0, 40)} (${c.rule}${c.limit !== undefined ? ` ${c.limit}` : ''})`, async (ctx) => {
            needRow(state, ctx);
            const inside = await freeInside(state, schema, name, c);
            const res = await call(state.kit, state.admin, {
              method: 'PUT',
              url: u.update,
              payload: { ...state.body, id: state.row.id, [name]: inside },
            });
            expect(res.statusCode, res.body).toBe(200);
            expect(stored(schema, name, res.json<Row>()[name])).toEqual(expected(schema, name, inside));
          });
          it(`rejects ${name} = ${JSON.stringify(c.outside).slice(0, 40)} with "${message}" and writes nothing`, async (ctx) => {
            needRow(state, ctx);
            const before = await countRows(state.kit, schema);
            const created = await call(state.kit, state.admin, {
              method: 'POST',
              url: u.create,
              payload: { ...state.body, [name]: c.outside },
            });
            expect(created.statusCode, created.body).toBe(400);
            expect(errorsOf(created, name)).toContain(message);
            expect(await countRows(state.kit, schema)).toBe(before);
            const snapshot = await rowSnapshot(state.kit, schema, state.row.id as number);
            const updated = await call(state.kit, state.admin, {
              method: 'PUT',
              url: u.update,
              payload: { ...state.body, id: state.row.id, [name]: c.outside },
            });
            expect(updated.statusCode, updated.body).toBe(400);
            expect(errorsOf(updated, name)).toContain(message);
            expect(await rowSnapshot(state.kit, schema, state.row.id as number)).toBe(snapshot);
          });
        }
      }

      for (const name of schema.required.filter((r) => writable.includes(r) && !skipped[r])) {
        const message = fieldMessage(schema, name, 'required', 'en');
        it(`rejects a body without ${name} with "${message}" and writes nothing`, async (ctx) => {
          needRow(state, ctx);
          const before = await countRows(state.kit, schema);
          const { [name]: _omitted, ...rest } = state.body;
          const res = await call(state.kit, state.admin, { method: 'POST', url: u.create, payload: rest });
          expect(res.statusCode, res.body).toBe(400);
          expect(errorsOf(res, name)).toEqual([message]);
          expect(await countRows(state.kit, schema)).toBe(before);
        });
      }
    });

    for (const rule of uniqueRules(schema)) describeUnique(state, schema, rule);

    it('creates, reads, updates, deletes and restores a row built from the schema, each with only its permission', async (ctx) => {
      needRow(state, ctx);
      const { kit } = state;
      const before = await countRows(kit, schema);
      const body = await buildBody(kit, schema);
      const created = await call(kit, await token(kit, [add]), { method: 'POST', url: u.create, payload: body });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<Row>().id as number;
      expect(await countRows(kit, schema)).toBe(before + 1);
      const read = await call(kit, await token(kit, [view]), { method: 'GET', url: `${u.getOne}?id=${id}` });
      expect(read.statusCode, read.body).toBe(200);
      for (const name of Object.keys(body)) {
        if (schema.properties[name]['x-widget'] === 'richtext')
          expect(String(read.json<Row>()[name])).toContain(String(body[name]));
        else expect(stored(schema, name, read.json<Row>()[name]), name).toEqual(expected(schema, name, body[name]));
      }
      const changed = await buildBody(kit, schema);
      const updated = await call(kit, await token(kit, [add]), {
        method: 'PUT',
        url: u.update,
        payload: { ...changed, id },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const reread = (await call(kit, state.admin, { method: 'GET', url: `${u.getOne}?id=${id}` })).json<Row>();
      for (const name of Object.keys(changed).filter((n) => schema.properties[n]['x-widget'] !== 'richtext')) {
        expect(stored(schema, name, reread[name]), name).toEqual(expected(schema, name, changed[name]));
      }
      expect(reread.version).toBe(2);
      const remover = await token(kit, [remove]);
      const deleted = await call(kit, remover, { method: 'DELETE', url: u.deleteOf(id) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id });
      expect((await call(kit, state.admin, { method: 'GET', url: `${u.getOne}?id=${id}` })).statusCode).toBe(404);
      expect(await countRows(kit, schema)).toBe(before);

      // The trash lists it (the list's answer shape, newest-deleted first) and a restore brings it back.
      const trash = await call(kit, remover, { method: 'GET', url: `${u.trash}?pageIndex=1&pageSize=5` });
      expect(trash.statusCode, trash.body).toBe(200);
      const [first] = readPath(trash.json(), resource.listKey) as Row[];
      expect(first).toMatchObject({ id, version: 3, deletedDate: expect.any(String) });
      const restored = await call(kit, remover, { method: 'POST', url: u.restore, payload: { id } });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json<Row>()).toMatchObject({ id, version: 4 });
      expect((await call(kit, state.admin, { method: 'GET', url: `${u.getOne}?id=${id}` })).statusCode).toBe(200);
      expect((await call(kit, remover, { method: 'POST', url: u.restore, payload: { id } })).statusCode).toBe(404);
      expect(await countRows(kit, schema)).toBe(before + 1);
    });

    describe('permissions', () => {
      const mine = (kit: Kit) =>
        routesOf(kit).filter((r) => r.url.toLowerCase().startsWith(`${u.base.toLowerCase()}/`));

      it('answers 401 without a token on every endpoint', async () => {
        const failures: string[] = [];
        for (const route of mine(state.kit)) {
          const res = await call(state.kit, null, {
            method: route.method as 'GET',
            url: route.url,
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
        }
        expect(failures).toEqual([]);
      });

      it('answers 403 on every endpoint to a token lacking its permission, and changes nothing', async (ctx) => {
        needRow(state, ctx);
        const { kit } = state;
        const all = allPermissions(kit);
        const failures: string[] = [];
        const id = state.row.id as number;
        const routes = mine(kit).filter((r) => r.permission !== 'public' && r.permission !== 'authenticated');
        expect(routes.map((r) => r.permission)).toEqual(expect.arrayContaining([view, add, remove]));
        for (const route of routes) {
          const lacking = await token(
            kit,
            all.filter((p) => p !== route.permission),
          );
          const count = await countRows(kit, schema);
          const snapshot = await rowSnapshot(kit, schema, id);
          const isCreate = route.url.toLowerCase() === u.create.toLowerCase();
          const payload =
            route.method === 'GET' || route.method === 'DELETE'
              ? undefined
              : isCreate
                ? state.body
                : { ...state.body, id };
          const sep = route.url.includes('?') ? '&' : '?';
          const res = await call(kit, lacking, {
            method: route.method as 'GET',
            url: `${route.url}${sep}id=${id}`,
            payload,
          });
          if (res.statusCode !== 403)
            failures.push(`${route.method} ${route.url} without ${route.permission}: ${res.statusCode}`);
          if ((await countRows(kit, schema)) !== count || (await rowSnapshot(kit, schema, id)) !== snapshot) {
            failures.push(`${route.method} ${route.url} without ${route.permission} changed data`);
          }
        }
        expect(failures).toEqual([]);
      });
    });

    if (resource.agencyScope) describeAgencyScope(state, schema, resource.agencyScope);
  });
}

function describeAgencyScope(state: State, schema: EntitySchema, scopeProperty: string): void {
  const u = urls(schema);
  describe(`agency scope (${scopeProperty})`, () => {
    it("hides another agency's rows from an agency user: not listed, 404 on get, update and delete", async (ctx) => {
      needRow(state, ctx);
      const { kit } = state;
      const agencySchema = kit.schemas.find((s) => s.resource.agencyScope === 'id');
      const agencies = agencySchema
        ? (
            await kit.db.query<{ id: number }>(`SELECT id FROM "${agencySchema.resource.table}" ORDER BY id LIMIT 2`)
          ).map((r) => r.id)
        : [1, 2];
      const [mine, theirs] = agencies;
      const other =
        scopeProperty === 'id'
          ? (await call(kit, state.admin, { method: 'GET', url: `${u.getOne}?id=${theirs}` })).json<Row>()
          : await createRow(kit, schema, { [scopeProperty]: theirs });
      const otherId = other.id as number;
      const agent = await token(kit, allPermissions(kit), mine);

      const listed = readPath(
        (await call(kit, agent, listRequest(schema, { page: 1, size: 1000 }))).json(),
        schema.resource.listKey,
      ) as Row[];
      expect(listed.map((r) => r.id)).not.toContain(otherId);
      for (const row of listed) expect(row[scopeProperty]).toBe(mine);
      const all = (await call(kit, agent, { method: 'GET', url: u.all })).json() as Row[];
      expect(all.map((r) => r.id)).not.toContain(otherId);

      const missing = await call(kit, agent, { method: 'GET', url: `${u.getOne}?id=999999` });
      const got = await call(kit, agent, { method: 'GET', url: `${u.getOne}?id=${otherId}` });
      expect(got.statusCode).toBe(404);
      expect(got.body).toBe(missing.body);

      const snapshot = await rowSnapshot(kit, schema, otherId);
      const body =
        scopeProperty === 'id' ? { ...(await buildBody(kit, schema)), id: otherId } : { ...state.body, id: otherId };
      expect((await call(kit, agent, { method: 'PUT', url: u.update, payload: body })).statusCode).toBe(404);
      expect((await call(kit, agent, { method: 'DELETE', url: u.deleteOf(otherId) })).statusCode).toBe(404);
      expect(await rowSnapshot(kit, schema, otherId)).toBe(snapshot);

      if (scopeProperty !== 'id') {
        // Create forces the scope to the caller's agency, whatever the body says.
        const created = await call(kit, agent, {
          method: 'POST',
          url: u.create,
          payload: { ...state.body, [scopeProperty]: theirs },
        });
        expect(created.statusCode, created.body).toBe(200);
        expect(created.json<Row>()[scopeProperty]).toBe(mine);
      }
    });
  });
}

/** Another case of a text, when the schema's pattern still accepts it ("Euro" → "eURO"). */
function otherCase(schema: EntitySchema, name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const flipped = [...value].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
  const pattern = schema.properties[name].pattern;
  return pattern && !new RegExp(pattern).test(flipped) ? value : flipped;
}

function describeUnique(state: State, schema: EntitySchema, rule: UniqueRule): void {
  const u = urls(schema);
  const name = rule.property;
  const where = rule.within.length ? ` within ${rule.within.join(', ')}` : '';
  const message = fieldMessage(schema, name, 'unique', 'en');
  it(`keeps ${name} unique among live rows${where}: a twin refused with "${message}" (fr too), the trash not blocking, a colliding restore 409`, async (ctx) => {
    needRow(state, ctx);
    const { kit, admin } = state;
    const first = await createRow(kit, schema);
    // The twin: the first row's references (so dependent ones stay valid) and the rule's values.
    const refs = Object.keys(schema.properties).filter((p) => schema.properties[p]['x-ref']);
    const same: Body = Object.fromEntries([...refs, ...rule.within, name].map((f) => [f, first[f]]));
    if (rule.ignoreCase) same[name] = otherCase(schema, name, first[name]);
    const twin = await buildBody(kit, schema, same);
    const before = await countRows(kit, schema);
    const refused = await call(kit, admin, { method: 'POST', url: u.create, payload: twin });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorsOf(refused, name)).toEqual([message]);
    const french = await call(kit, admin, {
      method: 'POST',
      url: u.create,
      payload: twin,
      headers: { 'accept-language': 'fr' },
    });
    expect(errorsOf(french, name)).toEqual([fieldMessage(schema, name, 'unique', 'fr')]);
    expect(await countRows(kit, schema)).toBe(before);

    // An update into the first row's values changes nothing.
    const parents = refs.filter((f) => f !== name).map((f) => [f, first[f]]);
    const other = await createRow(kit, schema, Object.fromEntries(parents));
    const snapshot = await rowSnapshot(kit, schema, other.id as number);
    const moved = await call(kit, admin, { method: 'PUT', url: u.update, payload: { ...other, ...same } });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(errorsOf(moved, name)).toEqual([message]);
    expect(await rowSnapshot(kit, schema, other.id as number)).toBe(snapshot);

    // In the trash, the first row no longer blocks; back from it, it would collide: 409.
    expect((await call(kit, admin, { method: 'DELETE', url: u.deleteOf(first.id as number) })).statusCode).toBe(200);
    // The twin again, its other unique values sampled anew: `other` may have taken one of them since.
    const again = await buildBody(kit, schema, same);
    const taken = await call(kit, admin, { method: 'POST', url: u.create, payload: again });
    expect(taken.statusCode, taken.body).toBe(200);
    const restore = await call(kit, admin, { method: 'POST', url: u.restore, payload: { id: first.id } });
    expect(restore.statusCode, restore.body).toBe(409);
    expect(restore.json<{ detail: string }>().detail).toContain(message.charAt(0).toLowerCase() + message.slice(1));
    expect((await call(kit, admin, { method: 'GET', url: `${u.getOne}?id=${first.id}` })).statusCode).toBe(404);
  });
}
