import { PERMISSIONS as ALL } from '@domain/permissions';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { LinkBase, useNavigate, useParams, useTranslate } from 'react-admin';
import { useCameFrom, usePageCrumbs } from '@admin/layout/page-trail';
import { ActionConfirm } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import { isCancelled, REQUEST_STATUS } from '@domain/reservations/statuses';
import { AttachmentsPanel } from '../../documents';
import { RequestInvoicesCard } from '../../invoices';
import { ActivityLog } from './ActivityLog';
import { CommentsPanel } from './CommentsPanel';
import { detailApi, type UpdateBodies, type UpdateName } from './detail-api';
import type { Editing } from './detail-parts';
import { DestinationsCard } from './DestinationsCard';
import { PassengersCard } from './PassengersCard';
import { amendmentPath, LISTING_PATH } from './paths';
import { shownReference } from '../list/list-query';
import { RequestHeaderCard } from './RequestHeaderCard';
import { TransportationsCard } from './TransportationsCard';
import { RequestLoadProblem } from '../shared/RequestLoadProblem';
import { useRequest } from '../shared/useRequest';

export const PERMISSIONS = {
  view: ALL.Reservations.Reservation.ViewList,
  edit: ALL.Reservations.Reservation.Add,
  amend: ALL.Reservations.Amendments.Add,
} as const;

type Mode = 'view' | 'edit' | 'activityLog';

/** The route's element: the request named by the address. */
export function RequestDetailRoute() {
  const { requestGuid = '' } = useParams();
  return <RequestDetailPage key={requestGuid} requestGuid={requestGuid} />;
}

/** Back to the listing: history back when we came from it (its page and filters kept), else a link. */
function BackLink() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const from = useCameFrom();
  const cameFromListing = Boolean(from && (from === LISTING_PATH || from.startsWith(`${LISTING_PATH}?`)));
  return (
    <Button
      component={LinkBase}
      role="link"
      to={from && cameFromListing ? from : LISTING_PATH}
      startIcon={<ArrowBack />}
      onClick={
        cameFromListing
          ? (e: MouseEvent) => {
              e.preventDefault();
              navigate(-1);
            }
          : undefined
      }
    >
      {translate('reservationDetail.back')}
    </Button>
  );
}

/**
 * The request detail (spec §2): read-only view, edit mode (each update in place, the
 * page taking the answer), the activity log; comments beside; the attachments panel's place; the
 * request's invoices and credit notes (the invoices module's Finance section, with its permission).
 */
export function RequestDetailPage({ requestGuid }: { requestGuid: string }) {
  const translate = useTranslate();
  const { state, reload, replace } = useRequest(requestGuid);
  const canEdit = useCan(PERMISSIONS.edit);
  const canAmend = useCan(PERMISSIONS.amend);
  const company = isCompanyUser(getClaims());
  const [mode, setMode] = useState<Mode>('view');
  const [cancelling, setCancelling] = useState(false);
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const request = state.kind === 'ready' ? state.request : undefined;

  usePageCrumbs([
    { label: translate('menu.reservationManagement') },
    { label: translate('reservationList.title'), to: LISTING_PATH },
    { label: request ? shownReference(request) : d('title') },
  ]);

  const update = useCallback(
    <N extends UpdateName>(name: N, body: UpdateBodies[N]) => {
      if (!request) return Promise.reject(new Error('no request'));
      return detailApi.update(name, request, body);
    },
    [request],
  );
  const reloadNow = useCallback(async () => {
    await reload();
  }, [reload]);
  const cancelled = request ? isCancelled(request.statusId) : false;
  const editable = canEdit && !cancelled;
  const editing: Editing | undefined = useMemo(
    () => (editable && mode === 'edit' ? { company, update, onSaved: replace, onReload: reloadNow } : undefined),
    [editable, mode, company, update, replace, reloadNow],
  );

  if (state.kind !== 'ready' || !request) {
    return (
      <Box>
        <BackLink />
        <RequestLoadProblem state={state} title={translate('reservationDetail.requestTitle')} />
      </Box>
    );
  }

  const shownMode = mode === 'edit' && !editable ? 'view' : mode;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <BackLink />
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {shownReference(request)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shownMode}
          aria-label={d('mode')}
          onChange={(_, next: Mode | null) => {
            if (next) setMode(next);
          }}
        >
          <ToggleButton value="view">{d('modes.view')}</ToggleButton>
          {editable && <ToggleButton value="edit">{d('modes.edit')}</ToggleButton>}
          <ToggleButton value="activityLog">{d('modes.activityLog')}</ToggleButton>
        </ToggleButtonGroup>
        {canAmend && !cancelled && (
          <Button component={LinkBase} to={amendmentPath(request.requestGuid)} variant="outlined">
            {d('amend')}
          </Button>
        )}
        {editing && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            {d('cancelRequest')}
          </Button>
        )}
      </Box>
      {cancelled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {d('cancelledNotice')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {shownMode === 'activityLog' ? (
            <ActivityLog
              requestGuid={request.requestGuid}
              canDecide={canAmend && company}
              requestVersion={request.version}
              onApproved={() => void reload()}
            />
          ) : (
            <>
              <RequestHeaderCard request={request} editing={editing} />
              <DestinationsCard request={request} editing={editing} />
              <TransportationsCard request={request} editing={editing} />
              <PassengersCard request={request} editing={editing} />
              <RequestInvoicesCard requestGuid={request.requestGuid} cancelled={cancelled} />
            </>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <CommentsPanel requestGuid={request.requestGuid} canPost={canEdit} />
          {/* Documents stay open on a cancelled request, as on the server (a cancellation letter is one). */}
          <Box sx={{ mt: 2 }}>
            <AttachmentsPanel referenceId={request.requestGuid} canUpload={canEdit} canDelete={canEdit} />
          </Box>
        </Box>
      </Box>
      <ActionConfirm
        open={cancelling}
        title="reservationDetail.cancelConfirmTitle"
        content="reservationDetail.cancelConfirmText"
        confirm="reservationDetail.cancelConfirmYes"
        run={async () =>
          replace(await detailApi.update('updatestatus', request, { statusId: REQUEST_STATUS.Canceled }))
        }
        success="reservationDetail.toast.cancelled"
        failure="reservationDetail.toast.cancelFailed"
        onClose={() => setCancelling(false)}
        onDone={() => {
          setCancelling(false);
          setMode('view');
        }}
      />
    </Box>
  );
}
