/**
 * The users screen as a resource, the shape of a schema one (style example 1).
 * @example <Resource {...users} /> // list at /user-management/users
 */
import { PERMISSIONS } from '@domain/permissions';
import PeopleIcon from '@mui/icons-material/People';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { UserList } from './UserList';

const menu: BespokeMenu = {
  group: 'userManagement',
  order: 10,
  labelKey: 'userManagement.users.title',
  permission: PERMISSIONS.UserManagement.Users.ViewList,
};

export const users = { name: 'user-management/users', list: UserList, icon: PeopleIcon, options: { menu } };
