/** The user-management module: the users and roles screens, and how the Audit Log labels users and roles. */
import type { AdminModule } from '@admin/module';
import { roleSubject, userSubject } from './audit-subjects';
import { roles } from './roles';
import { users } from './users';

export const userManagementModule: AdminModule = {
  name: 'user-management',
  resources: [users, roles],
  auditSubjects: [userSubject, roleSubject],
};
