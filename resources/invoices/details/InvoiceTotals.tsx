import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { EditorTotals } from './useInvoiceEditor';

/**
 * The invoice's footer figures (§2.3 and the tax rule BR-CO-17): System Total, Subtotal, one tax
 * line per rate ('Tax 20 %'), Grand Total, Paid, Balance due, in the invoice's currency and the
 * user's locale. A draft's figures are previewed from its rows (decimal, to the cent); `preview`
 * says so.
 */
export function InvoiceTotals({
  totals,
  currency,
  preview,
}: {
  totals: EditorTotals;
  currency: string | null | undefined;
  preview: boolean;
}) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.totals.${key}`, args);
  const line = (label: string, value: number, strong = false) => (
    <Box
      key={label}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        ...(strong && label === t('grand') && { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.75 }),
      }}
    >
      <Typography variant="body2" component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}
      >
        {f.amount(value, currency)}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ width: { xs: '100%', sm: 340 }, ml: 'auto' }}>
      <Box component="dl" aria-label={t('grand')} sx={{ m: 0 }}>
        {line(t('system'), totals.system)}
        {line(t('subtotal'), totals.subtotal)}
        {totals.taxes.map((tax) => line(t('tax', { rate: f.number(tax.rate) }), tax.tax))}
        {line(t('grand'), totals.grand, true)}
        {line(t('paid'), totals.paid)}
        {line(t('balance'), totals.balance, true)}
      </Box>
      {preview && (
        <Typography variant="caption" color="text.secondary">
          {t('preview')}
        </Typography>
      )}
    </Box>
  );
}
