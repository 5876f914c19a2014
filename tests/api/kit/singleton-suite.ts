/**
 * The generated API tests of a singleton schema (`x-resource.singleton: true`): get, save with
 * a body built from the schema (images through their binary keys), every declared bound of every
 * writable property inside and outside with the shared message (the row unchanged), required
 * fields, the stale version, secrets never answered and encrypted at rest, the public fields.
 * Nothing here names an entity: entity-suite.ts hands every singleton schema to it.
 */
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { fieldMessage } from '@schema/messages.js';
import type { EntitySchema } from '@schema/types.js';
import { writableProperties } from '@schema/validate.js';
import { columnOf } from '@server/db/entity-tables.js';
import { ident } from '@server/db/sql.js';
import type { Row } from '@server/db/types.js';
import { allPermissions, buildBody, call, KitSkip, token, unbuildable, type Body, type Kit } from './harness.js';
import { boundCases, uniqueMarker } from './values.js';

/** A 1×1 PNG, for image pairs that accept PNG. */
export const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface State {
  kit: Kit;
  admin: string;
  body?: Body;
  skip?: string;
}

const errorsOf = (res: { json: () => unknown }, field: string) =>
  (res.json() as { errors?: Record<string, string[]> }).errors?.[field];

export function singletonUrls(schema: EntitySchema) {
  const base = `/api${schema.resource.api}`;
  return {
    get: `${base}/get`,
    save: `${base}/save`,
    public: schema.resource.public ? `${base}/${schema.resource.public.path}` : undefined,
  };
}

/** A valid save body: built values, every image pair given a PNG through its binary key (or left out when optional). */
export async function buildSingletonBody(kit: Kit, schema: EntitySchema): Promise<Body> {
  const images = Object.entries(schema.properties).filter(([, p]) => p['x-image']);
  const body = await buildBody(kit, schema, Object.fromEntries(images.map(([name]) => [name, null])));
  for (const [name, prop] of images) {
    const types = prop['x-image']!.types ?? ['png'];
    if (types.includes('png')) body[prop['x-image']!.binary] = PIXEL_PNG;
    else if (schema.required.includes(name)) throw new KitSkip(`required ${name} accepts no PNG`);
  }
  return body;
}

async function storedRow(kit: Kit, schema: EntitySchema): Promise<string> {
  const rows = await kit.db.query(`SELECT * FROM ${ident(schema.resource.table)} ORDER BY id`);
  return JSON.stringify(rows);
}

