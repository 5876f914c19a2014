import { PERMISSIONS } from '@domain/permissions';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatsFor } from '@admin/i18n/format';
import { useLang } from '@admin/i18n/useLang';
import { HistoryDialog } from '@admin/audit/HistoryDialog';
import { RowActions } from '@admin/primitives/RowActions';
import { useCan } from '@admin/session/useCan';
import { userApi, type PageRequest, type UserRow } from '../api';
import { userSubject } from '../audit-subjects';
import { ListFrame } from '@admin/primitives/ListFrame';
import { ActionConfirm } from '@admin/primitives/ActionConfirm';
import { DeleteRowConfirm } from '@admin/primitives/DeleteRowConfirm';
import { listFrameProps, usePagedList } from '@admin/primitives/usePagedList';
import { exportPath } from '@admin/primitives/ExportButton';
import { PasswordDialog } from './PasswordDialog';
import { UserFormDialog } from './UserFormDialog';

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; row?: UserRow }
  | { kind: 'password' | 'lock' | 'delete' | 'history'; row: UserRow };

/** What the search looks in: every text column shown (the status and date are not text). */
const SEARCHED = ['name', 'email', 'agency', 'roles'] as const;

const load = (request: PageRequest) =>
  userApi.list(request).then((b) => ({ rows: b.users, paging: b.paginationModel }));

/** Users: Name, Email, Agency, Roles, Status, Created, Action; Add/Edit/Password/Lock/Delete with the permissions, History for all. */
export function UserList() {
  const translate = useTranslate();
  const lang = useLang();
  const canAdd = useCan(PERMISSIONS.UserManagement.Users.Add);
  const canDelete = useCan(PERMISSIONS.UserManagement.Users.Delete);
  const list = usePagedList(load);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = useCallback(() => setDialog({ kind: 'none' }), []);
  const t = (key: string, options?: Record<string, unknown>) => translate(`userManagement.${key}`, options);
  const subject = useMemo(() => userSubject(translate), [translate]);

  return (
    <>
      <ListFrame
        title={t('users.title')}
        onAdd={canAdd ? () => setDialog({ kind: 'form' }) : undefined}
        {...listFrameProps(list)}
        // The columns the server searches (user-repository.ts), named as their headers.
        searchHint={translate('list.searchIn', { fields: SEARCHED.map((c) => t(`users.${c}`)).join(', ') })}
        exportTo={{
          name: { en: 'users', fr: 'utilisateurs' },
          path: exportPath('/authorization/user/export', { search: list.search }),
        }}
      >
        <Table size="small" aria-label={t('users.title')}>
          <TableHead>
            <TableRow>
              {['name', 'email', 'agency', 'roles', 'status', 'created'].map((c) => (
                <TableCell key={c}>{t(`users.${c}`)}</TableCell>
              ))}
              <TableCell align="right">{translate('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  {translate('list.noResults')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.fullName}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  {row.agencyId === null ? t('users.companyUser') : (row.agencyName ?? `#${row.agencyId}`)}
                </TableCell>
                <TableCell>{row.roles.map((r) => r.title).join(', ')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.isLocked ? 'error' : 'success'}
                    variant="outlined"
                    label={t(row.isLocked ? 'users.locked' : 'users.active')}
                  />
                </TableCell>
                <TableCell>{formatsFor(lang).date(row.dateCreated)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions
                    onEdit={canAdd ? () => setDialog({ kind: 'form', row }) : undefined}
                    onHistory={() => setDialog({ kind: 'history', row })}
                    onDelete={canDelete ? () => setDialog({ kind: 'delete', row }) : undefined}
                  >
                    {canAdd && (
                      <>
                        <IconButton
                          size="small"
                          aria-label={t('users.changePassword')}
                          onClick={() => setDialog({ kind: 'password', row })}
                        >
                          <KeyIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          color="warning"
                          aria-label={t(row.isLocked ? 'users.unlock' : 'users.lock')}
                          onClick={() => setDialog({ kind: 'lock', row })}
                        >
                          {row.isLocked ? <LockOpenIcon fontSize="small" /> : <LockIcon fontSize="small" />}
                        </IconButton>
                      </>
                    )}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      {dialog.kind === 'form' && (
        <UserFormDialog
          row={dialog.row}
          onClose={close}
          onSaved={() => {
            close();
            list.refetch();
          }}
        />
      )}
      {dialog.kind === 'password' && <PasswordDialog row={dialog.row} onClose={close} />}
      {dialog.kind === 'history' && (
        <HistoryDialog subject={subject} entityId={dialog.row.id} name={dialog.row.fullName} onClose={close} />
      )}
      {dialog.kind === 'delete' && (
        <DeleteRowConfirm
          open
          what={t('users.the')}
          name={dialog.row.fullName}
          final
          run={() => userApi.remove(dialog.row.id)}
          success="userManagement.users.deletedOk"
          failure="userManagement.users.deleteFailed"
          onClose={close}
          onDone={() => {
            close();
            list.refetch();
          }}
        />
      )}
      {dialog.kind === 'lock' && (
        <ActionConfirm
          open
          title={t(dialog.row.isLocked ? 'users.unlockTitle' : 'users.lockTitle')}
          content={t('users.lockText', { name: dialog.row.fullName })}
          confirm={t(dialog.row.isLocked ? 'users.unlock' : 'users.lock')}
          run={() => userApi.lock(dialog.row.id, !dialog.row.isLocked)}
          success={`userManagement.users.${dialog.row.isLocked ? 'unlockedOk' : 'lockedOk'}`}
          failure={`userManagement.users.${dialog.row.isLocked ? 'unlockFailed' : 'lockFailed'}`}
          onClose={close}
          onDone={() => {
            close();
            list.refetch();
          }}
        />
      )}
    </>
  );
}
