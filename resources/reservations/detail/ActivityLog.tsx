import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuditDiff } from '@admin/audit/AuditDiff';
import { formatWhen } from '@admin/audit/AuditEntryHeading';
import { useLang } from '@admin/i18n/useLang';
import { ListPagination, PAGE_SIZE } from '@admin/primitives';
import { ACTIVITY_STATUS } from '@domain/reservations/statuses';
import { StatusBadge } from '../shared/StatusBadge';
import { requestActivitySubject } from './activity-subject';
import { detailApi, type ActivityEntry } from './detail-api';
import { Section } from './detail-parts';
import { DecisionDialog, type Decision } from './dialogs/DecisionDialog';

interface Props {
  requestGuid: string;
  /** Company users holding Reservations.Amendments.Add decide Pending amendments. */
  canDecide: boolean;
  /** The request's version as the page shows it: a decision on a request changed since answers 409 (reload). */
  requestVersion: number;
  /** Reads the request again: after an approval (the amendment replaced it), or a decision refused as stale. */
  onApproved: () => void;
}

/**
 * The request's activity, newest first and paged, back to its creation: what kind (created, edit, amendment, status), its
 * status, who, when, its description (an amendment's reason once decided), and the changes as
 * the audit diff shows them; a Pending amendment offers Approve and Reject to those who decide,
 * each through a dialog taking an optional reason.
 */
export function ActivityLog({ requestGuid, canDecide, requestVersion, onApproved }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const subject = useMemo(() => requestActivitySubject(translate), [translate]);
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ entryId: number; decision: Decision } | undefined>();
  const d = (key: string) => translate(`reservationDetail.${key}`);

  const client = useQueryClient();
  const key = ['reservation-request', requestGuid, 'activity', page];
  const {
    data,
    isError: failed,
    refetch,
  } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const body = await detailApi.activity(requestGuid, page, PAGE_SIZE);
      return { activity: body.activity, total: body.paginationModel.totalRecords };
    },
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const decided = (updated: ActivityEntry) => {
    client.setQueryData<{ activity: ActivityEntry[]; total: number }>(
      key,
      (now) => now && { ...now, activity: now.activity.map((e) => (e.id === updated.id ? { ...e, ...updated } : e)) },
    );
    if (updated.statusId === ACTIVITY_STATUS.Approved) onApproved();
    void refetch();
  };

  return (
    <Section title={d('activityLog')}>
      {failed && <Alert severity="warning">{d('activityUnavailable')}</Alert>}
      {data?.activity.length === 0 && <Typography color="text.secondary">{d('noActivity')}</Typography>}
      {data?.activity.map((entry) => {
        const pending = entry.activityType === 'amendment' && entry.statusId === ACTIVITY_STATUS.Pending;
        const label = translate(`reservationDetail.activityTypes.${entry.activityType}`, { _: entry.activityType });
        return (
          <Box
            key={entry.id}
            component="article"
            aria-label={`${label} ${formatWhen(entry.dateCreated, lang)}`}
            sx={{ border: 1, borderColor: pending ? 'warning.main' : 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
              <Chip size="small" label={label} />
              {/* A creation has no decision to show; its entry says who created the request and when. */}
              {entry.activityType !== 'create' && <StatusBadge kind="activity" statusId={entry.statusId} />}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.createdByName || translate('history.system')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatWhen(entry.dateCreated, lang)}
              </Typography>
            </Box>
            {entry.description && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {entry.description}
              </Typography>
            )}
            {entry.decidedByName && entry.dateDecided && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
                {translate('reservationDetail.decidedBy', {
                  who: entry.decidedByName,
                  when: formatWhen(entry.dateDecided, lang),
                })}
              </Typography>
            )}
            <Box sx={{ overflowX: 'auto' }}>
              <AuditDiff changes={entry.changes} subject={subject} />
            </Box>
            {pending && canDecide && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
                <Button
                  variant="contained"
                  color="success"
                  disabled={deciding !== undefined}
                  onClick={() => setDeciding({ entryId: entry.id, decision: ACTIVITY_STATUS.Approved })}
                >
                  {d('approve')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={deciding !== undefined}
                  onClick={() => setDeciding({ entryId: entry.id, decision: ACTIVITY_STATUS.Rejected })}
                >
                  {d('reject')}
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
      {deciding && (
        <DecisionDialog
          {...deciding}
          requestVersion={requestVersion}
          onDecided={decided}
          onReload={async () => onApproved()}
          onClose={() => setDeciding(undefined)}
        />
      )}
      {data && data.total > PAGE_SIZE && (
        <ListPagination page={page} perPage={PAGE_SIZE} total={data.total} setPage={setPage} />
      )}
    </Section>
  );
}
