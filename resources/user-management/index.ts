/** The user-management resources, each guarded by its view permission in the route table. */
import { roles } from './roles';
import { users } from './users';

export const userManagementResources = [users, roles];
