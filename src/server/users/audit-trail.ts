/**
 * Users and roles in the audit trail (audit/record.ts): what their entries record, and how the
 * audit log reads their history (`user` with UserManagement.Users.ViewList, within the caller's
 * agency; `role` with UserManagement.Roles.ViewList, roles belong to no agency).
 * A user's entry keeps its names, email, agency, lock and roles; a password only as redacted.
 * A role's keeps its title, type and permissions.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { recordAudit, referencesBy, rowNumber, type AuditedEntity, type Operation } from '../audit/index.js';
import { permissionsOfRole, roleById } from './role-repository.js';
import type { UserRow } from './user-repository.js';

type Author = Pick<AuthUser, 'id' | 'fullname'> | null;

const USER_NOT_AUDITED = ['id', 'fullName', 'dateCreated', 'version'];
const ROLE_NOT_AUDITED = ['id', 'userCount', 'permissionCount', 'dateCreated', 'version'];

/** The entry of a user's write; `secrets`: ['password'] when it set one. */
export function auditUser(
  tx: Queryable,
  author: Author,
  operation: Operation,
  before: UserRow | null,
  after: UserRow | null,
  secrets: string[] = [],
): Promise<void> {
  const row = (after ?? before)!;
  return recordAudit(tx, {
    user: author,
    entity: 'user',
    entityId: row.id,
    operation,
    before,
    after,
    ignore: USER_NOT_AUDITED,
    secrets,
    agencyId: row.agencyId,
  });
}

/** A role as its entries record it: the answered role with its permissions. */
export async function roleSnapshot(tx: Queryable, id: number): Promise<Record<string, unknown> | null> {
  const role = await roleById(tx, id);
  return role && { ...role, permissions: await permissionsOfRole(tx, id) };
}

export function auditRole(
  tx: Queryable,
  author: Author,
  operation: Operation,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return recordAudit(tx, {
    user: author,
    entity: 'role',
    entityId: id,
    operation,
    before,
    after,
    ignore: ROLE_NOT_AUDITED,
  });
}

/** Users and roles as audited entities (history of one row, agency scope). */
export function userAudits(): AuditedEntity[] {
  return [
    {
      entity: 'user',
      view: PERMISSIONS.UserManagement.Users.ViewList,
      referencesOf: referencesBy('SELECT id, full_name AS reference FROM users WHERE id = ANY($1::int[])'),
      agencyOf: async (db, id) => {
        const n = rowNumber(id);
        if (n === undefined) return undefined;
        const [row] = await db.query<{ agencyId: number | null }>(
          'SELECT agency_id AS "agencyId" FROM users WHERE id = $1',
          [n],
        );
        return row ? row.agencyId : undefined;
      },
    },
    {
      entity: 'role',
      view: PERMISSIONS.UserManagement.Roles.ViewList,
      referencesOf: referencesBy('SELECT id, name AS reference FROM roles WHERE id = ANY($1::int[])'),
    },
  ];
}
