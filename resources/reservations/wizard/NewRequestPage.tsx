/**
 * The create route (/reservation-management/reservation/request): the wizard on the create copy.
 * Opened with an ongoing request (§3) it offers Continue or Start over. Submitting sends step 3's
 * files as pending uploads, then one `add` with the form's requestGuid (a double click or a retry
 * makes one request) carrying the notes, the reference number and the files' ids: the request and
 * its files are stored together or not at all (no separate `complete`, which could fail after the
 * request was stored). Then step 6: the request's reference, Open request and New request.
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

  // All or nothing (the server's contract): the files first, as pending uploads that nobody sees,
  // then one `add` that stores the request, its notes and reference, and attaches them in one
  // transaction. A failure at either point leaves nothing stored; the same guid makes a retry safe.
  const submit = async (body: RequestBody) => {
    let documentIds: number[];
    try {
      documentIds = (await uploadPendingDocuments(copy.generalDetails.requestGuid, documents)).map((d) => d.id);
    } catch (error) {
      toast.failure(error, 'reservationWizard.toasts.documentsRefused');
      return { documents: [serverMessage(error) ?? t('toasts.documentsRefused')] };
    }
    let detail;
    try {
      detail = await requestApi.add({ ...body, documentIds });
    } catch (error) {
      // No answer: the request may have been stored; submitting again answers it (same guid), never twice.
      const unknown = (error as { status?: number }).status === 0;
      toast.failure(error, unknown ? 'reservationWizard.toasts.noAnswer' : 'reservationWizard.toasts.nothingSaved');
      return fieldErrorsOf(error) ?? { submission: [unknown ? t('toasts.noAnswer') : t('toasts.nothingSaved')] };
    }
    toast.success(
      documents.length ? 'reservationWizard.toasts.submittedWithDocuments' : 'reservationWizard.toasts.submitted',
    );
    setDocuments([]);
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
        documentNames={documents.map((f) => f.name)}
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
