/**
 * User management: users, roles and the permission matrix under /api/authorization/user/.
 * @example registerUserManagement(app, db, schemas) // in buildApp, after the auth hooks
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { Db } from '../db/types.js';
import { groupedCatalogue } from '../routes/meta.js';
import { registerAuditedUsers } from './audit-trail.js';
import { roleRoutes } from './role-routes.js';
import { userRoutes } from './user-routes.js';
import { UserRepository } from './user-repository.js';

export function registerUserManagement(app: FastifyInstance, db: Db, schemas: EntitySchema[]): void {
  const agencyTable = schemas.find((s) => s.name === 'agency')?.resource.table;
  userRoutes(app, db, new UserRepository(agencyTable), groupedCatalogue(schemas).permissions);
  roleRoutes(app, db, schemas);
  registerAuditedUsers(app.auditedEntities);
}
