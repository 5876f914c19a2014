/** SQL of the roles screen: roles (name shown as `title`), their permissions and holders. */
import { pageAndTotal } from '../db/page-and-total.js';
import { likeContains } from '../db/sql.js';
import type { RoleView } from '@domain/user-management.js';
import type { Queryable, Row } from '../db/types.js';

/** A role as answered: the shared contract, as a database row. */
export interface RoleRow extends Row, RoleView {}

const SELECT = `SELECT r.id, r.name AS title, r.type_id AS "typeId",
       (SELECT count(*) FROM user_roles ur WHERE ur.role_id = r.id)::integer AS "userCount",
       (SELECT count(*) FROM role_permissions rp WHERE rp.role_id = r.id)::integer AS "permissionCount",
       r.created_at AS "dateCreated", r.version
  FROM roles r`;

export async function listRoles(db: Queryable, search: string | undefined, page: { index: number; size: number }) {
  const params: unknown[] = search ? [likeContains(search)] : [];
  // Case- and accent-insensitive like every list (search_fold, engine migration 013).
  const where = search ? 'WHERE search_fold(r.name) LIKE search_fold($1)' : '';
  // The page and its total in one statement (db/page-and-total.ts).
  const { rows, total } = await pageAndTotal<RoleRow>(db, {
    page: `${SELECT} ${where} ORDER BY lower(r.name), r.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    count: `SELECT count(*)::integer FROM roles r ${where}`,
    params: [...params, page.size, (page.index - 1) * page.size],
    countParams: params.length,
    countTables: ['roles'],
    labelTables: ['user_roles', 'role_permissions'],
  });
  return { rows, total };
}

/** Every role the list's search finds, in its order: the CSV export's statement (export.ts). */
export function roleListStatement(search: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = search ? [likeContains(search)] : [];
  const where = search ? 'WHERE search_fold(r.name) LIKE search_fold($1)' : '';
  return { sql: `${SELECT} ${where} ORDER BY lower(r.name), r.id`, params };
}

export async function roleById(db: Queryable, id: number): Promise<RoleRow | null> {
  return (await db.query<RoleRow>(`${SELECT} WHERE r.id = $1`, [id]))[0] ?? null;
}

/** Every role, or those of one type (1 company, 2 agency), as dropdown items. */
export async function rolesByType(db: Queryable, typeId?: number) {
  return db.query<{ id: number; title: string; typeId: number }>(
    `SELECT id, name AS title, type_id AS "typeId" FROM roles WHERE $1::integer IS NULL OR type_id = $1
      ORDER BY lower(name), id`,
    [typeId ?? null],
  );
}

export async function permissionsOfRole(db: Queryable, roleId: number): Promise<string[]> {
  return (
    await db.query<{ permission: string }>(
      'SELECT permission FROM role_permissions WHERE role_id = $1 ORDER BY permission',
      [roleId],
    )
  ).map((r) => r.permission);
}

/** Permissions of several roles, by role id (for the "grant only what you hold" check). */
export async function permissionsOfRoles(
  db: Queryable,
  roleIds: number[],
): Promise<Map<number, { title: string; permissions: string[] }>> {
  const rows = await db.query<{ id: number; title: string; permissions: string[] | null }>(
    `SELECT r.id, r.name AS title, array_remove(array_agg(rp.permission), NULL) AS permissions
       FROM roles r LEFT JOIN role_permissions rp ON rp.role_id = r.id
      WHERE r.id = ANY($1::integer[]) GROUP BY r.id`,
    [roleIds],
  );
  return new Map(rows.map((r) => [r.id, { title: r.title, permissions: r.permissions ?? [] }]));
}

export async function titleTaken(db: Queryable, title: string, exceptId?: number): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM roles WHERE lower(name) = lower($1) AND id <> $2', [title, exceptId ?? 0])).length >
    0
  );
}

/** Replaces a role's permissions (inside the caller's transaction). */
export async function setPermissions(tx: Queryable, roleId: number, permissions: string[]): Promise<void> {
  await tx.query('DELETE FROM role_permissions WHERE role_id = $1', [roleId]);
  await tx.query('INSERT INTO role_permissions (role_id, permission) SELECT $1, unnest($2::text[])', [
    roleId,
    permissions,
  ]);
}
