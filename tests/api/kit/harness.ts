/**
 * What the schema-driven kit needs around a running app: tokens signed with any permission
 * list (and an agency), calls, the documented URLs of a schema, row counts and snapshots read
 * straight from the database, and a valid body BUILT from the schema (references resolved to
 * existing rows that match the ref's `query` and `dependsOn`, created through the API when none;
 * `x-unique` values that no live row holds yet).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { permissionCatalogue } from '@domain/permissions.js';
import type { EntitySchema } from '@schema/types.js';
import { uniqueRules, type UniqueRule } from '@schema/unique.js';
import { writableProperties } from '@schema/validate.js';
import { issueAccessToken } from '@server/auth/sessions.js';
import { secretKey } from '@server/auth/token.js';
import type { RegisteredRoute } from '@server/auth/route-permissions.js';
import { columnOf } from '@server/db/entity-tables.js';
import { ident } from '@server/db/sql.js';
import type { Db, Row } from '@server/db/types.js';
import { uniqueValueExpr } from '@server/db/unique-indexes.js';
import { JWT_SECRET } from '../helpers.js';
import { validValue } from './values.js';

export type Body = Record<string, unknown>;

export interface Kit {
  app: FastifyInstance;
  db: Db;
  schemas: EntitySchema[];
}

/** Why a property (or a whole write) is left out; the kit says it instead of failing. */
export class KitSkip extends Error {}

const key = secretKey(JWT_SECRET);

/** Every permission the app knows: the catalogue plus every route's declared one. */
export function allPermissions(kit: Kit): string[] {
  const routes = (kit.app as unknown as { registeredRoutes: RegisteredRoute[] }).registeredRoutes;
  return permissionCatalogue([
    ...kit.schemas.flatMap((s) => Object.values(s.resource.permissions)),
    ...routes
      .flatMap((r) => (typeof r.permission === 'string' ? [r.permission] : r.permission))
      .filter((p) => p !== 'public' && p !== 'authenticated'),
  ]);
}

/** A token of a real session of user 1 carrying exactly these permissions (and agency). */
export function token(kit: Kit, permissions: string[], agencyId?: number): Promise<string> {
  return issueAccessToken(kit.db, key, { id: 1, fullname: 'Kit User', agencyId, permissions });
}

export function call(kit: Kit, bearer: string | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  return kit.app.inject({
    ...options,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
  });
}

export function routesOf(kit: Kit): RegisteredRoute[] {
  return (kit.app as unknown as { registeredRoutes: RegisteredRoute[] }).registeredRoutes;
}

export function urls(schema: EntitySchema) {
  const base = `/api${schema.resource.api}`;
  const e = schema.resource.endpoints;
  return {
    base,
    list: `${base}/${e.list}`,
    getOne: `${base}/${e.getOne}`,
    all: `${base}/${e.all}`,
    create: `${base}/${e.create}`,
    update: `${base}/${e.update}`,
    delete: `${base}/${e.delete}`,
    trash: `${base}/${e.trash}`,
    restore: `${base}/${e.restore}`,
    export: `${base}/${e.export}`,
    /** The delete of one row, its id under the schema's `deleteParam` (countries: `countryId`). */
    deleteOf: (id: number | string) => `${base}/${e.delete}?${schema.resource.deleteParam}=${id}`,
  };
}

/** The list request of a schema: query string for GET, JSON body for POST (paging.method). */
export function listRequest(schema: EntitySchema, fields: Record<string, string | number>): InjectOptions {
  const { paging } = schema.resource;
  const named: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) {
    named[k === 'page' ? paging.page : k === 'size' ? paging.size : k === 'search' ? paging.search : k] = v;
  }
  if (paging.method === 'POST') return { method: 'POST', url: urls(schema).list, payload: named };
  const qs = new URLSearchParams(Object.entries(named).map(([k, v]) => [k, String(v)]));
  return { method: 'GET', url: `${urls(schema).list}?${qs}` };
}

