/**
 * Roles that held every permission stay full when the catalogue grows. A new schema or module
 * adds permissions that no role holds yet, and a role may only be changed by a caller holding
 * all of its permissions (role-guards.ts), so without this nobody could ever grant them on an
 * existing database. At start-up, the catalogue of the previous start (kept in `settings`) tells
 * which roles were full: each gets the new permissions, with an audit entry by the system.
 * A database from before this rule keeps no catalogue: there the permissions no role holds are
 * the new ones (nobody could have granted them), and the roles holding every other one get them.
 */
import type { Db, Queryable } from '../db/types.js';
import { auditRole, roleSnapshot } from './audit-trail.js';

const KEY = 'permission-catalogue';

/** The permissions of the catalogue that some role holds. */
async function heldPermissions(tx: Queryable, catalogue: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ permission: string }>(
    'SELECT DISTINCT permission FROM role_permissions WHERE permission = ANY($1::text[])',
    [catalogue],
  );
  return rows.map((r) => r.permission);
}

/** Gives the permissions new since the last start to the roles that held all the others; returns their ids. */
export async function keepFullRolesFull(db: Db, catalogue: readonly string[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [kept] = await tx.query<{ value: string[] }>('SELECT value FROM settings WHERE key = $1 FOR UPDATE', [KEY]);
    const known = kept?.value ?? (await heldPermissions(tx, catalogue));
    const added = known.length ? catalogue.filter((p) => !known.includes(p)) : [];
    let roles: number[] = [];
    if (added.length > 0) {
      const rows = await tx.query<{ id: number }>(
        `SELECT r.id FROM roles r
          WHERE (SELECT count(DISTINCT rp.permission) FROM role_permissions rp
                  WHERE rp.role_id = r.id AND rp.permission = ANY($1::text[])) = cardinality($1::text[])
          ORDER BY r.id`,
        [known],
      );
      roles = rows.map((r) => r.id);
      for (const id of roles) {
        const before = await roleSnapshot(tx, id);
        await tx.query(
          `INSERT INTO role_permissions (role_id, permission) SELECT $1, p FROM unnest($2::text[]) AS p
           ON CONFLICT DO NOTHING`,
          [id, added],
        );
        await tx.query('UPDATE roles SET version = version + 1 WHERE id = $1', [id]); // an open role dialog must reload
        await auditRole(tx, null, 'update', id, before, await roleSnapshot(tx, id));
      }
    }
    if (!kept || added.length > 0 || known.length !== catalogue.length)
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [KEY, JSON.stringify(catalogue)],
      );
    return roles;
  });
}
