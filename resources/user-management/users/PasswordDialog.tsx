import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Modal } from '@admin/primitives/Modal';
import { userApi, type UserRow } from '../api';
import { useDialogSave } from '@admin/primitives/useDialogSave';

/** "Change password" for one user: the new password, checked by the server's policy. */
export function PasswordDialog({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const { saving, errors, save } = useDialogSave('userManagement.users.failed');
  const error = errors.password?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => userApi.setPassword(row.id, password), 'userManagement.users.passwordChanged', onClose);
  };

  return (
    <Modal
      title={
        <>
          {translate('userManagement.users.changePassword')}: {row.fullName}
        </>
      }
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
        <TextField
          label={translate('userManagement.users.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
          margin="dense"
          required
          autoFocus
          error={Boolean(error)}
          helperText={error ?? translate('userManagement.users.passwordHelp')}
        />
      </DialogContent>
    </Modal>
  );
}
