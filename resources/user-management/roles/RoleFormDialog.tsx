import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { USER_TYPE } from '@domain/user-management';
import { Modal } from '@admin/primitives/Modal';
import { useUnsavedValues, type Submitted } from '@admin/audit/useUnsavedValues';
import { StaleNotice } from '@admin/primitives/StaleNotice';
import { useDialogSave } from '@admin/primitives/useDialogSave';
import { roleApi, type RoleBody, type RoleRow } from '../api';
import { roleSubject } from '../audit-subjects';
import { PermissionMatrix } from './PermissionMatrix';
import { permissionsToSend, type Catalogue } from './permission-matrix';

interface Props {
  row?: RoleRow;
  /** The body sent on Save (tests and the list inject their own); defaults to the API. */
  save?: (body: RoleBody) => Promise<unknown>;
  catalogue?: Catalogue;
  initialPermissions?: string[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add and edit of a role: title, type and the permission matrix; Save sends the permission
 * names and the version read. On a stale version the input stays and Reload fetches the
 * current role and its permissions (StaleNotice).
 */
export function RoleFormDialog({
  row,
  save: saveRole = roleApi.save,
  catalogue: given,
  initialPermissions,
  onClose,
  onSaved,
}: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`userManagement.roles.${key}`);
  /** The role as read (with its permissions once loaded), whose version an update sends. */
  const [current, setCurrent] = useState<RoleRow | undefined>(row);
  const [title, setTitle] = useState(row?.title ?? '');
  const [typeId, setTypeId] = useState<number>(row?.typeId ?? USER_TYPE.Company);
  const { catalogue, read } = useRoleReads(row, given, initialPermissions);
  /** What a reload read (the role's permissions then), else what the dialog opened with. */
  const [reloaded, setReloaded] = useState<string[] | undefined>();
  const readPermissions = reloaded ?? read ?? [];
  /** The ticked permissions: the user's choice once made, else the role's as read (undefined while loading). */
  const [chosen, setSelected] = useState<Set<string> | undefined>();
  const readSet = useMemo(() => (read ? new Set(read) : undefined), [read]);
  const selected = chosen ?? readSet;
  const { saving, errors, conflict, save, reload } = useDialogSave('userManagement.roles.failed');
  const [submitted, setSubmitted] = useState<Submitted | undefined>();
  const subject = useMemo(() => roleSubject(translate), [translate]);
  const unsaved = useUnsavedValues(subject, conflict?.state === 'reloaded' ? submitted : undefined, [
    'title',
    'typeId',
    'permissions',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!catalogue || !selected) return;
    const permissions = permissionsToSend(selected, catalogue);
    setSubmitted({
      read: {
        title: current?.title ?? '',
        typeId: current?.typeId ?? USER_TYPE.Company,
        permissions: [...readPermissions].sort(),
      },
      mine: { title, typeId, permissions },
    });
    void save(
      () => saveRole({ id: row?.id, title, typeId, permissions, version: current?.version }),
      `userManagement.roles.${row ? 'updatedOk' : 'addedOk'}`,
      onSaved,
    );
  };

  const reloadRole = () =>
    row &&
    reload(async () => {
      const [fresh, permissions] = await Promise.all([roleApi.get(row.id), roleApi.permissionsOf(row.id)]);
      setCurrent(fresh);
      setTitle(fresh.title);
      setTypeId(fresh.typeId);
      setReloaded(permissions);
      setSelected(new Set(permissions));
    });

  return (
    <Modal
      title={t('one')}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !catalogue || !selected}>
            {translate('form.save')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <StaleNotice conflict={conflict} onReload={reloadRole} unsaved={unsaved} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label={t('titleField')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            autoFocus
            margin="dense"
            sx={{ flex: '1 1 300px' }}
            error={Boolean(errors.title)}
            helperText={errors.title?.join(' ')}
          />
          <TextField
            select
            label={t('type')}
            value={typeId}
            onChange={(e) => setTypeId(Number(e.target.value))}
            margin="dense"
            sx={{ flex: '0 1 220px' }}
          >
            <MenuItem value={USER_TYPE.Company}>{t('typeCompany')}</MenuItem>
            <MenuItem value={USER_TYPE.Agency}>{t('typeAgency')}</MenuItem>
          </TextField>
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
          {t('permissions')}
        </Typography>
        {errors.permissions && (
          <Typography color="error" role="alert">
            {errors.permissions.join(' ')}
          </Typography>
        )}
        {catalogue && selected ? (
          <PermissionMatrix catalogue={catalogue} selected={selected} onChange={setSelected} />
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
      </DialogContent>
    </Modal>
  );
}

const NO_CATALOGUE: Catalogue = { areas: [], permissions: [] };

/**
 * What the dialog reads (react-query): the permission catalogue unless given, and an existing
 * role's permissions unless given (a new role starts with none). Failed reads are an empty
 * catalogue and no permission ticked.
 */
function useRoleReads(row: RoleRow | undefined, given: Catalogue | undefined, initial: string[] | undefined) {
  const catalogue = useQuery({
    queryKey: ['roles', 'catalogue'],
    queryFn: () => roleApi.catalogue(),
    enabled: !given,
    retry: false,
  });
  const permissions = useQuery({
    queryKey: ['roles', row?.id, 'permissions'],
    queryFn: () => roleApi.permissionsOf(row!.id),
    enabled: Boolean(row) && !initial,
    retry: false,
    refetchOnWindowFocus: false,
    // Read afresh each time the dialog opens (the version an update sends goes with it).
    gcTime: 0,
  });
  const read = initial ?? (!row ? EMPTY : permissions.isError ? EMPTY : permissions.data);
  return { catalogue: given ?? (catalogue.isError ? NO_CATALOGUE : catalogue.data), read };
}

const EMPTY: string[] = [];
