import RuleIcon from '@mui/icons-material/Rule';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard, DashboardLink } from '@admin/dashboard';
import { useFormat } from '@admin/i18n/useFormat';
import type { PendingAmendmentsCard } from '@domain/dashboard';
import { detailPath } from '../detail';

/** Amendments waiting for a decision: how many, and the five longest waiting, each opening its request. */
export function PendingAmendmentsCardView({ data }: { data: PendingAmendmentsCard }) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`reservationDashboard.amendments.${key}`, options);
  return (
    <DashboardCard title={t('title')} icon={<RuleIcon />} figure={f.number(data.count)} caption={t('caption')}>
      {data.oldest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.oldest.map((a) => (
            <ListItem key={a.requestGuid} disableGutters>
              <ListItemText
                primary={<DashboardLink to={detailPath(a.requestGuid)}>{a.requestRef}</DashboardLink>}
                secondary={`${a.agencyName} · ${t('submitted', { date: f.date(a.submittedAt) })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
