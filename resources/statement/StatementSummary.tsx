import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { AGING_BUCKETS, type StatementSummary as Summary } from '@domain/statement';

/** One figure of the bar: its label above, the amount below. */
function Figure({ label, value, strong, name }: { label: string; value: string; strong?: boolean; name: string }) {
  return (
    <Box sx={{ minWidth: 130 }} data-figure={name}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The aging's columns: the buckets of what is due, the credit on account (≤ 0), and their total. */
const AGING_COLUMNS = [...AGING_BUCKETS, 'unallocatedCredit', 'total'] as const;

/**
 * §2.7's summary bar, every figure from the receivables ledger (the server's summary): the
 * opening balance, the period's invoices net of credit notes and the credit notes, its payments
 * net of refunds and the refunds, the closing balance, the credit on account, the matching rows'
 * Balance Total; then the aging at the statement's date (To Date, else today) with the credit on
 * account and the total, which is the closing balance.
 */
export function StatementSummary({ summary }: { summary: Summary }) {
  const translate = useTranslate();
  const f = useFormat();
  const money = (value: number) => f.amount(value, summary.currencyInitial);
  const asOf = f.date(summary.asOfDate);
  const aging = { ...summary.aging, total: summary.closingBalance };
  const figures: [string, string, number, boolean?][] = [
    ['openingBalance', translate('statement.openingBalance'), summary.openingBalance],
    ['invoicesTotal', translate('statement.invoicesTotal'), summary.invoicesTotal],
    ['creditNotesTotal', translate('statement.creditNotesTotal'), summary.creditNotesTotal],
    ['paymentsTotal', translate('statement.paymentsTotal'), summary.invoicePaymentsTotal],
    ['refundsTotal', translate('statement.refundsTotal'), summary.refundsTotal],
    ['closingBalance', translate('statement.closingBalance', { date: asOf }), summary.closingBalance, true],
    ['creditOnAccount', translate('statement.creditOnAccount'), summary.creditOnAccount],
    ['balanceTotal', translate('statement.balanceTotal'), summary.balanceTotal, true],
  ];
  return (
    <Box component="section" aria-label={translate('statement.summary')} sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 1.5 }}>
        {figures.map(([name, label, value, strong]) => (
          <Figure key={name} name={name} label={label} value={money(value)} strong={strong} />
        ))}
      </Box>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 0.5 }}>
        {translate('statement.aging', { date: asOf })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, py: 1, '& dd': { m: 0, fontWeight: 500 } }}
      >
        {AGING_COLUMNS.map((key) => (
          <Box key={key} sx={{ minWidth: 110 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`statement.buckets.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-bucket={key}
              sx={{ whiteSpace: 'nowrap', fontWeight: key === 'total' ? 700 : undefined }}
            >
              {money(aging[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