/** Live rows (not in the trash): what the list counts. */
export async function countRows(kit: Kit, schema: EntitySchema): Promise<number> {
  const [{ n }] = await kit.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(schema.resource.table)} WHERE NOT is_deleted`,
  );
  return n;
}

/** The stored row as the database has it (including updated_at), to prove nothing changed. */
export async function rowSnapshot(kit: Kit, schema: EntitySchema, id: number): Promise<string> {
  const rows = await kit.db.query(`SELECT * FROM ${ident(schema.resource.table)} WHERE id = $1`, [id]);
  return JSON.stringify(rows[0] ?? null);
}

function schemaNamed(kit: Kit, name: string): EntitySchema {
  const found = kit.schemas.find((s) => s.name === name);
  if (!found) throw new Error(`no schema named ${name}`);
  return found;
}

/** Writable properties with references after the fields they depend on. */
function buildOrder(schema: EntitySchema): string[] {
  const names = writableProperties(schema);
  const depends = (n: string) => Boolean(schema.properties[n]['x-ref']?.dependsOn);
  return [...names.filter((n) => !depends(n)), ...names.filter(depends)];
}

/** Properties the kit cannot generate, with the reason; left out of every body. */
export function unbuildable(schema: EntitySchema): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of writableProperties(schema)) {
    const prop = schema.properties[name];
    if (prop['x-widget'] === 'image')
      out[name] = 'holds the /api/files/{id} path of an uploaded image; the files suite covers uploads';
    else if (!prop['x-ref'] && validValue(prop) === undefined)
      out[name] = `no value the kit can generate (pattern ${prop.pattern ?? '-'}, format ${prop.format ?? '-'})`;
  }
  return out;
}

/** An id of the referenced resource matching the ref's query and dependsOn; created when none. */
async function referenceFor(kit: Kit, schema: EntitySchema, name: string, body: Body, depth: number): Promise<number> {
  const ref = schema.properties[name]['x-ref']!;
  const target = schemaNamed(kit, ref.resource);
  const where: Record<string, unknown> = { ...(ref.query ?? {}) };
  if (ref.dependsOn) where[ref.dependsOn.param] = body[ref.dependsOn.field];
  const clauses = ['NOT is_deleted', ...Object.keys(where).map((k, i) => `${ident(columnOf(k))} = $${i + 1}`)];
  const [row] = await kit.db.query<{ id: number }>(
    `SELECT id FROM ${ident(target.resource.table)} WHERE ${clauses.join(' AND ')} ORDER BY id LIMIT 1`,
    Object.values(where),
  );
  if (row) return row.id;
  if (depth > 2) throw new KitSkip(`${name}: no ${ref.resource} row matches ${JSON.stringify(where)}`);
  try {
    return (await createRow(kit, target, where, depth + 1)).id as number;
  } catch (error) {
    // e.g. a ref query naming a type group the seed data does not have yet
    throw new KitSkip(
      `${name}: no ${ref.resource} row matches ${JSON.stringify(where)} and none can be created (${(error as Error).message})`,
    );
  }
}

/** Whether a live row (other than `exceptId`) holds the body's values of a unique rule. */
export async function heldBy(kit: Kit, schema: EntitySchema, rule: UniqueRule, body: Body, exceptId = 0) {
  const fields = [...rule.within, rule.property];
  if (fields.some((f) => body[f] === null || body[f] === undefined)) return false;
  const clauses = rule.within.map((f, i) => `${ident(columnOf(f))} = $${i + 1}`);
  const n = rule.within.length;
  clauses.push(`${uniqueValueExpr(rule)} = ${rule.ignoreCase ? `lower($${n + 1})` : `$${n + 1}`}`);
  const rows = await kit.db.query(
    `SELECT 1 FROM ${ident(schema.resource.table)} WHERE NOT is_deleted AND id <> $${n + 2} AND ${clauses.join(' AND ')}`,
    [...fields.map((f) => body[f]), exceptId],
  );
  return rows.length > 0;
}

/**
 * Gives every unique rule of the body a value no live row holds (leaving `fixed` fields alone):
 * a new sample of a text or number, or another referenced row (a new one when all are taken).
 */
async function withoutTwins(kit: Kit, schema: EntitySchema, body: Body, fixed: Body, depth: number): Promise<void> {
  for (const rule of uniqueRules(schema)) {
    const name = rule.property;
    if (name in fixed) continue;
    const ref = schema.properties[name]['x-ref'];
    for (let attempt = 0; attempt < 30 && (await heldBy(kit, schema, rule, body)); attempt += 1) {
      if (!ref) {
        body[name] = validValue(schema.properties[name]);
        continue;
      }
      const target = schemaNamed(kit, ref.resource);
      const where = Object.entries(ref.query ?? {});
      const used = rule.within.map((f, i) => `${ident(columnOf(f))} = $${where.length + i + 1}`);
      const [free] = await kit.db.query<{ id: number }>(
        `SELECT id FROM ${ident(target.resource.table)} r WHERE NOT is_deleted
           ${where.map(([k], i) => `AND ${ident(columnOf(k))} = $${i + 1}`).join(' ')}
           AND NOT EXISTS (SELECT 1 FROM ${ident(schema.resource.table)} WHERE NOT is_deleted AND ${ident(columnOf(name))} = r.id
             ${used.map((u) => `AND ${u}`).join(' ')})
         ORDER BY id LIMIT 1`,
        [...where.map(([, v]) => v), ...rule.within.map((f) => body[f])],
      );
      body[name] = free?.id ?? (await createRow(kit, target, Object.fromEntries(where), depth + 1)).id;
    }
  }
}

/** A valid body for the schema, built from its properties; `overrides` win. */
export async function buildBody(kit: Kit, schema: EntitySchema, overrides: Body = {}, depth = 0): Promise<Body> {
  const skip = unbuildable(schema);
  const body: Body = {};
  for (const name of buildOrder(schema)) {
    if (name in overrides) {
      body[name] = overrides[name];
      continue;
    }
    if (skip[name]) {
      if (schema.required.includes(name)) throw new KitSkip(`required ${name} ${skip[name]}`);
      continue;
    }
    const prop = schema.properties[name];
    body[name] = prop['x-ref'] ? await referenceFor(kit, schema, name, body, depth) : validValue(prop);
  }
  await withoutTwins(kit, schema, body, overrides, depth);
  return body;
}

const admin = (kit: Kit) => token(kit, allPermissions(kit));

/** Creates a row through the API (every permission, company user) and returns it. */
export async function createRow(kit: Kit, schema: EntitySchema, overrides: Body = {}, depth = 0): Promise<Row> {
  const body = await buildBody(kit, schema, overrides, depth);
  const res = await call(kit, await admin(kit), { method: 'POST', url: urls(schema).create, payload: body });
  if (res.statusCode !== 200)
    throw new Error(`kit could not create ${schema.name}: ${res.statusCode} ${res.body} from ${JSON.stringify(body)}`);
  return res.json<Row>();
}
