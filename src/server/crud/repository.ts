/**
 * Reads and writes of one entity's generated table. Every value is a bound parameter;
 * identifiers come from the schema through model.ts. `agencyId` (agency users only) limits
 * every read and write to the rows of that agency when the schema has `agencyScope`.
 * Reads see live rows (`NOT is_deleted`) unless they ask for the trash; a delete is a soft
 * delete (the row stays for the audit trail, history and restore).
 */
import type { Queryable, Row } from '../db/types.js';
import { columnOf } from '../db/entity-tables.js';
import { pageAndTotal } from '../db/page-and-total.js';
import { ident } from '../db/sql.js';
import { filterClauses, type FilterValue } from './list-filters.js';
import { matchedLabels, searchCondition } from './search.js';
import type { ReadCache } from './read-cache.js';
import { Params, type EntityModel } from './model.js';
import type { AgencyScope } from '../http/request-decorators.js';

/** The caller's agency, for agency users; none for company users (`request.agencyScope`). */
export type Scope = AgencyScope;

/** Which rows a read sees: live ones (lists, dropdowns, getbyid), deleted ones (trash), or both (history). */
export type Rows = 'live' | 'deleted' | 'any';

export interface ListQuery {
  search?: string;
  /** Equality per property; an array value matches any of its items, null means IS NULL. */
  filters: Record<string, unknown>;
  sort: { expr: string; order: 'ASC' | 'DESC' };
  /** Absent: every row (dropdowns). */
  page?: { index: number; size: number };
  /** Default: live rows. */
  rows?: Rows;
  /** The list's declared filters the request set (list-filters.ts). */
  conditions?: FilterValue[];
}

function where(
  model: EntityModel,
  params: Params,
  scope: Scope,
  filters: Record<string, unknown> = {},
  search?: string,
  rows: Rows = 'live',
  matched: number[][] = [],
  conditions: FilterValue[] = [],
): string {
  const clauses: string[] = [];
  if (rows !== 'any') clauses.push(rows === 'live' ? 'NOT t."is_deleted"' : 't."is_deleted"');
  const scopeProperty = model.schema.resource.agencyScope;
  if (scopeProperty && scope.agencyId !== undefined) {
    clauses.push(`${model.expr(scopeProperty)} = ${params.add(scope.agencyId)}`);
  }
  for (const [field, value] of Object.entries(filters)) {
    if (value === null) clauses.push(`${model.expr(field)} IS NULL`);
    else if (Array.isArray(value)) clauses.push(`${model.expr(field)} = ANY(${params.add(value)})`);
    else clauses.push(`${model.expr(field)} = ${params.add(value)}`);
  }
  clauses.push(...filterClauses(conditions, (f) => model.expr(f)!, model.schema.properties, params));
  const searched = search ? searchCondition(model.schema, model.searchedLabels, matched, params, search) : undefined;
  if (searched) clauses.push(searched);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/**
 * One page of rows and the total, in one statement whose count runs only when a table behind it
 * changed since the same question was last counted (db/page-and-total.ts). Two things keep the
 * page fast on large tables:
 * - the ORDER BY uses each column's default NULLS placement, so a btree index serves it;
 * - when the sort is on the entity's own column, the page's ids are cut first and only its
 *   rows are read and joined to their references (LIMIT before JOIN).
 * A page asked again with nothing changed is answered from memory, exactly, in any process
 * (db/page-and-total.ts); `cache` (PGlite only, read-cache.ts) keeps the ids a search found in
 * reference labels.
 */
export async function listRows(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  q: ListQuery,
  cache?: ReadCache,
): Promise<{ rows: Row[]; total: number }> {
  const params = new Params();
  const matched = q.search ? await labelIds(db, model, q.search, cache) : [];
  const filter = where(model, params, scope, q.filters, q.search, q.rows, matched, q.conditions);
  const whereParams = params.values.length;
  const ownColumn = q.sort.expr.startsWith('t.');
  const tieBreak = q.sort.expr === 't."id"' ? '' : `, t."id" ${q.sort.order}`;
  const order = `ORDER BY ${q.sort.expr} ${q.sort.order}${tieBreak}`;
  const limit = q.page ? `LIMIT ${params.add(q.page.size)} OFFSET ${params.add((q.page.index - 1) * q.page.size)}` : '';
  // On the entity's own sort column, the page's ids are chosen first (an index-only scan
  // once the table is vacuumed), so a deep page skips index entries, not whole rows; only
  // the page's rows are then read and joined to their references.
  const sql =
    ownColumn && q.page
      ? `SELECT ${model.select} FROM (SELECT t.* FROM ${model.table} t JOIN (SELECT t."id" FROM ${model.table} t ${filter} ${order} ${limit}) page ON page."id" = t."id") t ${model.joins} ${order}`
      : `SELECT ${model.select} FROM ${model.table} t ${model.joins} ${filter} ${order} ${limit}`;
  const table = model.schema.resource.table;
  // The count reads the entity's own table only (a searched reference label went in as the ids
  // `matched` holds), and uses the WHERE's parameters, which come before the page's.
  const answer = q.page
    ? await pageAndTotal(db, {
        page: sql,
        count: `SELECT count(*)::integer FROM ${model.table} t ${filter}`,
        params: params.values,
        countParams: whereParams,
        countTables: [table],
        labelTables: model.joinedTables,
      })
    : { rows: await db.query(sql, params.values), total: 0 };
  if (!q.page) answer.total = answer.rows.length;
  return answer;
}

/**
 * The statement of every row a list query matches, in the list's order, with `select` instead of
 * the row's columns (an export's text columns, crud/export.ts): no page, no count, no cache.
 */
export async function listStatement(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  q: ListQuery,
  select: (params: Params) => string,
): Promise<{ sql: string; params: unknown[] }> {
  const params = new Params();
  const matched = q.search ? await labelIds(db, model, q.search) : [];
  const filter = where(model, params, scope, q.filters, q.search, q.rows, matched, q.conditions);
  const tieBreak = q.sort.expr === 't."id"' ? '' : `, t."id" ${q.sort.order}`;
  const columns = select(params);
  const sql = `SELECT ${columns} FROM ${model.table} t ${model.joins} ${filter} ORDER BY ${q.sort.expr} ${q.sort.order}${tieBreak}`;
  return { sql, params: params.values };
}

/**
 * The ids of the referenced rows whose label matches a search (search.ts), remembered like
 * the answers (under the entity's table, until a write to a table it joins): a repeated search
 * is then answered from memory without a query.
 */
async function labelIds(db: Queryable, model: EntityModel, text: string, cache?: ReadCache): Promise<number[][]> {
  if (!model.searchedLabels.length) return [];
  const table = model.schema.resource.table;
  const key = `labels|${text}`;
  const known = cache?.get<number[][]>(table, key);
  if (known) return known;
  const generations = cache?.snapshot(model.joinedTables) ?? [];
  const ids = await matchedLabels(db, model.searchedLabels, text);
  cache?.set(table, key, ids, model.joinedTables, generations);
  return ids;
}

/** How getRow reads: which rows, and whether it locks the row for the rest of the transaction. */
export interface GetOptions {
  rows?: Rows;
  /** `FOR UPDATE OF t`: the version check and the before-image of a write (audit). */
  lock?: boolean;
  /** Extra select items, e.g. the trash's `deletedDate`. */
  extra?: string;
}

export async function getRow(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  id: number,
  options: GetOptions = {},
): Promise<Row | null> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope, {}, undefined, options.rows);
  const select = options.extra ? `${model.select}, ${options.extra}` : model.select;
  const sql = `SELECT ${select} FROM ${model.table} t ${model.joins} ${filter ? `${filter} AND` : 'WHERE'} t."id" = ${idParam}${options.lock ? ' FOR UPDATE OF t' : ''}`;
  return (await db.query(sql, params.values))[0] ?? null;
}

