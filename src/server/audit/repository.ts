/**
 * Reading the audit trail: one page of entries, newest first (`id DESC`), with every filter
 * combinable, each served by an index of migration 005 (one row's history: entity, entity_id,
 * id; one entity; one author; one agency; a date range).
 */
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
 * The total stops counting at COUNT_CAP: an exact count(*) of a million entries takes 0.3 s on
 * the PostgreSQL server and 0.5 s on PGlite (tests/bench/audit-1m.ts), while counting at most
 * 10,001 index entries takes a few milliseconds. Above the cap `totalRecords` is 10,000 (or the
 * entries up to the page asked for, when that is further): the pager offers the first 10,000
 * entries and the filters narrow the rest. A total of exactly 10,000 means "10,000 or more".
 */
export const COUNT_CAP = 10_000;

/** One page of entries, newest first, and how many match (at most COUNT_CAP, see above). */
export async function listEntries(
  db: Queryable,
  filter: AuditFilter,
  page: { index: number; size: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const filterSql = where(filter, params);
  const rows = await db.query<AuditEntry>(
    `SELECT id, created_at AS "dateCreated", user_id AS "userId", user_name AS "userName", entity,
            entity_id AS "entityId", operation, changes
       FROM audit_entries ${filterSql}
      ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, (page.index - 1) * page.size],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM (SELECT 1 FROM audit_entries ${filterSql} LIMIT ${COUNT_CAP + 1}) s`,
    params,
  );
  const upToPage = rows.length ? (page.index - 1) * page.size + rows.length : 0;
  return { rows, total: Math.max(Math.min(total, COUNT_CAP), upToPage) };
}
