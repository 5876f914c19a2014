import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Modal } from '@admin/primitives/Modal';
import { useOptions } from '@admin/primitives/useOptions';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useUnsavedValues, type Submitted } from '@admin/audit/useUnsavedValues';
import { StaleNotice } from '@admin/primitives/StaleNotice';
import { useDialogSave } from '@admin/primitives/useDialogSave';
import { userApi, type UserBody, type UserRow } from '../api';
import { userSubject } from '../audit-subjects';

interface Props {
  /** The user to edit; none for a new one (then the password is asked). */
  row?: UserRow;
  onClose: () => void;
  onSaved: () => void;
}

/** The fields of a user's form, from a row (none for a new user). */
const formOf = (row?: UserRow): UserBody => ({
  id: row?.id,
  firstName: row?.firstName ?? '',
  lastName: row?.lastName ?? '',
  email: row?.email ?? '',
  password: '',
  agencyId: row?.agencyId ?? null,
  roleIds: row?.roles.map((r) => r.id) ?? [],
});

const EDITED_FIELDS = ['firstName', 'lastName', 'email', 'agencyId', 'roleIds'];

/**
 * The one modal of add and edit (style example 6): names, email, password (add only), agency,
 * roles. An update sends the version read; on a stale version the input stays and Reload
 * fetches the current user (StaleNotice).
 */
export function UserFormDialog({ row, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`userManagement.users.${key}`);
  const company = isCompanyUser(getClaims());
  /** The user as read, whose version an update sends. */
  const [current, setCurrent] = useState<UserRow | undefined>(row);
  const [form, setForm] = useState<UserBody>(() => formOf(row));
  // The choices of the dropdowns; a failed load is an empty list (spec §7).
  const roles = useQuery({ queryKey: ['user-roles'], queryFn: () => userApi.roles(), retry: false }).data ?? [];
  const agencies = useOptions<{ id: number; title: string }>('agency', { enabled: company }) ?? [];
  const { saving, errors, conflict, save, reload } = useDialogSave('userManagement.users.failed');
  const [submitted, setSubmitted] = useState<Submitted | undefined>();
  const subject = useMemo(() => userSubject(translate), [translate]);
  const unsaved = useUnsavedValues(subject, conflict?.state === 'reloaded' ? submitted : undefined, EDITED_FIELDS);

  const set = <K extends keyof UserBody>(key: K, value: UserBody[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldProps = (key: 'firstName' | 'lastName' | 'email' | 'password') => ({
    label: t(key),
    value: form[key] ?? '',
    required: true,
    fullWidth: true,
    margin: 'dense' as const,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key]?.join(' '),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted({ read: { ...formOf(current) }, mine: { ...form } });
    void save(
      () => userApi.save(current ? { ...form, password: undefined, version: current.version } : form),
      `userManagement.users.${row ? 'updatedOk' : 'addedOk'}`,
      onSaved,
    );
  };

  const reloadUser = () =>
    row &&
    reload(async () => {
      const fresh = await userApi.get(row.id);
      setCurrent(fresh);
      setForm(formOf(fresh));
    });

  return (
    <Modal
      title={t('one')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('form.save')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <StaleNotice conflict={conflict} onReload={reloadUser} unsaved={unsaved} />
        <TextField {...fieldProps('firstName')} autoFocus />
        <TextField {...fieldProps('lastName')} />
        <TextField {...fieldProps('email')} type="email" />
        {!row && <TextField {...fieldProps('password')} type="password" autoComplete="new-password" />}
        {company && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('agency')}
            value={form.agencyId ?? ''}
            onChange={(e) => set('agencyId', e.target.value === '' ? null : Number(e.target.value))}
            error={Boolean(errors.agencyId)}
            helperText={errors.agencyId?.join(' ') ?? t('agencyHelp')}
          >
            <MenuItem value="">
              <em>{t('companyUser')}</em>
            </MenuItem>
            {agencies.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          fullWidth
          margin="dense"
          required
          label={t('roles')}
          value={form.roleIds}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (ids) =>
                roles
                  .filter((r) => (ids as number[]).includes(r.id))
                  .map((r) => r.title)
                  .join(', '),
            },
          }}
          onChange={(e) => set('roleIds', (e.target.value as unknown as (number | string)[]).map(Number))}
          error={Boolean(errors.roleIds)}
          helperText={errors.roleIds?.join(' ')}
        >
          {roles.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              <Checkbox size="small" checked={form.roleIds.includes(r.id)} />
              <ListItemText primary={r.title} />
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
    </Modal>
  );
}
