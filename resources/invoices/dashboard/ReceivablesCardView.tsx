import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from '@admin/dashboard';
import { useFormat } from '@admin/i18n/useFormat';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useTenantCurrency } from '@admin/tenant-currency';
import type { ReceivablesCard } from '@domain/dashboard';
import { AGING_BUCKETS } from '@domain/statement';

/**
 * What agencies owe today (an agency user: what it owes), from the receivables ledger: the total
 * (amounts due less the credit on account), the overdue part, the credit on account when there is
 * some, and the aging of the amounts due with the credit on account (negative) when not 0, so the
 * lines add up to the total.
 */
export function ReceivablesCardView({ data }: { data: ReceivablesCard }) {
  const translate = useTranslate();
  const f = useFormat();
  const { currencyInitial } = useTenantCurrency();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`invoiceDashboard.receivables.${key}`, options);
  const lines = data.aging.unallocatedCredit !== 0 ? [...AGING_BUCKETS, 'unallocatedCredit' as const] : AGING_BUCKETS;
  return (
    <DashboardCard
      title={t(isCompanyUser(getClaims()) ? 'title' : 'titleAgency')}
      icon={<AccountBalanceWalletIcon />}
      figure={f.amount(data.receivable, currencyInitial)}
      caption={t('caption', { count: f.number(data.openCount), smart_count: data.openCount })}
    >
      <Typography variant="body2" color={data.overdueCount > 0 ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
        {t('overdue', {
          amount: f.amount(data.overdueAmount, currencyInitial),
          count: f.number(data.overdueCount),
          smart_count: data.overdueCount,
        })}
      </Typography>
      {data.creditOnAccount !== 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('creditOnAccount', { amount: f.amount(data.creditOnAccount, currencyInitial) })}
        </Typography>
      )}
      <Box
        component="dl"
        aria-label={t('aging')}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}
      >
        {lines.map((bucket) => (
          <Box key={bucket} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`buckets.${bucket}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {f.amount(data.aging[bucket], currencyInitial)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
