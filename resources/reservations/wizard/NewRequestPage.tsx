/**
 * The create route (/reservation-management/reservation/request): the wizard on the create copy.
 * Opened with an ongoing request (§3) it offers Continue or Start over. Submitting sends `add`
 * with the form's requestGuid (a double click or a retry makes one request), then `complete`
 * with the notes and reference number, and shows step 6: the request's reference, Open request
 * and New request.
 */
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LinkBase } from 'react-admin';
import { Modal, useToast } from '@admin/primitives';
import { fieldErrorsOf, serverMessage } from '@admin/primitives/server-errors';
import { hasOngoingRequest } from '@domain/reservations/form-state';
import type { RequestBody } from '@domain/reservations/request-schema';
import { submitWizard } from '@domain/reservations/wizard-steps';
import { PendingDocumentsPicker, uploadPendingDocuments, usePendingDocuments } from '../../documents';
import { requestApi } from '../api';
import { FormStateProvider, useFormCopy } from '../form-state/FormStateProvider';
import { RequestWizard } from './RequestWizard';
import { useWizardText } from './text';

export const EDIT_ROUTE = '/reservation-management/reservation/request/edit';

export function NewRequestPage() {
  return (
    <FormStateProvider>
      <NewRequest />
    </FormStateProvider>
  );
}

function NewRequest() {
  const t = useWizardText();
  const toast = useToast();
  const { state, copy, dispatch } = useFormCopy();
  // Step 3's documents, kept in IndexedDB under the request's guid until the request exists.
  const [documents, setDocuments] = usePendingDocuments(copy.generalDetails.requestGuid);
  // Asked once, when the page opens on a request left half-written (a reload, another visit).
  const [resume, setResume] = useState(() => hasOngoingRequest(state));
  useEffect(() => {
    dispatch({ type: 'openCopy', copy: 'create', reset: state.create.response !== null });
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (body: RequestBody) => {
    let detail;
    try {
      detail = await requestApi.add(body);
      toast.success('reservationWizard.toasts.submitted');
    } catch (error) {
      // Spec §8: the server's message, else 'Failed to submit reservation'.
      toast.failure(error, serverMessage(error) ?? 'reservationWizard.toasts.submitFailed');
      return fieldErrorsOf(error);
    }
    try {
      await requestApi.complete({
        requestGuid: detail.requestGuid,
        notes: body.remarks ?? null,
        reference: body.referenceNumber ?? null,
      });
      toast.success('reservationWizard.toasts.completed');
    } catch (error) {
      toast.failure(error, serverMessage(error) ?? 'reservationWizard.toasts.submitFailed');
    }
    if (documents.length > 0) {
      try {
        await uploadPendingDocuments(detail.requestGuid, documents);
        toast.success('documents.uploaded');
        setDocuments([]);
      } catch (error) {
        // The request is stored; the files stay chosen so the user can attach them from the request's page.
        toast.failure(error, 'documents.uploadFailed');
      }
    }
    dispatch({
      type: 'submitted',
      tracking: submitWizard(copy.tracking),
      response: {
        requestGuid: detail.requestGuid,
        requestReference: detail.requestReference,
        supplierInitial: detail.supplierInitial,
      },
    });
  };

  const response = copy.response;
  const summary = response && (
    <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        {t('submittedTitle')}
      </Typography>
      <Typography>{t('submittedText')}</Typography>
      <Typography
        variant="h4"
        component="p"
        data-testid="request-reference"
      >{`${response.supplierInitial}-${response.requestReference}`}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={LinkBase} to={`${EDIT_ROUTE}/${response.requestGuid}`}>
          {t('openRequest')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setDocuments([]);
            dispatch({ type: 'newRequest' });
          }}
        >
          {t('newRequest')}
        </Button>
      </Stack>
    </Stack>
  );

  return (
    <>
      <RequestWizard
        title={t('title')}
        submitLabel={t('submit')}
        onSubmit={submit}
        summary={summary}
        transportDocuments={<PendingDocumentsPicker files={documents} onChange={setDocuments} />}
      />
      {resume && (
        <Modal
          title={t('ongoingTitle')}
          size="sm"
          onClose={() => setResume(false)}
          actions={
            <>
              <Button
                color="inherit"
                onClick={() => {
                  setDocuments([]);
                  dispatch({ type: 'newRequest' });
                  setResume(false);
                }}
              >
                {t('startOver')}
              </Button>
              <Button variant="contained" onClick={() => setResume(false)}>
                {t('continue')}
              </Button>
            </>
          }
        >
          <DialogContent>
            <Typography>{t('ongoingText')}</Typography>
          </DialogContent>
        </Modal>
      )}
    </>
  );
}
