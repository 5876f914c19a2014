/**
 * The amendment route (/reservation-management/reservation/request/amendment/:requestGuid,
 * `Reservations.Amendments.Add`): loads the request (getbyid), fills the amendment copy with its
 * destinations, passengers and transportations (§2 "Opening an amendment"), shows steps 1 to 4
 * with the agency and type fixed, then submits the whole amended body with the request's guid to
 * `POST /api/reservation/requestactivity/add` ('Amendment request submitted successfully') and
 * opens the request's edit route.
 */
import { PERMISSIONS } from '@domain/permissions';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { useNavigate, useParams, useTranslate } from 'react-admin';
import { fetchJson } from '@admin/http';
import { usePageCrumbs } from '@admin/layout/page-trail';
import { useToast } from '@admin/primitives';
import { endsSession, fieldErrorsOf, serverMessage } from '@admin/primitives/server-errors';
import { useCan } from '@admin/session/useCan';
import { fromRequestDetail } from '@domain/reservations/request-body';
import type { RequestBody } from '@domain/reservations/request-schema';
import { AttachmentsPanel } from '../../documents';
import { detailPath, LISTING_PATH } from '../detail/paths';
import { FormStateProvider, useFormStore } from '../form-state/FormStateProvider';
import { newId } from '../form-state/persist';
import { shownReference } from '../list/list-query';
import { RequestLoadProblem } from '../shared/RequestLoadProblem';
import { useRequest } from '../shared/useRequest';
import { EDIT_ROUTE } from './NewRequestPage';
import { RequestWizard } from './RequestWizard';
import { useWizardText } from './text';

export const AMENDMENT_API = '/reservation/requestactivity/add';

/** Sends an amendment: the request body with the request's guid; answers the activity entry. */
export const submitAmendment = async (body: RequestBody) =>
  (await fetchJson(AMENDMENT_API, { method: 'POST', body })).body;

export function AmendmentPage() {
  return (
    <FormStateProvider>
      <Amendment />
    </FormStateProvider>
  );
}

function Amendment() {
  const t = useWizardText();
  const toast = useToast();
  const canAttach = useCan(PERMISSIONS.Reservations.Reservation.Add);
  const navigate = useNavigate();
  const { requestGuid = '' } = useParams<{ requestGuid: string }>();
  const { state, dispatch } = useFormStore();
  const { state: load } = useRequest(requestGuid);
  const request = load.kind === 'ready' ? load.request : undefined;
  const translate = useTranslate();
  // The page's own trail (not the menu's "New request"): the listing, the request, the amendment.
  usePageCrumbs([
    { label: translate('menu.reservationManagement') },
    { label: translate('reservationList.title'), to: LISTING_PATH },
    ...(request ? [{ label: shownReference(request), to: detailPath(requestGuid) }] : []),
    { label: t('amendmentTitle') },
  ]);

  useEffect(() => {
    dispatch({ type: 'openCopy', copy: 'amendment', reset: true });
  }, [requestGuid, dispatch]);
  // The amendment copy is filled once, from the request as read when the page opened (the copy then carries its guid).
  const filled = state.current === 'amendment' && state.amendment.generalDetails.requestGuid === requestGuid;
  useEffect(() => {
    if (request && !filled) dispatch({ type: 'fill', copy: 'amendment', value: fromRequestDetail(request, newId) });
  }, [request, filled, dispatch]);

  const submit = async (body: RequestBody) => {
    try {
      await submitAmendment({ ...body, requestGuid });
      toast.success('reservationWizard.toasts.amendmentSubmitted');
      navigate(`${EDIT_ROUTE}/${requestGuid}`);
      return undefined;
    } catch (error) {
      // §8: an amendment submission failure is kept in the form, no toast; the fields show what the server said.
      if (endsSession(error)) return undefined;
      return fieldErrorsOf(error) ?? { requestGuid: [serverMessage(error) ?? t('errors.amendmentFailed')] };
    }
  };

  if (load.kind === 'ready' && !filled)
    return (
      <Box sx={{ p: 2 }}>
        <LinearProgress />
      </Box>
    );
  // Loading, or why the request cannot be amended ('Invalid reservation data' for an empty answer, a 404, the network).
  if (load.kind !== 'ready')
    return (
      <Box sx={{ p: 2 }}>
        <RequestLoadProblem state={load} title={t('amendmentTitle')} />
      </Box>
    );
  // The request exists: its documents (transport tickets) are attached to it at once, as on its detail page.
  const documents = <AttachmentsPanel referenceId={requestGuid} canUpload={canAttach} canDelete={canAttach} />;
  return (
    <RequestWizard
      fixedGeneral
      title={t('amendmentTitle')}
      submitLabel={t('submitAmendment')}
      onSubmit={submit}
      transportDocuments={documents}
    />
  );
}
