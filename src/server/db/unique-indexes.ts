/**
 * The unique indexes of `x-unique` (schema/unique.ts): one per rule, on the parents' columns and
 * the value (`lower(...)` for text that ignores case), partial on live rows so a row in the
 * trash never blocks. Checked at every start-up (one catalogue query): a missing index is
 * created, one no schema declares any more is dropped. A table that already holds duplicates
 * keeps running without its index: the duplicates are reported (entity, field, values, ids) and
 * the index waits for the next start-up after they are resolved; meanwhile the write check
 * (crud/unique.ts) still refuses new duplicates.
 */
import { createHash } from 'node:crypto';
import type { EntitySchema } from '@schema/types.js';
import { uniqueRules, type UniqueRule } from '@schema/unique.js';
import { columnOf } from './entity-tables.js';
import { ident } from './sql.js';
import { DbError, type Db } from './types.js';

/** The SQL expression a rule compares on a table alias (or bare columns): `lower("title")`. */
export function uniqueValueExpr(rule: UniqueRule, alias = ''): string {
  const column = `${alias ? `${alias}.` : ''}${ident(columnOf(rule.property))}`;
  return rule.ignoreCase ? `lower(${column})` : column;
}

function indexedExprs(rule: UniqueRule): string[] {
  return [...rule.within.map((p) => ident(columnOf(p))), uniqueValueExpr(rule)];
}

const NAME = /_uq_[0-9a-f]{8}$/;

/** `currency_initial_uq_1a2b3c4d`: the hash of what is indexed, so a changed rule builds a new index. */
export function uniqueIndexName(schema: EntitySchema, rule: UniqueRule): string {
  const hash = createHash('sha256').update(indexedExprs(rule).join(',')).digest('hex').slice(0, 8);
  return `${`${schema.resource.table}_${columnOf(rule.property)}`.slice(0, 63 - 12)}_uq_${hash}`;
}

/** Rows that share a value a rule wants unique: the values as stored, the parents' values, the ids. */
export interface DuplicateGroup {
  values: string[];
  within: Record<string, unknown>;
  ids: number[];
}

/** A rule whose index could not be created because live rows already break it. */
export interface DuplicateReport {
  entity: string;
  table: string;
  property: string;
  within: string[];
  index: string;
  /** The first groups (at most 20), oldest first. */
  groups: DuplicateGroup[];
}

const SHOWN_GROUPS = 20;

/** The groups of live rows breaking a rule (none when the index can be built). */
async function duplicatesOf(db: Db, schema: EntitySchema, rule: UniqueRule): Promise<DuplicateGroup[]> {
  const column = ident(columnOf(rule.property));
  const within = rule.within.map((p) => ident(columnOf(p)));
  const withinSelect = within.map((column, i) => `${column} AS "w${i}"`);
  const notNull = [column, ...within].map((c) => `${c} IS NOT NULL`).join(' AND ');
  const rows = await db.query<Record<string, unknown> & { ids: number[]; values: string[] }>(
    `SELECT array_agg("id" ORDER BY "id") AS ids, array_agg(DISTINCT ${column}::text) AS "values"${withinSelect.map((w) => `, ${w}`).join('')}
       FROM ${ident(schema.resource.table)} WHERE NOT "is_deleted" AND ${notNull}
      GROUP BY ${[...within, uniqueValueExpr(rule)].join(', ')} HAVING count(*) > 1
      ORDER BY min("id") LIMIT ${SHOWN_GROUPS}`,
  );
  return rows.map((r) => ({
    values: r.values,
    within: Object.fromEntries(rule.within.map((p, i) => [p, r[`w${i}`]])),
    ids: r.ids,
  }));
}

/**
 * Creates the missing unique indexes and drops the ones no rule names; answers the rules left
 * without their index because of duplicates already stored.
 */
export async function syncUniqueIndexes(db: Db, schemas: EntitySchema[]): Promise<DuplicateReport[]> {
  const wanted = schemas
    .filter((s) => !s.resource.singleton)
    .flatMap((schema) => uniqueRules(schema).map((rule) => ({ schema, rule, name: uniqueIndexName(schema, rule) })));
  const tables = [...new Set(schemas.map((s) => s.resource.table))];
  const existing = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1)`,
    [tables],
  );
  const present = new Set(existing.map((r) => r.name));
  const names = new Set(wanted.map((w) => w.name));
  for (const { name } of existing) {
    if (NAME.test(name) && !names.has(name)) await db.exec(`DROP INDEX IF EXISTS ${ident(name)}`);
  }
  const reports: DuplicateReport[] = [];
  for (const { schema, rule, name } of wanted) {
    if (present.has(name)) continue;
    const report = async (): Promise<boolean> => {
      const groups = await duplicatesOf(db, schema, rule);
      if (groups.length) {
        const { table } = schema.resource;
        reports.push({ entity: schema.name, table, property: rule.property, within: rule.within, index: name, groups });
      }
      return groups.length > 0;
    };
    if (await report()) continue;
    try {
      await db.exec(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(schema.resource.table)} (${indexedExprs(rule).join(', ')}) WHERE NOT "is_deleted"`,
      );
    } catch (error) {
      // A duplicate written between the look and the build: reported like the others. Another
      // process starting on the same database may also have built the index meanwhile.
      if (!(error instanceof DbError && error.code === '23505')) throw error;
      const built = await db.query('SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = $1', [
        name,
      ]);
      if (!built.length && !(await report())) throw error;
    }
  }
  return reports;
}

/** The log line of one report: what repeats, where, and what to do. */
export function describeDuplicates(r: DuplicateReport): string {
  const field = r.within.length ? `${r.property} within ${r.within.join(', ')}` : r.property;
  const groups = r.groups
    .map((g) => {
      const parents = Object.entries(g.within).map(([k, v]) => `${k} ${String(v)}, `);
      return `${g.values.map((v) => JSON.stringify(v)).join(' / ')} (${parents.join('')}ids ${g.ids.join(', ')})`;
    })
    .join('; ');
  return (
    `Unique index ${r.index} not created: live rows of ${r.entity} (table ${r.table}) repeat ${field}: ${groups}. ` +
    'New duplicates are refused; rename or delete these rows, and the next start-up creates the index.'
  );
}
