/**
 * The Audit Log module: the screen at `/audit-log` as a resource, shown with `Audit.AuditLog.ViewList`
 * in the `audit` menu group.
 */
import { PERMISSIONS } from '@domain/permissions';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { AdminModule } from '@admin/module';
import { AuditLog } from './AuditLog';

export const auditModule: AdminModule = {
  name: 'audit',
  resources: [
    {
      name: 'audit-log',
      list: AuditLog,
      icon: ManageSearchIcon,
      options: {
        menu: { group: 'audit', order: 10, labelKey: 'audit.title', permission: PERMISSIONS.Audit.AuditLog.ViewList },
      },
    },
  ],
};
