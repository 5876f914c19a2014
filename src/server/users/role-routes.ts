/**
 * Roles and their permissions under /api/authorization/user/ (contract in README.md here).
 * Roles are global, so agency callers cannot change them (403). A caller may only change a role
 * whose permissions, before and after, it holds itself (403); names outside the catalogue are a
 * 400. The last role holding every permission stays as it is (role-guards.ts, 409).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import { isUserTypeId } from '@domain/user-management.js';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@schema/types.js';
import { currentUser } from '../auth/route-permissions.js';
import { revokeRoleSessions } from '../auth/sessions.js';
import { DbError, type Db, type Queryable } from '../db/types.js';
import { HttpError, notFound, ValidationError } from '../errors.js';
import { documented } from '../http/schemas.js';
import { checkVersion, etagOf, expectedVersion, type ExpectedVersion } from '../http/row-version.js';
import { groupedCatalogue } from '../routes/meta.js';
import { agencyCannotEditRoles } from './answers.js';
import { paginationModel, readPaging } from '../http/paging.js';
import { asInput } from '../http/body.js';
import { checkPermissions, positiveId, Problems, readRoleInput, requiredId, type RoleInput } from './input.js';
import { message } from './messages.js';
import { auditRole, roleSnapshot } from './audit-trail.js';
import { checkRoleChange, keepingFullAdmin, refuseRenamingLastFull } from './role-guards.js';
import { roleSchemas } from './route-schemas.js';
import { listRoles, permissionsOfRole, roleById, rolesByType, setPermissions, titleTaken } from './role-repository.js';
import { ROLE_CSV_COLUMNS, roleCsvRows } from './export.js';
import { sendCsv } from '../csv/index.js';

const BASE = '/api/authorization/user';

/** Holders' tokens carry the role's permissions: a changed set ends their sessions. */
const samePermissions = (a: string[], b: string[]) =>
  new Set(a).size === new Set(b).size && b.every((p) => a.includes(p));

