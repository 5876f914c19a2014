import type { Queryable } from '../db/types.js';
import { revokeUserSessions } from './sessions.js';

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  fullName: string;
  agencyId: number | null;
  isLocked: boolean;
  /** False for a signed-up user until the link of its confirmation mail is followed. */
  emailConfirmed: boolean;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRecord & Record<string, unknown>>(
    `SELECT id, email, password_hash AS "passwordHash", full_name AS "fullName",
            agency_id AS "agencyId", is_locked AS "isLocked",
            email_confirmed AS "emailConfirmed"
       FROM users WHERE email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

/** The union of the permissions of the user's roles, sorted. */
export async function permissionsOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ permission: string }>(
    `SELECT DISTINCT rp.permission FROM user_roles ur
       JOIN role_permissions rp ON rp.role_id = ur.role_id
      WHERE ur.user_id = $1 ORDER BY rp.permission`,
    [userId],
  );
  return rows.map((r) => r.permission);
}

/**
 * Sets a user's password hash and ends every session of the user (password change, and the
 * password reset of src/server/account). Run it inside the transaction of the change.
 */
export async function changePassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
  await revokeUserSessions(tx, userId);
}
