import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Modal, StaleNotice, useDialogSave } from '@admin/primitives';
import { DECISION_REASON_MAX } from '@domain/reservations/activity-schema';
import { ACTIVITY_STATUS } from '@domain/reservations/statuses';
import { detailApi, type ActivityEntry } from '../detail-api';
import { fieldError } from './UpdateDialog';

export type Decision = typeof ACTIVITY_STATUS.Approved | typeof ACTIVITY_STATUS.Rejected;

interface Props {
  /** The pending amendment decided. */
  entryId: number;
  decision: Decision;
  /** The request's version as the page shows it: a request changed since answers 409 (stale, with Reload). */
  requestVersion: number;
  onDecided: (entry: ActivityEntry) => void;
  /** Reads the request again (after a stale version). */
  onReload: () => Promise<void>;
  onClose: () => void;
}

/**
 * Approve or reject a pending amendment, with an optional reason (plain text, stored as the
 * entry's description and shown in the activity log). The spec's toasts: "Amendment request
 * Approved/Rejected successfully", else "Error occurred while processing amendment request".
 */
export function DecisionDialog({ entryId, decision, requestVersion, onDecided, onReload, onClose }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const { saving, errors, conflict, save, reload } = useDialogSave('reservationDetail.toast.amendmentFailed');
  const approving = decision === ACTIVITY_STATUS.Approved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let decided: ActivityEntry | undefined;
    const description = reason.trim();
    void save(
      async () => {
        decided = await detailApi.decide({
          id: entryId,
          statusId: decision,
          version: requestVersion,
          ...(description ? { description } : {}),
        });
      },
      approving ? 'reservationDetail.toast.amendmentApproved' : 'reservationDetail.toast.amendmentRejected',
      () => {
        if (decided) onDecided(decided);
        onClose();
      },
    );
  };
  return (
    <Modal
      title={translate(approving ? 'reservationDetail.approveTitle' : 'reservationDetail.rejectTitle')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" color={approving ? 'success' : 'error'} disabled={saving}>
            {translate(approving ? 'reservationDetail.approve' : 'reservationDetail.reject')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <StaleNotice conflict={conflict} onReload={() => void reload(onReload)} />
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('reservationDetail.decisionReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: DECISION_REASON_MAX } }}
          {...fieldError(errors, 'description')}
        />
      </DialogContent>
    </Modal>
  );
}
