/** User management: users, roles and the permission matrix under /api/authorization/user/ (README.md). */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { registerUserManagement, userAudits } from './index.js';

export const usersModule: ServerModule = {
  name: 'users',
  permissions: Object.values(PERMISSIONS.UserManagement).flatMap((actions) => Object.values(actions)),
  audits: () => userAudits(),
  register: (app, { db, schemas, permissions }) => registerUserManagement(app, db, schemas, permissions),
};
