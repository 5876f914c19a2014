/**
 * Demo data on an EMPTY database (no users), in one transaction: roles, the three demo
 * accounts, reference data for every demo entity whose schema is loaded, and about sixty
 * reservation requests (demo-requests.ts) when every schema they point into is.
 */
import { USER_TYPE } from '@domain/user-management.js';
import type { EntitySchema } from '@schema/types.js';
import { columnOf, resetIdSequences } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import type { Db, Queryable } from '../db/types.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_ROWS } from './demo-data.js';
import { DEMO_REQUEST_SCHEMAS, seedDemoRequests } from './demo-requests.js';
import type { ServerModule } from '../module.js';
import { DEMO_ROLES, DEMO_USERS } from './demo-users.js';
import { demoTenant, TENANCY_SCHEMA } from './demo-tenant.js';

async function insertRows(tx: Queryable, schema: EntitySchema, rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const props = ['id', ...Object.keys(schema.properties).filter((p) => p !== 'id')];
    const values = props.map((p) => row[p] ?? schema.properties[p].default ?? null);
    const placeholders = props.map((_, i) => `$${i + 1}`);
    await tx.query(
      `INSERT INTO ${ident(schema.resource.table)} (${props.map((p) => ident(columnOf(p))).join(', ')}) VALUES (${placeholders.join(', ')})`,
      values,
    );
  }
}

/**
 * Seeds when there is no user yet; returns whether it did. `all`: the whole permission catalogue;
 * `modules`: the modules whose `demoData` follows the demo requests, in registration order.
 */
export async function seedIfEmpty(
  db: Db,
  schemas: EntitySchema[],
  all: string[],
  modules: readonly ServerModule[] = [],
): Promise<boolean> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
  if (n > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const byName = new Map(schemas.map((s) => [s.name, s]));

  await db.transaction(async (tx) => {
    // Re-check inside the transaction: another replica may have seeded meanwhile.
    const [{ n: again }] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
    if (again > 0) return;
    for (const [name, rows] of DEMO_ROWS) {
      const schema = byName.get(name);
      if (schema) await insertRows(tx, schema, rows);
    }
    const tenancy = byName.get(TENANCY_SCHEMA);
    const eur = DEMO_ROWS.find(([name]) => name === 'currency')?.[1].find((c) => c.initial === 'EUR');
    if (tenancy && byName.has('currency') && eur) await insertRows(tx, tenancy, [await demoTenant(tx, eur.id)]);
    await resetIdSequences(tx, schemas);
    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO roles (name, type_id) VALUES ($1, $2) RETURNING id',
        [role.name, role.typeId ?? USER_TYPE.Company],
      );
      roleIds.set(role.name, id);
      const permissions = [...new Set(role.permissions(all))];
      await tx.query('INSERT INTO role_permissions (role_id, permission) SELECT $1, unnest($2::text[])', [
        id,
        permissions,
      ]);
    }
    for (const [i, user] of DEMO_USERS.entries()) {
      const agencyId = user.agencyId !== undefined && byName.has('agency') ? user.agencyId : null;
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO users (email, password_hash, full_name, agency_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [user.email, hashes[i], user.fullName, agencyId],
      );
      await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [id, roleIds.get(user.role)]);
    }
    if (DEMO_REQUEST_SCHEMAS.every((name) => byName.has(name))) {
      await seedDemoRequests(tx);
      // The modules' demo rows build on the requests (their invoices, the invoices' payments).
      for (const m of modules) await m.demoData?.(tx);
    }
  });
  return true;
}
