/**
 * Users under /api/authorization/user/ (see README.md in this folder for the contract).
 * Agency callers (token with agencyId) see and manage only their agency's users: any other
 * user answers 404 like a missing one, and new users join the caller's agency.
 * A caller may only grant roles, and only manage users, within its own permissions.
 */
import { PERMISSIONS } from '@domain/permissions.js';
import { isUserTypeId, USER_TYPE } from '@domain/user-management.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@schema/types.js';
import { hashPassword } from '../auth/password.js';
import { currentUser } from '../auth/route-permissions.js';
import type { AuthUser } from '../auth/token.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { changePassword, permissionsOf } from '../auth/users.js';
import { DbError, type Db, type Queryable } from '../db/types.js';
import { notFound, ValidationError } from '../errors.js';
import { documented } from '../http/schemas.js';
import { checkVersion, etagOf, expectedVersion } from '../http/row-version.js';
import { asInput } from '../http/body.js';
import { checkPassword, positiveId, Problems, readUserInput, requiredId, type UserInput } from './input.js';
import { cannotManage, companyOnly, notHeld } from './answers.js';
import { paginationModel, readPaging } from '../http/paging.js';
import { message } from './messages.js';
import { auditUser } from './audit-trail.js';
import { keepingFullAdmin } from './role-guards.js';
import { userSchemas } from './route-schemas.js';
import { USER_CSV_COLUMNS, userCsvRows } from './export.js';
import { sendCsv } from '../csv/index.js';
import { permissionsOfRoles } from './role-repository.js';
import { insertUser, updateUser, UserRepository } from './user-repository.js';

const BASE = '/api/authorization/user';

