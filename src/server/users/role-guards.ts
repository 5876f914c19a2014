/**
 * Guards that keep the administration reachable:
 * - a caller may change a role only when it holds every permission the role has before and
 *   after the change (403 otherwise), so `Roles.Add` alone cannot empty the administrator role;
 * - a "full role" holds every permission of the catalogue. The last full role cannot be reduced,
 *   renamed (or retyped), or deleted; the last unlocked company user holding a full role cannot
 *   be locked, deleted or lose that role (409). Otherwise nobody could sign in with every
 *   permission again.
 * Writes that may break the invariant run through `keepingFullAdmin`: it serialises them with a
 * transaction-level advisory lock (several server processes on one database), measures the
 * invariant before and after the write inside the same transaction, and rolls back with a 409.
 */
import type { Lang } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from '../errors.js';
import { notHeld } from './answers.js';

/** Arbitrary constant key of the advisory lock taken by every guarded write. */
const LOCK_KEY = 742_001;

const texts: Record<Lang, { notHeld: string; lastRole: string; renameLast: string; lastUser: string }> = {
  en: {
    notHeld:
      'You can only change a role when you hold every permission it has, before and after the change. Missing: {list}.',
    lastRole: 'This is the last role holding every permission: it cannot be reduced or deleted.',
    renameLast: 'This is the last role holding every permission: it cannot be renamed or change type.',
    lastUser: 'This is the last active user holding every permission: it cannot be locked, deleted or lose that role.',
  },
  fr: {
    notHeld:
      'Vous ne pouvez modifier un rôle que si vous avez toutes ses permissions, avant et après la modification. Manquantes : {list}.',
    lastRole: 'Ce rôle est le dernier à avoir toutes les permissions : il ne peut être ni réduit ni supprimé.',
    renameLast:
      'Ce rôle est le dernier à avoir toutes les permissions : il ne peut être ni renommé ni changer de type.',
    lastUser:
      'Cet utilisateur est le dernier actif à avoir toutes les permissions : il ne peut être ni verrouillé, ni supprimé, ni perdre ce rôle.',
  },
};

/** 403 unless the caller holds every permission of the role before and after the change. */
export function checkRoleChange(caller: AuthUser, before: string[], after: string[], lang: Lang): void {
  const missing = notHeld(caller, new Set([...before, ...after]));
  if (missing.length) throw new HttpError(403, texts[lang].notHeld.replace('{list}', missing.sort().join(', ')));
}

interface FullState {
  /** Ids of the roles holding every permission of the catalogue. */
  roles: number[];
  /** Unlocked company users holding one of them. */
  users: number;
}

async function fullState(db: Queryable, catalogue: string[]): Promise<FullState> {
  const [row] = await db.query<{ roles: number[] | null; users: number }>(
    `WITH full_roles AS (
       SELECT rp.role_id AS id FROM role_permissions rp WHERE rp.permission = ANY($1::text[])
        GROUP BY rp.role_id HAVING count(*) = $2)
     SELECT (SELECT array_agg(id ORDER BY id) FROM full_roles) AS roles,
            (SELECT count(DISTINCT u.id) FROM users u JOIN user_roles ur ON ur.user_id = u.id
              WHERE ur.role_id IN (SELECT id FROM full_roles) AND NOT u.is_locked AND u.agency_id IS NULL)::integer AS users`,
    [catalogue, catalogue.length],
  );
  return { roles: row.roles ?? [], users: row.users };
}

/** 409 when the role is the last full role (for a rename or a change of type). */
export async function refuseRenamingLastFull(
  db: Queryable,
  catalogue: string[],
  roleId: number,
  lang: Lang,
): Promise<void> {
  const { roles } = await fullState(db, catalogue);
  if (roles.length === 1 && roles[0] === roleId) throw new HttpError(409, texts[lang].renameLast);
}

/**
 * Runs `write` inside `tx` (the caller's transaction) and throws 409 when it removed the last
 * full role or the last unlocked company user holding one. Guards only what held before the
 * write: a database without any full role has nothing to protect.
 */
export async function keepingFullAdmin<T>(
  tx: Queryable,
  catalogue: string[],
  lang: Lang,
  write: () => Promise<T>,
): Promise<T> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
  const before = await fullState(tx, catalogue);
  const result = await write();
  const after = await fullState(tx, catalogue);
  if (before.roles.length > 0 && after.roles.length === 0) throw new HttpError(409, texts[lang].lastRole);
  if (before.users > 0 && after.users === 0) throw new HttpError(409, texts[lang].lastUser);
  return result;
}
