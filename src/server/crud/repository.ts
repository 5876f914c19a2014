/**
 * Reads and writes of one entity's generated table. Every value is a bound parameter;
 * identifiers come from the schema through model.ts. `agencyId` (agency users only) limits
 * every read and write to the rows of that agency when the schema has `agencyScope`.
 */
import type { Queryable, Row } from '../db/types.js';
import { columnOf } from '../db/entity-tables.js';
import { ident, likeContains } from '../db/sql.js';
import { Params, type EntityModel } from './model.js';

export interface Scope {
  /** The caller's agency, for agency users; undefined for company users. */
  agencyId?: number;
}

export interface ListQuery {
  search?: string;
  filters: Record<string, unknown>;
  sort: { expr: string; order: 'ASC' | 'DESC' };
  /** Absent: every row (dropdowns). */
  page?: { index: number; size: number };
}

function where(model: EntityModel, params: Params, scope: Scope, filters: Record<string, unknown> = {}, search?: string): string {
  const clauses: string[] = [];
  const scopeProperty = model.schema.resource.agencyScope;
  if (scopeProperty && scope.agencyId !== undefined) {
    clauses.push(`${model.expr(scopeProperty)} = ${params.add(scope.agencyId)}`);
  }
  for (const [field, value] of Object.entries(filters)) {
    clauses.push(value === null ? `${model.expr(field)} IS NULL` : `${model.expr(field)} = ${params.add(value)}`);
  }
  const searched = model.schema.resource.list.search;
  if (search && searched.length) {
    const pattern = params.add(likeContains(search));
    clauses.push(`(${searched.map((f) => `${model.expr(f)} ILIKE ${pattern}`).join(' OR ')})`);
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

export async function listRows(db: Queryable, model: EntityModel, scope: Scope, q: ListQuery): Promise<{ rows: Row[]; total: number }> {
  const params = new Params();
  const filter = where(model, params, scope, q.filters, q.search);
  const order = `ORDER BY ${q.sort.expr} ${q.sort.order} NULLS LAST, t."id" ${q.sort.order}`;
  let limit = '';
  if (q.page) {
    limit = `LIMIT ${params.add(q.page.size)} OFFSET ${params.add((q.page.index - 1) * q.page.size)}`;
  }
  const rows = await db.query(`SELECT ${model.select} FROM ${model.table} t ${model.joins} ${filter} ${order} ${limit}`, params.values);
  if (!q.page) return { rows, total: rows.length };
  const countParams = new Params();
  const countFilter = where(model, countParams, scope, q.filters, q.search);
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM ${model.table} t ${model.joins} ${countFilter}`, countParams.values);
  return { rows, total };
}

export async function getRow(db: Queryable, model: EntityModel, scope: Scope, id: number): Promise<Row | null> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope);
  const sql = `SELECT ${model.select} FROM ${model.table} t ${model.joins} ${filter ? `${filter} AND` : 'WHERE'} t."id" = ${idParam}`;
  return (await db.query(sql, params.values))[0] ?? null;
}

export async function insertRow(db: Queryable, model: EntityModel, values: Record<string, unknown>): Promise<number> {
  const params = new Params();
  const columns = model.writable.map((p) => ident(columnOf(p)));
  const placeholders = model.writable.map((p) => params.add(values[p] ?? null));
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO ${model.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING "id"`, params.values);
  return id;
}

/** Replaces every writable column; false when no row (in scope) has that id. */
export async function updateRow(db: Queryable, model: EntityModel, scope: Scope, id: number, values: Record<string, unknown>): Promise<boolean> {
  const params = new Params();
  const sets = model.writable.map((p) => `${ident(columnOf(p))} = ${params.add(values[p] ?? null)}`);
  const idParam = params.add(id);
  const filter = where(model, params, scope);
  const rows = await db.query(
    `UPDATE ${model.table} t SET ${sets.join(', ')}, "updated_at" = now() ${filter ? `${filter} AND` : 'WHERE'} t."id" = ${idParam} RETURNING t."id"`,
    params.values);
  return rows.length > 0;
}

export async function deleteRow(db: Queryable, model: EntityModel, scope: Scope, id: number): Promise<boolean> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope);
  const rows = await db.query(
    `DELETE FROM ${model.table} t ${filter ? `${filter} AND` : 'WHERE'} t."id" = ${idParam} RETURNING t."id"`, params.values);
  return rows.length > 0;
}

/** Whether a row with this id exists, matches `query` (equality) and lies in scope. */
export async function rowMatches(db: Queryable, model: EntityModel, scope: Scope, id: number, query: Record<string, unknown> = {}): Promise<boolean> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope, query);
  const rows = await db.query(
    `SELECT 1 FROM ${model.table} t ${filter ? `${filter} AND` : 'WHERE'} t."id" = ${idParam} LIMIT 1`, params.values);
  return rows.length > 0;
}

/** How many rows of a table point at the id through a column. */
export async function countReferences(db: Queryable, table: string, column: string, id: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ${ident(table)} WHERE ${ident(column)} = $1`, [id]);
  return n;
}
