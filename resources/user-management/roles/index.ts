/**
 * The roles screen (with the permission matrix) as a resource, the shape of a schema one.
 * @example <Resource {...roles} /> // list at /user-management/roles
 */
import { PERMISSIONS } from '@domain/permissions';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { RoleList } from './RoleList';

const menu: BespokeMenu = {
  group: 'userManagement',
  order: 20,
  labelKey: 'userManagement.roles.title',
  permission: PERMISSIONS.UserManagement.Roles.ViewList,
};

export const roles = { name: 'user-management/roles', list: RoleList, icon: AdminPanelSettingsIcon, options: { menu } };