export function roleRoutes(app: FastifyInstance, db: Db, permissions: string[]): void {
  const catalogue = groupedCatalogue(permissions);
  const known = new Set(catalogue.permissions);

  const all = catalogue.permissions;
  const routeSchemas = roleSchemas(all);

  /** 403 for agency callers, and unless the caller holds the role's permissions before and after. */
  const checkGrant = (request: Parameters<typeof currentUser>[0], before: string[], after: string[]) => {
    const lang = request.lang;
    const caller = currentUser(request);
    if (caller.agencyId !== undefined) throw agencyCannotEditRoles(lang);
    checkRoleChange(caller, before, after, lang);
  };

  /** Locks the role for the rest of the transaction: 404 when gone, 409 when the request was made from another version. */
  const lockRole = async (tx: Queryable, id: number, expected: ExpectedVersion, lang: Lang) => {
    const [current] = await tx.query<{ name: string; typeId: number; version: number }>(
      'SELECT name, type_id AS "typeId", version FROM roles WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) throw notFound();
    checkVersion(expected, current.version, lang);
    return current;
  };

  const uniqueTitle = (lang: Lang) => (error: unknown) => {
    if (error instanceof DbError && error.code === '23505')
      throw new ValidationError({ title: [message(lang, 'titleTaken')] });
    throw error;
  };

  app.get(
    `${BASE}/roles`,
    {
      config: { permission: PERMISSIONS.UserManagement.Roles.ViewList },
      ...documented(routeSchemas.list),
    },
    async (request) => {
      const page = readPaging(asInput(request.query), request.lang);
      const { rows, total } = await listRoles(db, page.search, page);
      return { roles: rows, paginationModel: paginationModel(page, rows.length, total) };
    },
  );

  app.get(
    `${BASE}/roles/export`,
    { config: { permission: PERMISSIONS.UserManagement.Roles.ViewList }, ...documented(routeSchemas.export) },
    async (request, reply) => {
      const { search } = readPaging(asInput(request.query), request.lang);
      const batches = roleCsvRows(db, search, request.lang);
      return sendCsv(reply, {
        name: { en: 'roles', fr: 'roles' },
        lang: request.lang,
        columns: ROLE_CSV_COLUMNS,
        batches,
      });
    },
  );

  app.get(
    `${BASE}/rolesbytypeid`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.ViewList },
      ...documented(routeSchemas.byType),
    },
    async (request) => {
      const query = asInput(request.query);
      const typeId = positiveId(query.typeId ?? query.TypeId);
      if (typeId !== undefined && !isUserTypeId(typeId)) {
        throw new ValidationError({ typeId: [message(request.lang, 'invalid', 'typeId')] });
      }
      return rolesByType(db, typeId);
    },
  );

  app.post<{ Body: RoleInput }>(
    `${BASE}/role`,
    {
      config: { permission: PERMISSIONS.UserManagement.Roles.Add },
      ...documented(routeSchemas.add, (body, lang) => readRoleInput(body, lang, 'add', known)),
    },
    async (request) => {
      const lang = request.lang;
      const input = request.body;
      checkGrant(request, [], input.permissions!);
      if (await titleTaken(db, input.title)) throw new ValidationError({ title: [message(lang, 'titleTaken')] });
      const id = await db
        .transaction(async (tx) => {
          const [{ id: roleId }] = await tx.query<{ id: number }>(
            'INSERT INTO roles (name, type_id) VALUES ($1, $2) RETURNING id',
            [input.title, input.typeId],
          );
          await setPermissions(tx, roleId, input.permissions!);
          await auditRole(tx, currentUser(request), 'create', roleId, null, await roleSnapshot(tx, roleId));
          return roleId;
        })
        .catch(uniqueTitle(lang));
      return { ...(await roleById(db, id)), permissions: input.permissions };
    },
  );

  app.put(
    `${BASE}/updaterole`,
    {
      config: { permission: PERMISSIONS.UserManagement.Roles.Add },
      ...documented(routeSchemas.update),
    },
    async (request) => {
      const lang = request.lang;
      const input = readRoleInput(request.body, lang, 'update', known);
      const expected = expectedVersion(request.body, request.headers, lang);
      const id = input.id!;
      if (!(await roleById(db, id))) throw notFound();
      const before = await permissionsOfRole(db, id);
      checkGrant(request, before, input.permissions ?? before);
      if (await titleTaken(db, input.title, id)) throw new ValidationError({ title: [message(lang, 'titleTaken')] });
      await db
        .transaction((tx) =>
          keepingFullAdmin(tx, all, lang, async () => {
            const current = await lockRole(tx, id, expected, lang);
            if (current.name !== input.title || current.typeId !== input.typeId) {
              await refuseRenamingLastFull(tx, all, id, lang);
            }
            const old = await roleSnapshot(tx, id);
            await tx.query('UPDATE roles SET name = $2, type_id = $3, version = version + 1 WHERE id = $1', [
              id,
              input.title,
              input.typeId,
            ]);
            if (input.permissions) {
              await setPermissions(tx, id, input.permissions);
              if (!samePermissions(before, input.permissions)) await revokeRoleSessions(tx, id);
            }
            await auditRole(tx, currentUser(request), 'update', id, old, await roleSnapshot(tx, id));
          }),
        )
        .catch(uniqueTitle(lang));
      return { ...(await roleById(db, id)), permissions: await permissionsOfRole(db, id) };
    },
  );

  app.delete(
    `${BASE}/deleterole`,
    {
      config: { permission: PERMISSIONS.UserManagement.Roles.Delete },
      ...documented(routeSchemas.delete),
    },
    async (request) => {
      const lang = request.lang;
      const id = requiredId(asInput(request.query).id, lang);
      if (currentUser(request).agencyId !== undefined) throw agencyCannotEditRoles(lang);
      await db.transaction((tx) =>
        keepingFullAdmin(tx, all, lang, async () => {
          const [role] = await tx.query<{ holders: number }>(
            `SELECT (SELECT count(*) FROM user_roles WHERE role_id = r.id)::integer AS holders
           FROM roles r WHERE r.id = $1 FOR UPDATE`,
            [id],
          );
          if (!role) throw notFound();
          checkRoleChange(currentUser(request), await permissionsOfRole(tx, id), [], lang);
          if (role.holders > 0) throw new HttpError(409, message(lang, 'roleInUse', undefined, role.holders));
          const old = await roleSnapshot(tx, id);
          await tx.query('DELETE FROM roles WHERE id = $1', [id]);
          await auditRole(tx, currentUser(request), 'delete', id, old, null);
        }),
      );
      return { id };
    },
  );

  app.get(
    `${BASE}/role/getpermissionsbyroleid`,
    {
      config: { permission: PERMISSIONS.UserManagement.Permissions.ViewList },
      ...documented(routeSchemas.permissionsOf),
    },
    async (request, reply) => {
      const query = asInput(request.query);
      const roleId = requiredId(query.roleId ?? query.RoleId, request.lang, 'roleId');
      const role = await roleById(db, roleId);
      if (!role) throw notFound();
      reply.header('ETag', etagOf(role.version));
      return { roleId, permissions: await permissionsOfRole(db, roleId), version: role.version };
    },
  );

  app.put(
    `${BASE}/role/permissions`,
    {
      config: { permission: PERMISSIONS.UserManagement.Permissions.Add },
      ...documented(routeSchemas.setPermissions),
    },
    async (request) => {
      const lang = request.lang;
      const body = asInput(request.body);
      const p = new Problems(lang);
      const roleId = positiveId(body.roleId);
      if (roleId === undefined || Number.isNaN(roleId))
        p.add('roleId', roleId === undefined ? 'required' : 'invalid', 'roleId');
      const permissions = checkPermissions(p, body.permissions, known);
      p.throwIfAny();
      const expected = expectedVersion(body, request.headers, lang);
      if (!(await roleById(db, roleId!))) throw notFound();
      const before = await permissionsOfRole(db, roleId!);
      checkGrant(request, before, permissions);
      const version = await db.transaction((tx) =>
        keepingFullAdmin(tx, all, lang, async () => {
          const current = await lockRole(tx, roleId!, expected, lang);
          const old = await roleSnapshot(tx, roleId!);
          await setPermissions(tx, roleId!, permissions);
          await tx.query('UPDATE roles SET version = version + 1 WHERE id = $1', [roleId]);
          if (!samePermissions(before, permissions)) await revokeRoleSessions(tx, roleId!);
          await auditRole(tx, currentUser(request), 'update', roleId!, old, await roleSnapshot(tx, roleId!));
          return current.version + 1;
        }),
      );
      return { roleId, permissions, version };
    },
  );

  app.get(
    `${BASE}/permissions`,
    {
      config: { permission: 'authenticated' },
      ...documented(routeSchemas.catalogue),
    },
    async () => catalogue,
  );
}