/** `catalogue`: every permission, to keep one unlocked user holding them all (role-guards.ts). */
export function userRoutes(app: FastifyInstance, db: Db, users: UserRepository, catalogue: string[]): void {
  /** The target user within the caller's scope, else 404; 403 when it holds more than the caller. */
  async function manageable(request: FastifyRequest, id: number, lang: Lang) {
    const caller = currentUser(request);
    const row = await users.byId(db, id, request.agencyScope);
    if (!row) throw notFound();
    if (notHeld(caller, await permissionsOf(db, id)).length) throw cannotManage(lang);
    return row;
  }

  /** Database checks of a user body: agency, unique email, roles that exist and may be granted. */
  async function checkUser(tx: Queryable, caller: AuthUser, input: UserInput, lang: Lang, keptRoleIds: number[] = []) {
    const p = new Problems(lang);
    if (caller.agencyId !== undefined) input.agencyId = caller.agencyId;
    else if (input.agencyId !== null && !(await users.agencyExists(tx, input.agencyId)))
      p.add('agencyId', 'invalid', 'agencyId');
    if (await users.emailTaken(tx, input.email, input.id)) p.add('email', 'emailTaken');
    const roles = await permissionsOfRoles(tx, input.roleIds);
    if (roles.size !== input.roleIds.length) p.add('roleIds', 'invalid', 'roleIds');
    const refused = [...roles]
      .filter(([id, role]) => !keptRoleIds.includes(id) && notHeld(caller, role.permissions).length)
      .map(([, role]) => role.title);
    if (refused.length) p.add('roleIds', 'roleNotGrantable', undefined, refused.join(', '));
    p.throwIfAny();
  }

  /** A unique-email race lost to another request reads as the same 400. */
  const uniqueEmail = (lang: Lang) => (error: unknown) => {
    if (error instanceof DbError && error.code === '23505') {
      throw new ValidationError({ email: [message(lang, 'emailTaken')] });
    }
    throw error;
  };

  app.get(
    `${BASE}/get`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.ViewList },
      ...documented(userSchemas.list),
    },
    async (request) => {
      const page = readPaging(asInput(request.query), request.lang);
      const { rows, total } = await users.list(db, request.agencyScope, page.search, page);
      return { users: rows, paginationModel: paginationModel(page, rows.length, total) };
    },
  );

  app.get(
    `${BASE}/export`,
    { config: { permission: PERMISSIONS.UserManagement.Users.ViewList }, ...documented(userSchemas.export) },
    async (request, reply) => {
      const { search } = readPaging(asInput(request.query), request.lang);
      const batches = userCsvRows(db, users, request.agencyScope, search, request.lang);
      return sendCsv(reply, {
        name: { en: 'users', fr: 'utilisateurs' },
        lang: request.lang,
        columns: USER_CSV_COLUMNS,
        batches,
      });
    },
  );

  app.get(
    `${BASE}/getbyid`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.ViewList },
      ...documented(userSchemas.getById),
    },
    async (request, reply) => {
      const id = requiredId(asInput(request.query).id, request.lang);
      const row = await users.byId(db, id, request.agencyScope);
      if (!row) throw notFound();
      reply.header('ETag', etagOf(row.version));
      return row;
    },
  );

  app.post<{ Body: UserInput }>(
    `${BASE}/add`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.Add },
      ...documented(userSchemas.add, (body, lang) => readUserInput(body, lang, 'add')),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const input = request.body;
      const hash = await hashPassword(input.password!);
      const id = await db
        .transaction(async (tx) => {
          await checkUser(tx, caller, input, lang);
          const newId = await insertUser(tx, input, hash);
          await auditUser(tx, caller, 'create', null, await users.byId(tx, newId), ['password']);
          return newId;
        })
        .catch(uniqueEmail(lang));
      return users.byId(db, id);
    },
  );

  app.put(
    `${BASE}/update`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.Add },
      ...documented(userSchemas.update),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const input = readUserInput(request.body, lang, 'update');
      const expected = expectedVersion(request.body, request.headers, lang);
      const id = input.id!;
      const before = await manageable(request, id, lang);
      await db
        .transaction(async (tx) => {
          // Locked, then compared: a save made from an older read answers 409 and changes nothing.
          const current = await users.lockVersion(tx, id);
          if (current === null) throw notFound();
          checkVersion(expected, current, lang);
          const kept = await users.roleIdsOf(tx, id);
          await checkUser(tx, caller, input, lang, kept);
          const old = await users.byId(tx, id);
          await keepingFullAdmin(tx, catalogue, lang, () => updateUser(tx, id, input));
          await auditUser(tx, caller, 'update', old, await users.byId(tx, id));
          // Tokens carry permissions and agencyId: a change of either ends the user's sessions.
          const sameRoles = kept.length === new Set(input.roleIds).size && input.roleIds.every((r) => kept.includes(r));
          if (!sameRoles || before.agencyId !== input.agencyId) await revokeUserSessions(tx, id);
        })
        .catch(uniqueEmail(lang));
      return users.byId(db, id);
    },
  );

  app.put(
    `${BASE}/updatepassword`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.Add },
      ...documented(userSchemas.updatePassword),
    },
    async (request) => {
      const lang = request.lang;
      const body = asInput(request.body);
      const p = new Problems(lang);
      const id = positiveId(body.id);
      if (id === undefined || Number.isNaN(id)) p.add('id', id === undefined ? 'required' : 'invalid', 'id');
      const password = checkPassword(p, body.password);
      p.throwIfAny();
      const row = await manageable(request, id!, lang);
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await changePassword(tx, id!, hash);
        // Only that it changed: the password (or its hash) is never recorded.
        await auditUser(tx, currentUser(request), 'update', row, row, ['password']);
      });
      return { id };
    },
  );

  app.put(
    `${BASE}/lock`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.Add },
      ...documented(userSchemas.lock),
    },
    async (request) => {
      const lang = request.lang;
      const body = asInput(request.body);
      const id = requiredId(body.id, lang);
      if (typeof body.isLocked !== 'boolean') {
        throw new ValidationError({
          isLocked: [message(lang, body.isLocked === undefined ? 'required' : 'invalid', 'isLocked')],
        });
      }
      if (body.isLocked && id === currentUser(request).id)
        throw new ValidationError({ id: [message(lang, 'lockSelf')] });
      await manageable(request, id, lang);
      await db.transaction((tx) =>
        keepingFullAdmin(tx, catalogue, lang, async () => {
          const old = await users.byId(tx, id);
          await tx.query('UPDATE users SET is_locked = $2, updated_at = now(), version = version + 1 WHERE id = $1', [
            id,
            body.isLocked,
          ]);
          if (body.isLocked) await revokeUserSessions(tx, id);
          await auditUser(tx, currentUser(request), 'update', old, await users.byId(tx, id));
        }),
      );
      return users.byId(db, id);
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { permission: PERMISSIONS.UserManagement.Users.Delete },
      ...documented(userSchemas.delete),
    },
    async (request) => {
      const lang = request.lang;
      const id = requiredId(asInput(request.query).id, lang);
      if (id === currentUser(request).id) throw new ValidationError({ id: [message(lang, 'deleteSelf')] });
      await manageable(request, id, lang);
      await db.transaction((tx) =>
        keepingFullAdmin(tx, catalogue, lang, async () => {
          const old = await users.byId(tx, id);
          await revokeUserSessions(tx, id);
          await tx.query('DELETE FROM users WHERE id = $1', [id]);
          if (old) await auditUser(tx, currentUser(request), 'delete', old, null);
        }),
      );
      return { id };
    },
  );

  app.get(
    `${BASE}/getuserbyagencyid`,
    {
      config: { permission: PERMISSIONS.UserManagement.AgencyUsers.ViewList },
      ...documented(userSchemas.byAgency),
    },
    async (request) => {
      const agencyId = requiredId(asInput(request.query).agencyId, request.lang, 'agencyId');
      const caller = currentUser(request);
      if (caller.agencyId !== undefined && caller.agencyId !== agencyId) throw notFound();
      return users.byAgency(db, agencyId);
    },
  );

  /**
   * Counter users (the reservation form's dropdown: the counter is chosen on a request): only
   * company users holding `Reservations.Reservation.ViewList` may list them; agency users get
   * 403 even with that permission (they would see the company's staff). UserTypeId 1 = company
   * users (no agency), 2 = agency users (all, or those of `agencyId`). Unlocked users only,
   * `[{id, fullName, agencyId}]`.
   */
  app.get(
    `${BASE}/getcounteruser`,
    {
      config: { permission: PERMISSIONS.Reservations.Reservation.ViewList },
      ...documented(userSchemas.counterUsers),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      if (caller.agencyId !== undefined) throw companyOnly(lang);
      const query = asInput(request.query);
      const type = positiveId(query.UserTypeId ?? query.userTypeId);
      if (!isUserTypeId(type)) {
        throw new ValidationError({
          UserTypeId: [message(lang, type === undefined ? 'required' : 'invalid', 'userTypeId')],
        });
      }
      if (type === USER_TYPE.Company) return users.counterUsers(db, 'company');
      const agencyId = positiveId(query.agencyId);
      if (Number.isNaN(agencyId)) throw new ValidationError({ agencyId: [message(lang, 'invalid', 'agencyId')] });
      return users.counterUsers(db, 'agency', agencyId);
    },
  );
}
