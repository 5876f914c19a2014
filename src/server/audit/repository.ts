/**
 * Reading the audit trail: one page of entries, newest first (`id DESC`), with every filter
 * combinable, each served by an index of migration 005 (one row's history: entity, entity_id,
 * id; one entity; one author; one agency; a date range).
 */
import { pageAndTotal } from '../db/page-and-total.js';
import type { Queryable, Row } from '../db/types.js';
import type { Change } from './changes.js';
import type { AuditQuery } from './input.js';

export interface AuditEntry extends Row {
  id: number;
  dateCreated: string;
  userId: number | null;
  userName: string | null;
  entity: string;
  entityId: string;
  operation: string;
  changes: Change[];
}

export interface AuditFilter extends Omit<AuditQuery, 'page'> {
  /** Only entries of rows of this agency (agency callers reading the whole log). */
  agencyId?: number;
}

function where(filter: AuditFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.entity !== undefined) add('entity = ?', filter.entity);
  if (filter.entityId !== undefined) add('entity_id = ?', filter.entityId);
  if (filter.userId !== undefined) add('user_id = ?', filter.userId);
  if (filter.agencyId !== undefined) add('agency_id = ?', filter.agencyId);
  if (filter.from) add('created_at >= ?', filter.from);
  if (filter.until) add('created_at < ?', filter.until);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** Every entry a filter finds, newest first: the CSV export's statement (export.ts), no count, no page. */
export function entriesStatement(filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "when",
                      user_name AS "userName", entity, entity_id AS "entityId", operation,
                      (SELECT string_agg(c->>'field', ', ' ORDER BY n) FROM jsonb_array_elements(changes) WITH ORDINALITY AS x(c, n)) AS fields
                 FROM audit_entries ${where(filter, params)} ORDER BY id DESC`;
  return { sql, params };
}

/**
 * The total of a filter on nothing, the entity or the agency is read from `audit_counts` (kept by
 * the writes, migration 025: a sum of a few rows); any other filter counts its matching entries
 * through its index, and that count is kept until the next audited write (db/page-and-total.ts).
 */
function countSql(filter: AuditFilter, filterSql: string): string {
  const counted = filter.entityId === undefined && filter.userId === undefined && !filter.from && !filter.until;
  if (!counted) return `SELECT count(*)::integer FROM audit_entries ${filterSql}`;
  // The same parameters as the page's WHERE, in the same order (where() above).
  const columns = [filter.entity !== undefined && 'entity', filter.agencyId !== undefined && 'agency_id'];
  const clauses = columns.filter(Boolean).map((column, i) => `${column} = $${i + 1}`);
  return `SELECT COALESCE(sum(entries), 0)::integer FROM audit_counts${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''}`;
}

/** One page of entries, newest first, and how many match (exact), in one statement. */
export async function listEntries(
  db: Queryable,
  filter: AuditFilter,
  page: { index: number; size: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const filterSql = where(filter, params);
  return pageAndTotal<AuditEntry>(db, {
    page: `SELECT id, created_at AS "dateCreated", user_id AS "userId", user_name AS "userName", entity,
            entity_id AS "entityId", operation, changes
       FROM audit_entries ${filterSql}
      ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    count: countSql(filter, filterSql),
    params: [...params, page.size, (page.index - 1) * page.size],
    countParams: params.length,
    countTables: ['audit_entries'],
    labelTables: [],
  });
}