/**
 * Inserts a row and answers it as getRow would (references' labels included), in one statement:
 * the insert's RETURNING feeds the joins.
 */
export async function insertRow(db: Queryable, model: EntityModel, values: Record<string, unknown>): Promise<Row> {
  const params = new Params();
  const columns = model.writable.map((p) => ident(columnOf(p)));
  const placeholders = model.writable.map((p) => params.add(values[p] ?? null));
  const [row] = await db.query(
    `WITH t AS (INSERT INTO ${model.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *)
     SELECT ${model.select} FROM t ${model.joins}`,
    params.values,
  );
  return row;
}

/**
 * Replaces every writable column of a live row, one version up, and answers the row as getRow
 * would, in one statement; null when no live row (in scope) has that id.
 */
export async function updateRow(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  id: number,
  values: Record<string, unknown>,
): Promise<Row | null> {
  const params = new Params();
  const sets = model.writable.map((p) => `${ident(columnOf(p))} = ${params.add(values[p] ?? null)}`);
  const idParam = params.add(id);
  const filter = where(model, params, scope);
  const [row] = await db.query(
    `WITH t AS (UPDATE ${model.table} t SET ${sets.join(', ')}, "updated_at" = now(), "version" = t."version" + 1
                 ${filter} AND t."id" = ${idParam} RETURNING t.*)
     SELECT ${model.select} FROM t ${model.joins}`,
    params.values,
  );
  return row ?? null;
}

/**
 * Moves a row to the trash (`deleted: true`) or back from it, one version up; false when no
 * such row (live for a delete, deleted for a restore) lies in scope.
 */
export async function setDeleted(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  id: number,
  deleted: boolean,
): Promise<boolean> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope, {}, undefined, deleted ? 'live' : 'deleted');
  const rows = await db.query(
    `UPDATE ${model.table} t SET "is_deleted" = ${deleted ? 'true' : 'false'}, "deleted_at" = ${deleted ? 'now()' : 'NULL'},
            "updated_at" = now(), "version" = t."version" + 1
      ${filter} AND t."id" = ${idParam} RETURNING t."id"`,
    params.values,
  );
  return rows.length > 0;
}

/**
 * Whether a live row with this id exists, matches `query` (equality) and lies in scope.
 * `share`: lock it `FOR SHARE` until the transaction ends, so a concurrent delete (which locks
 * the row to move it to the trash) waits for this write, then sees its reference and refuses.
 */
export async function rowMatches(
  db: Queryable,
  model: EntityModel,
  scope: Scope,
  id: number,
  query: Record<string, unknown> = {},
  share = false,
): Promise<boolean> {
  const params = new Params();
  const idParam = params.add(id);
  const filter = where(model, params, scope, query);
  const rows = await db.query(
    `SELECT 1 FROM ${model.table} t ${filter} AND t."id" = ${idParam}${share ? ' FOR SHARE' : ''}`,
    params.values,
  );
  return rows.length > 0;
}

/** How many rows of a table point at the id through a column; `live`: only rows not in the trash. */
export async function countReferences(
  db: Queryable,
  table: string,
  column: string,
  id: number,
  live: boolean,
): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ${ident(table)} WHERE ${ident(column)} = $1${live ? ' AND NOT "is_deleted"' : ''}`,
    [id],
  );
  return n;
}
