/**
 * SQL of the users screen. Rows never carry the password hash. First and last names are
 * read through COALESCE with the split full name, for rows written with full_name only.
 */
import { pageAndTotal } from '../db/page-and-total.js';
import { ident, likeContains } from '../db/sql.js';
import type { UserView } from '@domain/user-management.js';
import type { Queryable, Row } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';

/** A user as answered: the shared contract, as a database row. */
export interface UserRow extends Row, UserView {}

/** Who may be seen: everyone (company caller), or one agency's users (`request.agencyScope`). */
export type UserScope = AgencyScope;

const FIRST = `COALESCE(u.first_name, split_part(u.full_name, ' ', 1))`;
const LAST = `COALESCE(u.last_name, nullif(substr(u.full_name, length(split_part(u.full_name, ' ', 1)) + 2), ''), '')`;

export class UserRepository {
  /** `agencyTable`: the generated agency table (for agencyName and checks), when loaded. */
  constructor(private readonly agencyTable: string | undefined) {}

  private select(where: string): string {
    const agencyName = this.agencyTable ? 'a.title' : 'NULL::text';
    const join = this.agencyTable ? `LEFT JOIN ${ident(this.agencyTable)} a ON a.id = u.agency_id` : '';
    return `SELECT u.id, ${FIRST} AS "firstName", ${LAST} AS "lastName", u.full_name AS "fullName", u.email,
                   u.agency_id AS "agencyId", ${agencyName} AS "agencyName", u.is_locked AS "isLocked",
                   COALESCE((SELECT json_agg(json_build_object('id', r.id, 'title', r.name) ORDER BY lower(r.name))
                               FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json) AS roles,
                   u.created_at AS "dateCreated", u.version
              FROM users u ${join}
             WHERE ${where}`;
  }

  private filter(scope: UserScope, search: string | undefined, params: unknown[]): string {
    const parts = ['TRUE'];
    if (scope.agencyId !== undefined) {
      params.push(scope.agencyId);
      parts.push(`u.agency_id = $${params.length}`);
    }
    if (search) {
      // What the list shows: name, e-mail, agency, roles; case- and accent-insensitive (search_fold, migration 013).
      params.push(likeContains(search));
      const like = `LIKE search_fold($${params.length})`;
      parts.push(
        `(search_fold(u.full_name) ${like} OR search_fold(u.email) ${like}${this.agencyTable ? ` OR search_fold(a.title) ${like}` : ''}
          OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND search_fold(r.name) ${like}))`,
      );
    }
    return parts.join(' AND ');
  }

  async list(db: Queryable, scope: UserScope, search: string | undefined, page: { index: number; size: number }) {
    const params: unknown[] = [];
    const where = this.filter(scope, search, params);
    const join = this.agencyTable ? `LEFT JOIN ${ident(this.agencyTable)} a ON a.id = u.agency_id` : '';
    // The page and its total in one statement (db/page-and-total.ts); rows and the search read roles and the agency.
    const labels = ['user_roles', 'roles', ...(this.agencyTable ? [this.agencyTable] : [])];
    const { rows, total } = await pageAndTotal<UserRow>(db, {
      page: `${this.select(where)} ORDER BY lower(u.full_name), u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      count: `SELECT count(*)::integer FROM users u ${join} WHERE ${where}`,
      params: [...params, page.size, (page.index - 1) * page.size],
      countParams: params.length,
      countTables: search ? ['users', ...labels] : ['users'],
      labelTables: labels,
    });
    return { rows, total };
  }

  /** Every user the list's search finds, in its order: the CSV export's statement (export.ts). */
  listStatement(scope: UserScope, search: string | undefined): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const where = this.filter(scope, search, params);
    return { sql: `${this.select(where)} ORDER BY lower(u.full_name), u.id`, params };
  }

  async byId(db: Queryable, id: number, scope: UserScope = {}): Promise<UserRow | null> {
    const params: unknown[] = [id];
    const where = `u.id = $1 AND ${this.filter(scope, undefined, params)}`;
    return (await db.query<UserRow>(this.select(where), params))[0] ?? null;
  }

  async byAgency(db: Queryable, agencyId: number): Promise<UserRow[]> {
    return db.query<UserRow>(`${this.select('u.agency_id = $1')} ORDER BY lower(u.full_name), u.id`, [agencyId]);
  }

  /** Unlocked users of a kind, minimal: the counter-user dropdown of the reservation form. */
  async counterUsers(db: Queryable, kind: 'company' | 'agency', agencyId?: number) {
    const params: unknown[] = [];
    let where = kind === 'company' ? 'agency_id IS NULL' : 'agency_id IS NOT NULL';
    if (agencyId !== undefined) {
      params.push(agencyId);
      where += ` AND agency_id = $1`;
    }
    return db.query(
      `SELECT id, full_name AS "fullName", agency_id AS "agencyId" FROM users
        WHERE NOT is_locked AND ${where} ORDER BY lower(full_name), id`,
      params,
    );
  }

  /**
   * Whether the agency exists and is not in the trash; locked FOR SHARE until the transaction
   * ends, so the agency's delete waits for this user and then refuses (409, users refer to it).
   */
  async agencyExists(db: Queryable, agencyId: number): Promise<boolean> {
    if (!this.agencyTable) return false;
    return (
      (
        await db.query(`SELECT 1 FROM ${ident(this.agencyTable)} WHERE id = $1 AND NOT is_deleted FOR SHARE`, [
          agencyId,
        ])
      ).length > 0
    );
  }

  /** Locks the user's row for the rest of the transaction; its version, or null when there is no such user. */
  async lockVersion(db: Queryable, id: number): Promise<number | null> {
    return (
      (await db.query<{ version: number }>('SELECT version FROM users WHERE id = $1 FOR UPDATE', [id]))[0]?.version ??
      null
    );
  }

  async emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
    return (await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, exceptId ?? 0])).length > 0;
  }

  async roleIdsOf(db: Queryable, userId: number): Promise<number[]> {
    return (
      await db.query<{ roleId: number }>('SELECT role_id AS "roleId" FROM user_roles WHERE user_id = $1', [userId])
    ).map((r) => r.roleId);
  }
}

export interface UserWrite {
  firstName: string;
  lastName: string;
  email: string;
  agencyId: number | null;
  roleIds: number[];
}

/** Inserts a user and its roles (inside the caller's transaction); returns the id. */
export async function insertUser(tx: Queryable, user: UserWrite, passwordHash: string): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, full_name, first_name, last_name, agency_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [user.email, passwordHash, `${user.firstName} ${user.lastName}`, user.firstName, user.lastName, user.agencyId],
  );
  await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::integer[])', [id, user.roleIds]);
  return id;
}

/** Updates a user's names, email, agency and replaces its roles (inside the caller's transaction). */
export async function updateUser(tx: Queryable, id: number, user: UserWrite): Promise<void> {
  await tx.query(
    `UPDATE users SET email = $2, full_name = $3, first_name = $4, last_name = $5, agency_id = $6, updated_at = now(),
            version = version + 1
      WHERE id = $1`,
    [id, user.email, `${user.firstName} ${user.lastName}`, user.firstName, user.lastName, user.agencyId],
  );
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
  await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::integer[])', [id, user.roleIds]);
}
