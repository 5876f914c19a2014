import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { userApi, type UserRow } from '../api';
import { useDialogSave } from '../../../src/admin/schema-screens/useDialogSave';

/** "Change password" for one user: the new password, checked by the server's policy. */
export function PasswordDialog({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const { saving, errors, save } = useDialogSave('userManagement.users.failed');
  const error = errors.password?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => userApi.setPassword(row.id, password), 'userManagement.users.passwordChanged', onClose);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('userManagement.users.changePassword')}: {row.fullName}</DialogTitle>
        <DialogContent>
          <TextField label={translate('userManagement.users.newPassword')} type="password" autoComplete="new-password"
            value={password} onChange={(e) => setPassword(e.target.value)} fullWidth margin="dense" required autoFocus
            error={Boolean(error)} helperText={error ?? translate('userManagement.users.passwordHelp')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>{translate('form.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