export function describeSingleton(getKit: () => Kit, schema: EntitySchema): void {
  const u = singletonUrls(schema);
  const { view, add } = schema.resource.permissions;
  const writable = writableProperties(schema);
  const skipped = unbuildable(schema);
  const secrets = writable.filter((n) => schema.properties[n].writeOnly);
  const state = {} as State;
  const current = async () => (await call(state.kit, state.admin, { method: 'GET', url: u.get })).json<Row>();
  const needBody = (ctx: TestContext): Body => {
    if (!state.body) ctx.skip(state.skip);
    return state.body!;
  };

  describe(`${schema.name} (${schema.file}, singleton)`, () => {
    beforeAll(async () => {
      state.kit = getKit();
      state.admin = await token(state.kit, allPermissions(state.kit));
      try {
        state.body = await buildSingletonBody(state.kit, schema);
      } catch (error) {
        if (!(error instanceof KitSkip)) throw error;
        state.skip = `the kit cannot build a valid ${schema.name}: ${error.message}`;
      }
    });

    it('answers get with its view permission: every property but the secrets, each secret as {name}Set', async () => {
      const res = await call(state.kit, await token(state.kit, [view]), { method: 'GET', url: u.get });
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json<Row>();
      for (const name of Object.keys(schema.properties).filter((n) => !secrets.includes(n)))
        expect(row).toHaveProperty(name);
      for (const secret of secrets) {
        expect(row).not.toHaveProperty(secret);
        expect(typeof row[`${secret}Set`]).toBe('boolean');
      }
      expect(row.version).toBeGreaterThanOrEqual(0);
    });

    it('saves a body built from the schema with only its add permission, and get answers it', async (ctx) => {
      const body = needBody(ctx);
      const before = await current();
      const res = await call(state.kit, await token(state.kit, [add]), {
        method: 'POST',
        url: u.save,
        payload: { ...body, version: before.version },
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<Row>();
      expect(saved.version).toBe((before.version as number) + 1);
      for (const name of writable.filter(
        (n) =>
          !secrets.includes(n) && !schema.properties[n]['x-image'] && schema.properties[n]['x-widget'] !== 'richtext',
      )) {
        if (name in body)
          expect(saved[name], name).toEqual(
            typeof body[name] === 'string' ? (body[name] as string).trim() : body[name],
          );
      }
      for (const name of writable.filter((n) => schema.properties[n]['x-image'])) {
        if (body[schema.properties[name]['x-image']!.binary]) expect(saved[name], name).toMatch(/^\/api\/files\/\d+$/);
      }
      expect(await current()).toEqual(saved);
    });

    it('refuses a save made from an older version with 409 stale-version and changes nothing', async (ctx) => {
      const body = needBody(ctx);
      const { version } = await current();
      const snapshot = await storedRow(state.kit, schema);
      const res = await call(state.kit, state.admin, {
        method: 'POST',
        url: u.save,
        payload: { ...body, version: (version as number) + 5 },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('stale-version');
      expect(await storedRow(state.kit, schema)).toBe(snapshot);
    });

    describe('validation', () => {
      for (const name of writable) {
        const prop = schema.properties[name];
        if (skipped[name] && !prop['x-image']) {
          it.skip(`${name}: ${skipped[name]}`, () => undefined);
          continue;
        }
        if (prop['x-image']) continue; // images: their binary is checked by content (tests/api/tenancy-settings.test.ts)
        const { cases, skipped: notBuilt } = boundCases(prop);
        for (const reason of notBuilt) it.skip(`${name} ${reason}`, () => undefined);
        for (const c of cases) {
          const message = fieldMessage(schema, name, c.rule, 'en', c.limit);
          it(`accepts ${name} = ${JSON.stringify(c.inside).slice(0, 40)} (${c.rule}${c.limit !== undefined ? ` ${c.limit}` : ''})`, async (ctx) => {
            const body = needBody(ctx);
            const res = await call(state.kit, state.admin, {
              method: 'POST',
              url: u.save,
              payload: { ...body, [name]: c.inside },
            });
            expect(res.statusCode, res.body).toBe(200);
            if (!prop.writeOnly)
              expect(res.json<Row>()[name]).toEqual(typeof c.inside === 'string' ? c.inside.trim() : c.inside);
          });
          it(`rejects ${name} = ${JSON.stringify(c.outside).slice(0, 40)} with "${message}" and changes nothing`, async (ctx) => {
            const body = needBody(ctx);
            const snapshot = await storedRow(state.kit, schema);
            const res = await call(state.kit, state.admin, {
              method: 'POST',
              url: u.save,
              payload: { ...body, [name]: c.outside },
            });
            expect(res.statusCode, res.body).toBe(400);
            expect(errorsOf(res, name)).toContain(message);
            expect(await storedRow(state.kit, schema)).toBe(snapshot);
          });
        }
      }

      for (const name of schema.required.filter((r) => writable.includes(r))) {
        const message = fieldMessage(schema, name, 'required', 'en');
        it(`rejects a body without ${name} with "${message}" and changes nothing`, async (ctx) => {
          const body = needBody(ctx);
          const binary = schema.properties[name]['x-image']?.binary;
          const { [name]: _omitted, ...rest } = body;
          if (binary) delete rest[binary];
          const snapshot = await storedRow(state.kit, schema);
          const res = await call(state.kit, state.admin, { method: 'POST', url: u.save, payload: rest });
          expect(res.statusCode, res.body).toBe(400);
          expect(errorsOf(res, name)).toEqual([message]);
          expect(await storedRow(state.kit, schema)).toBe(snapshot);
        });
      }
    });

    for (const secret of secrets) {
      it(`never answers ${secret}, stores it encrypted, and keeps it when a save leaves it out`, async (ctx) => {
        const body = needBody(ctx);
        const plain = `Kit-${uniqueMarker()}-secret`;
        const saved = await call(state.kit, state.admin, {
          method: 'POST',
          url: u.save,
          payload: { ...body, [secret]: plain },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.body).not.toContain(plain);
        expect(saved.json<Row>()[`${secret}Set`]).toBe(true);
        const [row] = await state.kit.db.query<{ value: string }>(
          `SELECT ${ident(columnOf(secret))} AS value FROM ${ident(schema.resource.table)}`,
        );
        expect(row.value).toBeTruthy();
        expect(row.value).not.toContain(plain);
        const { [secret]: _left, ...without } = body;
        const kept = await call(state.kit, state.admin, { method: 'POST', url: u.save, payload: without });
        expect(kept.json<Row>()[`${secret}Set`]).toBe(true);
        const [again] = await state.kit.db.query<{ value: string }>(
          `SELECT ${ident(columnOf(secret))} AS value FROM ${ident(schema.resource.table)}`,
        );
        expect(again.value).toBe(row.value);
        const cleared = await call(state.kit, state.admin, {
          method: 'POST',
          url: u.save,
          payload: { ...body, [secret]: '' },
        });
        expect(cleared.json<Row>()[`${secret}Set`]).toBe(false);
      });
    }

    if (u.public) {
      const fields = schema.resource.public!.fields;
      it(`answers only ${fields.join(', ')} at ${u.public}, without a token`, async () => {
        const res = await call(state.kit, null, { method: 'GET', url: u.public! });
        expect(res.statusCode, res.body).toBe(200);
        expect(Object.keys(res.json()).sort()).toEqual([...fields].sort());
        const full = await current();
        for (const f of fields) expect(res.json()[f]).toEqual(full[f]);
      });
    }
  });
}
