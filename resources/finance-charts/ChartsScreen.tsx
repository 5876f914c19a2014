import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { usePhoneWidth, useOpenPdf } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { AccountBarChart } from './AccountBarChart';
import { AgencyLineChart } from './AgencyLineChart';
import { chartsApi } from './api';
import { ChartCard } from './ChartCard';
import { ChartsFilters } from './ChartsFilters';
import { monthLabel, PeriodPieChart } from './PeriodPieChart';
import { useCharts } from './useCharts';

/**
 * Agency Invoice vs Payment (`/finance/agency-invoice-vs-payment`, §2.8): the filters (agency for
 * company users, From and To Date), 'Open Pdf in new Window' (the server's PDF of the same search),
 * then the three charts of the server's figures: invoices vs payments per agency (line), payments
 * per account (horizontal bars), invoices per month (pie); each says 'No data available' when empty.
 */
export function ChartsScreen() {
  const translate = useTranslate();
  const f = useFormat();
  const phone = usePhoneWidth();
  const pdf = useOpenPdf();
  const company = isCompanyUser(getClaims());
  const { form, applied, query, apply } = useCharts();
  const answer = query.data;
  const currency = answer?.currencyInitial ?? null;
  const agencies = answer?.agencyInvoiceVsPayment ?? [];
  const accounts = answer?.amountPerPaymentAccount ?? [];
  const periods = answer?.invoiceSumPerPeriod ?? [];
  const creditMonths = periods.filter((p) => p.amount <= 0);
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('financeCharts.title')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <ChartsFilters applied={form} chooseAgency={company} onApply={apply} />
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            disabled={pdf.opening}
            onClick={() => pdf.open(() => chartsApi.pdf(applied))}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('financeCharts.pdf')}
          </Button>
        </Box>
        {answer?.currencyName && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {translate('financeCharts.currency', { currency: `${answer.currencyName} (${currency ?? ''})` })}
          </Typography>
        )}
        {query.isFetching ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
      </Card>
      {query.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {translate('financeCharts.loadFailed')}
        </Typography>
      )}
      {answer && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
            <ChartCard
              title={translate('financeCharts.perAgency')}
              label={translate('financeCharts.perAgencyLabel', { count: agencies.length })}
              empty={agencies.length === 0}
              height={phone ? 300 : 380}
            >
              <AgencyLineChart rows={agencies} currency={currency} />
            </ChartCard>
          </Box>
          <ChartCard
            title={translate('financeCharts.perAccount')}
            label={translate('financeCharts.perAccountLabel', { count: accounts.length })}
            empty={accounts.length === 0}
            height={Math.max(200, accounts.length * 36 + 60)}
          >
            <AccountBarChart rows={accounts} currency={currency} phone={phone} />
          </ChartCard>
          <ChartCard
            title={translate('financeCharts.perPeriod')}
            label={translate('financeCharts.perPeriodLabel', { count: periods.length })}
            empty={periods.every((p) => p.amount <= 0)}
            note={
              creditMonths.length > 0 &&
              translate('financeCharts.creditMonths', {
                months: creditMonths
                  .map((p) => `${monthLabel(p.period, f.lang)} (${f.amount(p.amount, currency)})`)
                  .join(', '),
              })
            }
            height={phone ? 260 : 320}
          >
            <PeriodPieChart rows={periods} currency={currency} phone={phone} />
          </ChartCard>
        </Box>
      )}
    </Box>
  );
}

export default ChartsScreen;
