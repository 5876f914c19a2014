import { PERMISSIONS } from '@domain/permissions';
import { USER_TYPE } from '@domain/user-management';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryDialog } from '@admin/audit/HistoryDialog';
import { RowActions } from '@admin/primitives/RowActions';
import { useCan } from '@admin/session/useCan';
import { roleApi, type PageRequest, type RoleRow } from '../api';
import { roleSubject } from '../audit-subjects';
import { ListFrame } from '@admin/primitives/ListFrame';
import { DeleteRowConfirm } from '@admin/primitives/DeleteRowConfirm';
import { listFrameProps, usePagedList } from '@admin/primitives/usePagedList';
import { exportPath } from '@admin/primitives/ExportButton';
import { RoleFormDialog } from './RoleFormDialog';

const load = (request: PageRequest) =>
  roleApi.list(request).then((b) => ({ rows: b.roles, paging: b.paginationModel }));

/** Roles: Title, Type, Users, Permissions; Add/Edit (matrix) and Delete with the permissions, History for all. */
export function RoleList() {
  const translate = useTranslate();
  const canAdd = useCan(PERMISSIONS.UserManagement.Roles.Add);
  const canDelete = useCan(PERMISSIONS.UserManagement.Roles.Delete);
  const list = usePagedList(load);
  const [form, setForm] = useState<{ row?: RoleRow } | undefined>();
  const [toDelete, setToDelete] = useState<RoleRow | undefined>();
  const [history, setHistory] = useState<RoleRow | undefined>();
  const subject = useMemo(() => roleSubject(translate), [translate]);
  const t = (key: string) => translate(`userManagement.roles.${key}`);

  return (
    <>
      <ListFrame
        title={t('title')}
        onAdd={canAdd ? () => setForm({}) : undefined}
        {...listFrameProps(list)}
        // The server searches the role's name (role-repository.ts); the other columns are a type and counts.
        searchHint={translate('list.searchIn', { fields: t('titleField') })}
        exportTo={{
          name: { en: 'roles', fr: 'roles' },
          path: exportPath('/authorization/user/roles/export', { search: list.search }),
        }}
      >
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {['titleField', 'type', 'users', 'permissionCount'].map((c) => (
                <TableCell key={c}>{t(c)}</TableCell>
              ))}
              <TableCell align="right">{translate('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  {translate('list.noResults')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.title}</TableCell>
                <TableCell>{t(row.typeId === USER_TYPE.Agency ? 'typeAgency' : 'typeCompany')}</TableCell>
                <TableCell>{row.userCount}</TableCell>
                <TableCell>{row.permissionCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions
                    onEdit={canAdd ? () => setForm({ row }) : undefined}
                    onHistory={() => setHistory(row)}
                    onDelete={canDelete ? () => setToDelete(row) : undefined}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      {form && (
        <RoleFormDialog
          row={form.row}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.refetch();
          }}
        />
      )}
      {history && (
        <HistoryDialog
          subject={subject}
          entityId={history.id}
          name={history.title}
          onClose={() => setHistory(undefined)}
        />
      )}
      <DeleteRowConfirm
        open={Boolean(toDelete)}
        what={t('the')}
        name={toDelete?.title ?? ''}
        final
        run={() => roleApi.remove(toDelete!.id)}
        success="userManagement.roles.deletedOk"
        failure="userManagement.roles.deleteFailed"
        onClose={() => setToDelete(undefined)}
        onDone={() => {
          setToDelete(undefined);
          list.refetch();
        }}
      />
    </>
  );
}
