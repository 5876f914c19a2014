/**
 * Users under /api/authorization/user/ (see README.md in this folder for the contract).
 * Agency callers (token with agencyId) see and manage only their agency's users: any other
 * user answers 404 like a missing one, and new users join the caller's agency.
 * A caller may only grant roles, and only manage users, within its own permissions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../schema/types.js';
import { hashPassword } from '../auth/password.js';
import { currentUser } from '../auth/route-permissions.js';
import type { AuthUser } from '../auth/token.js';
import { permissionsOf } from '../auth/users.js';
import { DbError, type Db, type Queryable } from '../db/types.js';
import { notFound, ValidationError } from '../errors.js';
import { asInput, checkPassword, positiveId, Problems, readPaging, readUserInput, requiredId, type UserInput } from './input.js';
import { cannotManage, langOf, notHeld, paginationModel } from './answers.js';
import { message } from './messages.js';
import { permissionsOfRoles } from './role-repository.js';
import { insertUser, updateUser, UserRepository, type UserScope } from './user-repository.js';

const BASE = '/api/authorization/user';

const scopeOf = (user: AuthUser): UserScope => (user.agencyId !== undefined ? { agencyId: user.agencyId } : {});

export function userRoutes(app: FastifyInstance, db: Db, users: UserRepository): void {
  /** The target user within the caller's scope, else 404; 403 when it holds more than the caller. */
  async function manageable(request: FastifyRequest, id: number, lang: Lang) {
    const caller = currentUser(request);
    const row = await users.byId(db, id, scopeOf(caller));
    if (!row) throw notFound();
    if (notHeld(caller, await permissionsOf(db, id)).length) throw cannotManage(lang);
    return row;
  }

  /** Database checks of a user body: agency, unique email, roles that exist and may be granted. */
  async function checkUser(tx: Queryable, caller: AuthUser, input: UserInput, lang: Lang, keptRoleIds: number[] = []) {
    const p = new Problems(lang);
    if (caller.agencyId !== undefined) input.agencyId = caller.agencyId;
    else if (input.agencyId !== null && !(await users.agencyExists(tx, input.agencyId))) p.add('agencyId', 'invalid', 'agencyId');
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

  app.get(`${BASE}/get`, { config: { permission: 'UserManagement.Users.ViewList' } }, async (request) => {
    const page = readPaging(asInput(request.query), langOf(request));
    const { rows, total } = await users.list(db, scopeOf(currentUser(request)), page.search, page);
    return { users: rows, paginationModel: paginationModel(page, rows.length, total) };
  });

  app.get(`${BASE}/getbyid`, { config: { permission: 'UserManagement.Users.ViewList' } }, async (request) => {
    const id = requiredId(asInput(request.query).id, langOf(request));
    const row = await users.byId(db, id, scopeOf(currentUser(request)));
    if (!row) throw notFound();
    return row;
  });

  app.post(`${BASE}/add`, { config: { permission: 'UserManagement.Users.Add' } }, async (request) => {
    const lang = langOf(request);
    const caller = currentUser(request);
    const input = readUserInput(request.body, lang, 'add');
    const hash = await hashPassword(input.password!);
    const id = await db.transaction(async (tx) => {
      await checkUser(tx, caller, input, lang);
      return insertUser(tx, input, hash);
    }).catch(uniqueEmail(lang));
    return users.byId(db, id);
  });

  app.put(`${BASE}/update`, { config: { permission: 'UserManagement.Users.Add' } }, async (request) => {
    const lang = langOf(request);
    const caller = currentUser(request);
    const input = readUserInput(request.body, lang, 'update');
    const id = input.id!;
    await manageable(request, id, lang);
    await db.transaction(async (tx) => {
      await checkUser(tx, caller, input, lang, await users.roleIdsOf(tx, id));
      await updateUser(tx, id, input);
    }).catch(uniqueEmail(lang));
    return users.byId(db, id);
  });

  app.put(`${BASE}/updatepassword`, { config: { permission: 'UserManagement.Users.Add' } }, async (request) => {
    const lang = langOf(request);
    const body = asInput(request.body);
    const p = new Problems(lang);
    const id = positiveId(body.id);
    if (id === undefined || Number.isNaN(id)) p.add('id', id === undefined ? 'required' : 'invalid', 'id');
    const password = checkPassword(p, body.password);
    p.throwIfAny();
    await manageable(request, id!, lang);
    const hash = await hashPassword(password);
    await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, hash]);
    return { id };
  });

  app.put(`${BASE}/lock`, { config: { permission: 'UserManagement.Users.Add' } }, async (request) => {
    const lang = langOf(request);
    const body = asInput(request.body);
    const id = requiredId(body.id, lang);
    if (typeof body.isLocked !== 'boolean') {
      throw new ValidationError({ isLocked: [message(lang, body.isLocked === undefined ? 'required' : 'invalid', 'isLocked')] });
    }
    if (body.isLocked && id === currentUser(request).id) throw new ValidationError({ id: [message(lang, 'lockSelf')] });
    await manageable(request, id, lang);
    await db.query('UPDATE users SET is_locked = $2, updated_at = now() WHERE id = $1', [id, body.isLocked]);
    return users.byId(db, id);
  });

  app.delete(`${BASE}/delete`, { config: { permission: 'UserManagement.Users.Delete' } }, async (request) => {
    const lang = langOf(request);
    const id = requiredId(asInput(request.query).id, lang);
    if (id === currentUser(request).id) throw new ValidationError({ id: [message(lang, 'deleteSelf')] });
    await manageable(request, id, lang);
    await db.query('DELETE FROM users WHERE id = $1', [id]);
    return { id };
  });

  app.get(`${BASE}/getuserbyagencyid`, { config: { permission: 'UserManagement.AgencyUsers.ViewList' } }, async (request) => {
    const agencyId = requiredId(asInput(request.query).agencyId, langOf(request), 'agencyId');
    const caller = currentUser(request);
    if (caller.agencyId !== undefined && caller.agencyId !== agencyId) throw notFound();
    return users.byAgency(db, agencyId);
  });

  /**
   * Counter users (the reservation form's dropdown): UserTypeId 1 = company users (no
   * agency; none for an agency caller), 2 = agency users (the caller's agency for an agency
   * user; all, or those of `agencyId`, for a company user). Unlocked users only,
   * `[{id, fullName, agencyId}]`.
   */
  app.get(`${BASE}/getcounteruser`, { config: { permission: 'authenticated' } }, async (request) => {
    const lang = langOf(request);
    const query = asInput(request.query);
    const type = positiveId(query.UserTypeId ?? query.userTypeId);
    if (type !== 1 && type !== 2) {
      throw new ValidationError({ UserTypeId: [message(lang, type === undefined ? 'required' : 'invalid', 'userTypeId')] });
    }
    const caller = currentUser(request);
    if (type === 1) return caller.agencyId === undefined ? users.counterUsers(db, 'company') : [];
    const agencyId = caller.agencyId ?? positiveId(query.agencyId);
    return users.counterUsers(db, 'agency', Number.isNaN(agencyId) ? -1 : agencyId);
  });
}
