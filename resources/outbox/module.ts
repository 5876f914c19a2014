/**
 * The Outbox module: the screen at `/outbox` as a resource, shown with Settings.Outbox.ViewList
 * in the Provider Settings menu group (company administrators; agency users never get it), and
 * how a Resend reads in the Audit Log.
 */
import { PERMISSIONS } from '@domain/permissions';
import OutboxIcon from '@mui/icons-material/Outbox';
import type { AdminModule } from '@admin/module';
import { outboxSubject } from './audit-subject';
import { OutboxList } from './OutboxList';

export const outboxModule: AdminModule = {
  name: 'outbox',
  resources: [
    {
      name: 'outbox',
      list: OutboxList,
      icon: OutboxIcon,
      options: {
        menu: {
          group: 'providerSettings',
          order: 20,
          labelKey: 'outbox.title',
          permission: PERMISSIONS.Settings.Outbox.ViewList,
        },
      },
    },
  ],
  auditSubjects: [outboxSubject],
};
