import SavingsIcon from '@mui/icons-material/Savings';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from '@admin/dashboard';
import { useFormat } from '@admin/i18n/useFormat';
import { useTenantCurrency } from '@admin/tenant-currency';
import type { PaymentsByMonthCard } from '@domain/dashboard';
import { monthChange } from './month-change';

/** Payments received this month, against last month whole and last month to the same day. */
export function PaymentsByMonthCardView({ data }: { data: PaymentsByMonthCard }) {
  const translate = useTranslate();
  const f = useFormat();
  const { currencyInitial } = useTenantCurrency();
  const t = (key: string, options?: Record<string, unknown>) => translate(`paymentDashboard.${key}`, options);
  const change = monthChange(data.thisMonth.amount, data.lastMonthToDate.amount);
  return (
    <DashboardCard
      title={t('title')}
      icon={<SavingsIcon />}
      figure={f.amount(data.thisMonth.amount, currencyInitial)}
      caption={t('caption', { count: f.number(data.thisMonth.count), smart_count: data.thisMonth.count })}
    >
      {change !== null && (
        <Typography variant="body2" color={change < 0 ? 'error' : 'success.main'} sx={{ fontWeight: 600 }}>
          {t('change', { change: `${change > 0 ? '+' : ''}${f.percent(change)}` })}
        </Typography>
      )}
      <Typography variant="body2">
        {t('lastMonthToDate', { amount: f.amount(data.lastMonthToDate.amount, currencyInitial) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('lastMonth', { amount: f.amount(data.lastMonth.amount, currencyInitial) })}
      </Typography>
    </DashboardCard>
  );
}
