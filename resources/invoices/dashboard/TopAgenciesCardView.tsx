import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard, DashboardLink } from '@admin/dashboard';
import { useFormat } from '@admin/i18n/useFormat';
import { useCan } from '@admin/session/useCan';
import { useTenantCurrency } from '@admin/tenant-currency';
import type { TopAgenciesCard } from '@domain/dashboard';
import { PERMISSIONS } from '@domain/permissions';

/** The statement screen of an agency (it reads `?agencyId=` from its URL). */
export const statementPath = (agencyId: number) => `/finance/reservation-statement?agencyId=${agencyId}`;

/** The five agencies owing the most, each opening its statement (for users who may read statements). */
export function TopAgenciesCardView({ data }: { data: TopAgenciesCard }) {
  const translate = useTranslate();
  const f = useFormat();
  const { currencyInitial } = useTenantCurrency();
  const canReadStatement = useCan(PERMISSIONS.Reports.ReservationRequestStatement.ViewReport);
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoiceDashboard.top.${key}`, options);
  return (
    <DashboardCard title={t('title')} icon={<LeaderboardIcon />}>
      {data.agencies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.agencies.map((a) => (
            <ListItem
              key={a.agencyId}
              disableGutters
              secondaryAction={
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {f.amount(a.balanceDue, currencyInitial)}
                </Typography>
              }
            >
              <ListItemText
                sx={{ pr: 14 }}
                primary={
                  canReadStatement ? (
                    <DashboardLink to={statementPath(a.agencyId)}>
                      <span aria-label={t('statement', { name: a.agencyName })}>{a.agencyName}</span>
                    </DashboardLink>
                  ) : (
                    a.agencyName
                  )
                }
                secondary={
                  a.overdueAmount > 0 ? t('overdue', { amount: f.amount(a.overdueAmount, currencyInitial) }) : undefined
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
