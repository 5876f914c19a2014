import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard, DashboardLink } from '@admin/dashboard';
import { useFormat } from '@admin/i18n/useFormat';
import type { RequestsToProcessCard } from '@domain/dashboard';
import { REQUEST_STATUS } from '@domain/reservations/statuses';
import { reservationList } from '../list';

const LISTING = `/${reservationList.name}`;

/** The listing's URL (its filters as URL parameters, list-query.ts) of what the card counts. */
export const pendingRequestsPath = () => `${LISTING}?statusId=${REQUEST_STATUS.Pending}`;
export const arrivalsPath = (from: string, to: string) =>
  `${LISTING}?checkInFrom=${from}&checkInTo=${to}&sort=firstCheckIn&order=ASC`;

/** Requests waiting to be processed, and the arrivals of the coming 7 days, each with its filtered listing. */
export function RequestsToProcessCardView({ data }: { data: RequestsToProcessCard }) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`reservationDashboard.toProcess.${key}`, options);
  return (
    <DashboardCard
      title={t('title')}
      icon={<PendingActionsIcon />}
      figure={f.number(data.pending)}
      caption={t('caption')}
    >
      <DashboardLink to={pendingRequestsPath()}>{t('link')}</DashboardLink>
      <Typography variant="body2">
        {t('arrivals', {
          from: f.date(data.arrivalsFrom),
          to: f.date(data.arrivalsTo),
          count: f.number(data.arrivals),
        })}
      </Typography>
      <DashboardLink to={arrivalsPath(data.arrivalsFrom, data.arrivalsTo)}>{t('arrivalsLink')}</DashboardLink>
    </DashboardCard>
  );
}
