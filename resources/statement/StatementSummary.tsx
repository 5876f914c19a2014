import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { AGING_BUCKETS, type StatementSummary as Summary } from '@domain/statement';

/** One figure of the bar: its label above, the amount below. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 130 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * §2.7's summary bar (Invoices Total, Payments Total, Balance Total in the summary's currency)
 * with the account's opening and closing balances, then the aging of what is still due at the
 * statement's date (To Date, else today).
 */
export function StatementSummary({ summary }: { summary: Summary }) {
  const translate = useTranslate();
  const f = useFormat();
  const money = (value: number) => f.amount(value, summary.currencyInitial);
  const asOf = f.date(summary.asOfDate);
  return (
    <Box component="section" aria-label={translate('statement.summary')} sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 1.5 }}>
        <Figure label={translate('statement.openingBalance')} value={money(summary.openingBalance)} />
        <Figure label={translate('statement.invoicesTotal')} value={money(summary.invoicesTotal)} />
        <Figure label={translate('statement.paymentsTotal')} value={money(summary.invoicePaymentsTotal)} />
        <Figure label={translate('statement.balanceTotal')} value={money(summary.balanceTotal)} strong />
        <Figure
          label={translate('statement.closingBalance', { date: asOf })}
          value={money(summary.closingBalance)}
          strong
        />
      </Box>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 0.5 }}>
        {translate('statement.aging', { date: asOf })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, py: 1, '& dd': { m: 0, fontWeight: 500 } }}
      >
        {AGING_BUCKETS.map((key) => (
          <Box key={key} sx={{ minWidth: 110 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`statement.buckets.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" data-bucket={key} sx={{ whiteSpace: 'nowrap' }}>
              {money(summary.aging[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
