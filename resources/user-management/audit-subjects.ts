/**
 * Users and roles in the audit trail (`entity` `user` and `role`): their field labels from the
 * screens' i18n texts, roles and agencies by name.
 */
import {
  bespokeSubject,
  refLabels,
  type AuditSubject,
  type LabelSource,
  type Translate,
} from '@admin/audit/audit-subjects';
import { USER_TYPE } from '@domain/user-management';
import { userApi } from './api';

const roleTitles: LabelSource = {
  key: 'user-management:roles',
  load: async () => Object.fromEntries((await userApi.roles()).map((r) => [String(r.id), r.title])),
};

export function userSubject(translate: Translate): AuditSubject {
  const u = (key: string) => `userManagement.users.${key}`;
  return bespokeSubject(
    'user',
    u('title'),
    {
      firstName: { key: u('firstName') },
      lastName: { key: u('lastName') },
      fullName: { key: u('name') },
      email: { key: u('email') },
      password: { key: u('password') },
      // The trail records the agency's name beside its id, and the roles as [{id, title}].
      agencyId: {
        key: u('agency'),
        format: { labels: { null: translate(u('companyUser')) } },
        lookup: refLabels('agency', 'title'),
        shownBy: 'agencyName',
      },
      agencyName: { key: u('agency'), format: { labels: { null: translate(u('companyUser')) } } },
      roles: { key: u('roles'), format: { kind: 'list' } },
      // The form's field (unsaved values after a stale save).
      roleIds: { key: u('roles'), format: { kind: 'list' }, lookup: roleTitles },
      isLocked: { key: u('locked'), format: { kind: 'boolean' } },
    },
    translate,
  );
}

export function roleSubject(translate: Translate): AuditSubject {
  const r = (key: string) => `userManagement.roles.${key}`;
  return bespokeSubject(
    'role',
    r('title'),
    {
      title: { key: r('titleField') },
      typeId: {
        key: r('type'),
        format: {
          labels: { [USER_TYPE.Company]: translate(r('typeCompany')), [USER_TYPE.Agency]: translate(r('typeAgency')) },
        },
      },
      permissions: { key: r('permissions'), format: { kind: 'list' } },
    },
    translate,
  );
}
