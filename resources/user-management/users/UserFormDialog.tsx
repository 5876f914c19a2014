import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isCompanyUser } from '../../../src/admin/session/claims';
import { getClaims } from '../../../src/admin/session/token-store';
import { userApi, type UserBody, type UserRow } from '../api';
import { useDialogSave } from '../useDialogSave';

interface Props {
  /** The user to edit; none for a new one (then the password is asked). */
  row?: UserRow;
  onClose: () => void;
  onSaved: () => void;
}

/** The one modal of add and edit (style example 6): names, email, password (add only), agency, roles. */
export function UserFormDialog({ row, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const t = (key: string) => translate(`userManagement.users.${key}`);
  const company = isCompanyUser(getClaims());
  const [form, setForm] = useState<UserBody>(() => ({
    id: row?.id, firstName: row?.firstName ?? '', lastName: row?.lastName ?? '', email: row?.email ?? '',
    password: '', agencyId: row?.agencyId ?? null, roleIds: row?.roles.map((r) => r.id) ?? [],
  }));
  const [roles, setRoles] = useState<{ id: number; title: string }[]>([]);
  const [agencies, setAgencies] = useState<{ id: number; title: string }[]>([]);
  const { saving, errors, save } = useDialogSave('userManagement.users.failed');

  useEffect(() => {
    userApi.roles().then(setRoles).catch(() => setRoles([]));
    if (company) userApi.agencies().then(setAgencies).catch(() => setAgencies([]));
  }, [company]);

  const set = <K extends keyof UserBody>(key: K, value: UserBody[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldProps = (key: 'firstName' | 'lastName' | 'email' | 'password') => ({
    label: t(key), value: form[key] ?? '', required: true, fullWidth: true, margin: 'dense' as const,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: Boolean(errors[key]), helperText: errors[key]?.join(' '),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => userApi.save(row ? { ...form, password: undefined } : form),
      `userManagement.users.${row ? 'updatedOk' : 'addedOk'}`, onSaved);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('one')}</DialogTitle>
        <DialogContent>
          <TextField {...fieldProps('firstName')} autoFocus />
          <TextField {...fieldProps('lastName')} />
          <TextField {...fieldProps('email')} type="email" />
          {!row && <TextField {...fieldProps('password')} type="password" autoComplete="new-password" />}
          {company && (
            <TextField select fullWidth margin="dense" label={t('agency')} value={form.agencyId ?? ''}
              onChange={(e) => set('agencyId', e.target.value === '' ? null : Number(e.target.value))}
              error={Boolean(errors.agencyId)} helperText={errors.agencyId?.join(' ') ?? t('agencyHelp')}>
              <MenuItem value=""><em>{t('companyUser')}</em></MenuItem>
              {agencies.map((a) => <MenuItem key={a.id} value={a.id}>{a.title}</MenuItem>)}
            </TextField>
          )}
          <TextField select fullWidth margin="dense" required label={t('roles')} value={form.roleIds}
            slotProps={{ select: {
              multiple: true,
              renderValue: (ids) => roles.filter((r) => (ids as number[]).includes(r.id)).map((r) => r.title).join(', '),
            } }}
            onChange={(e) => set('roleIds', (e.target.value as unknown as (number | string)[]).map(Number))}
            error={Boolean(errors.roleIds)} helperText={errors.roleIds?.join(' ')}>
            {roles.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                <Checkbox size="small" checked={form.roleIds.includes(r.id)} />
                <ListItemText primary={r.title} />
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>{translate('form.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
