/**
 * User management: users, roles and the permission matrix under /api/authorization/user/.
 * @example registerUserManagement(app, db, schemas, catalogue) // users/module.ts
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { Db } from '../db/types.js';
import { roleRoutes } from './role-routes.js';
import { userRoutes } from './user-routes.js';
import { UserRepository } from './user-repository.js';

export { auditUser, userAudits } from './audit-trail.js';
export { UserRepository } from './user-repository.js';
export { keepFullRolesFull } from './full-roles.js';
// Shared with the self-service accounts (account/): the same fields, bounds and messages.
export { checkPassword, EMAIL, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, Problems } from './input.js';
export type { Field } from './messages.js';

/** The users of the tables, with the agency table generated from the schemas (for `agencyName` and agency checks). */
export const userRepositoryOf = (schemas: EntitySchema[]) =>
  new UserRepository(schemas.find((s) => s.name === 'agency')?.resource.table);

/** `catalogue`: every permission a role may hold (the spec's, the schemas', the modules'). */
export function registerUserManagement(
  app: FastifyInstance,
  db: Db,
  schemas: EntitySchema[],
  catalogue: string[],
): void {
  userRoutes(app, db, userRepositoryOf(schemas), catalogue);
  roleRoutes(app, db, catalogue);
}
